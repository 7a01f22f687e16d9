import { expectVisible, horizontalOverflow, screenshot } from './support/browser';
import { useSiteAndBrowser } from './support/lifecycle';

const e2e = useSiteAndBrowser();

/**
 * An integrator reads the API reference (issue 11): the page renders the generated OpenAPI
 * document under the site's own Content-Security-Policy, on a phone and on a desktop.
 */
test.each([375, 1280])('the API reference at /api/docs renders its sections and a route at %i px', async (width) => {
  const page = await e2e.browser.newPage({ viewport: { width, height: 900 } });
  const refusedByPolicy: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') refusedByPolicy.push(message.text());
  });

  await page.goto(`${e2e.site.url}/api/docs`);
  await expectVisible(page.getByRole('heading', { name: /ServeNear API/ }).first());
  await expectVisible(page.getByRole('heading', { name: 'Catalogue' }));
  await expectVisible(page.getByRole('heading', { name: 'Partner' }));

  // Open one route: its parameters come from the route's zod schema.
  await page.locator('.opblock-summary-path', { hasText: /^\/api\/services\/search$/ }).click();
  await expectVisible(page.getByText('latitude', { exact: true }).first());
  await expectVisible(page.getByText('4XX', { exact: true }).first());

  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(refusedByPolicy).toEqual([]);
  await screenshot(page, `api-docs-${width}`);
  await page.close();
});
