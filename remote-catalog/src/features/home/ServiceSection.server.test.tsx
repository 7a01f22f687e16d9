/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { ServiceSection } from './ServiceSection';

// The server's picture of the home: no window, so it cannot know what the first screen holds.
it('draws on the server the content of a section on the first screen only; the others keep their heading and room', () => {
  const html = renderToString(
    <>
      <ServiceSection id="home-most-popular" title="Most popular" onFirstScreen>
        <p>Plumber</p>
      </ServiceSection>
      <ServiceSection id="home-industryservices" title="Industry & Factory">
        <p>Lathe repair</p>
      </ServiceSection>
    </>,
  );

  expect(html).toContain('Most popular');
  expect(html).toContain('Plumber');
  expect(html).toContain('Industry &amp; Factory');
  expect(html).not.toContain('Lathe repair');
  expect(html).toMatch(/<section[^>]*aria-labelledby="home-industryservices"[^>]*><h2[^>]*>Industry &amp; Factory<\/h2><div[^>]*aria-hidden="true"/);
});
