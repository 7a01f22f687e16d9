import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { startSite, type Site } from './site';

export interface SiteAndBrowser {
  site: Site;
  browser: Browser;
}

/** One real site and one browser for the whole test file, torn down after it. */
export function useSiteAndBrowser(): SiteAndBrowser {
  const context = {} as SiteAndBrowser;
  beforeAll(async () => {
    context.site = await startSite();
    context.browser = await launchBrowser();
  });
  afterAll(async () => {
    await context.browser?.close();
    await context.site?.stop();
  });
  return context;
}
