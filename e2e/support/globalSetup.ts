/**
 * Once per e2e run, before any test file: the seeded template every site starts from, and the
 * shared site most journeys use (support/site.ts says why), and the one Chromium every file
 * connects to (support/browser.ts). globalTeardown.ts stops them.
 */
import { startRunBrowser } from './browser';
import { rememberSharedSite, sharedSiteLimits } from './sharedSite';
import { makeSiteTemplate, rememberSiteTemplate, startSite } from './site';
import { runState } from './runState';

export default async function setUpRun(): Promise<void> {
  const started = Date.now();
  const templateDir = await makeSiteTemplate();
  rememberSiteTemplate(templateDir);
  const templateReady = Date.now();
  const [shared, browser] = await Promise.all([startSite({ name: 'shared', env: sharedSiteLimits }), startRunBrowser()]);
  rememberSharedSite(shared);
  runState().current = { templateDir, shared, browser };
  const seconds = (from: number, to: number) => ((to - from) / 1000).toFixed(1);
  console.log(`\ne2e: template in ${seconds(started, templateReady)} s, shared site at ${shared.url} in ${seconds(templateReady, Date.now())} s`);
}
