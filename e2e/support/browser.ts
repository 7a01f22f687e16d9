import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import chromiumOptions from '../../scripts/chromium.json';

/** Debian's Chromium with the flags this machine needs (scripts/chromium.json). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? chromiumOptions.executablePath,
    args: chromiumOptions.args,
  });
}

export const artifactsDir = path.resolve(__dirname, '..', 'artifacts');

/** Saves a full-page screenshot under e2e/artifacts/ for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(artifactsDir, { recursive: true });
  const file = path.join(artifactsDir, `${name}.png`);
  // Chromium now and then refuses a full-page capture while the page is still laying out
  // (images arriving, a carousel moving): a second try a moment later takes it.
  await page.screenshot({ path: file, fullPage: true }).catch(async () => {
    await page.waitForTimeout(500);
    await page.screenshot({ path: file, fullPage: true });
  });
}

/** Waits until the first match of a locator is visible (playwright-core has no expect()). */
export async function expectVisible(locator: Locator, timeout = 15_000): Promise<void> {
  await locator.first().waitFor({ state: 'visible', timeout });
}

/** The page is no wider than the viewport: nothing sticks out sideways on a phone. */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}
