import { render } from '@testing-library/react';
import { SanitisedHtml } from './SanitisedHtml';

it('sanitises in the browser whatever the server sent', () => {
  const { container } = render(<SanitisedHtml html={'<p>Hello</p><img src="x" onerror="alert(1)"><script>alert(2)</script>'} />);

  expect(container.innerHTML).toContain('<p>Hello</p>');
  expect(container.innerHTML).not.toMatch(/onerror|<script/);
});
