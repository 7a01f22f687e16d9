import type { Locator } from 'playwright-core';
import { expectVisible, horizontalOverflow, screenshot } from './support/browser';
import { useSiteAndBrowser } from './support/lifecycle';

const e2e = useSiteAndBrowser();

/**
 * swagger-ui draws a long reference as a window that follows the reader's scrolling (with our 145
 * operations about a dozen are in the page at a time), so a route or section further down is
 * reached the way a reader reaches it.
 */
async function scrollUntilVisible(section: Locator): Promise<void> {
  const page = section.page();
  // Steps shorter than the viewport, so that nothing is scrolled past unseen.
  const stepHeight = Math.round((page.viewportSize()?.height ?? 600) * 0.6);
  for (let step = 0; step < 200 && !(await section.first().isVisible()); step++) {
    await page.mouse.wheel(0, stepHeight);
    await page.waitForTimeout(100);
  }
  await expectVisible(section);
}

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

  // Open one route: its parameters come from the route's zod schema.
  const searchRoute = page.locator('.opblock-summary-path', { hasText: /^\/api\/services\/search$/ });
  await scrollUntilVisible(searchRoute);
  await searchRoute.click();
  await expectVisible(page.getByText('latitude', { exact: true }).first());
  await expectVisible(page.getByText('4XX', { exact: true }).first());

  // A later section, further down the page.
  await scrollUntilVisible(page.getByRole('heading', { name: 'Partner' }));

  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(refusedByPolicy).toEqual([]);
  await screenshot(page, `api-docs-${width}`);
  await page.close();
});
