import type { Page } from 'playwright-core';
import { expectVisible, horizontalOverflow, screenshot } from './support/browser';
import { useSiteAndBrowser } from './support/lifecycle';

const e2e = useSiteAndBrowser();
let page: Page;

beforeAll(async () => {
  page = await e2e.browser.newPage();
});

/** The public account screens, each with a heading a visitor sees first. */
const screens: [path: string, name: string, heading: RegExp][] = [
  ['/login', 'login', /log ?in/i],
  ['/sign-in', 'sign-up', /sign up|create/i],
  ['/forgot', 'forgot', /forgot|reset/i],
  ['/employee-login', 'partner-login', /partner|log ?in/i],
  ['/employee-register', 'partner-register', /register/i],
];

test.each(screens)('%s fits a phone and a laptop screen', async (path, name, heading) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${e2e.site.url}${path}`);
    await expectVisible(page.getByRole('heading', { level: 1, name: heading }));
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, `screen-${name}-${width}`);
  }
});
