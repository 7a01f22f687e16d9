/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { SanitisedHtml } from './SanitisedHtml';

// A content page's server render (/privacy-policy, /business-partners, /employee-privacy-policy):
// no DOM there, so DOMPurify has no sanitize; the text must still be in the HTML.
it('draws the page’s text in a server render, where there is no DOM', () => {
  const html = renderToString(<SanitisedHtml html="<h2>Privacy Policy</h2><p>We keep your data safe.</p>" as="article" />);

  expect(html).toContain('<h2>Privacy Policy</h2><p>We keep your data safe.</p>');
});
