import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { sharedSite } from './sharedSite';
import { startSite, type Site } from './site';

/** What a sign-in helper needs: the site's address and a browser (a cluster's balancer is a site too). */
export interface SiteUrlAndBrowser {
  site: Pick<Site, 'url'>;
  browser: Browser;
}

export interface SiteAndBrowser {
  site: Site;
  browser: Browser;
}

/**
 * A site and a browser for the whole test file. By default the run's shared site (started once by
 * the global setup): a journey on it makes its own accounts and data, as real users share a site.
 * `ownSite` starts a site for this file alone, for a test that changes what every other page would
 * see (a release, a rollback, a canary) or reads the site's folders; `env` configures its server
 * (e.g. short code timings); `withoutRemotes` starts it as if those remotes had never been published.
 */
export function useSiteAndBrowser(options: { ownSite?: boolean; env?: Record<string, string>; withoutRemotes?: string[] } = {}): SiteAndBrowser {
  const context = {} as SiteAndBrowser;
  beforeAll(async () => {
    const name = expect.getState().testPath?.split('/').pop() ?? 'own';
    context.site = options.ownSite ? await startSite({ name, env: options.env, withoutRemotes: options.withoutRemotes }) : sharedSite();
    context.browser = await launchBrowser();
  });
  afterAll(async () => {
    await context.browser?.close();
    await context.site?.stop();
  });
  return context;
}
