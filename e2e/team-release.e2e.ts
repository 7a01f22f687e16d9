/**
 * Issue 42: a team ships its remote alone, checked against what is live. The booking team
 * changes one line and publishes the build as a canary for 10% of browsers: a browser drawn for it
 * shows the change, another keeps the live version. Then a build of theirs that reads a host
 * contract member they added in their copy of shared (HostContract.presence), which the live shell
 * does not have, is refused at publish, naming the member, and nothing anyone gets changes.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { rolloutBucket, ROLLOUT_COOKIE } from '../server/src/modules/releases/rollout';
import { buildRemoteFromEditedSources, type ChangedBuild } from './support/builds';
import { expectVisible, horizontalOverflow, screenshot } from './support/browser';
import { signInDemoCustomer } from './support/customer';
import { useSiteAndBrowser } from './support/lifecycle';

const e2e = useSiteAndBrowser({ ownSite: true });
let oneLine: ChangedBuild;
let newMember: ChangedBuild;

const TEXTS = 'remote-booking/src/features/single-booking/texts.ts';
const HINT = "serviceNotFoundHint: 'Choose a service to book from the services near you.',";

beforeAll(() => {
  oneLine = buildRemoteFromEditedSources('remote-booking', [{ file: TEXTS, find: HINT, replace: "serviceNotFoundHint: 'Pick a service near you to book it.'," }]);
  newMember = buildRemoteFromEditedSources('remote-booking', [
    { file: 'shared/src/host/contract.ts', find: '  i18n: HostI18n;\n}', replace: '  i18n: HostI18n;\n  /** Who else is looking at the same booking. */\n  presence: number;\n}' },
    {
      file: 'remote-booking/src/features/single-booking/ServiceLoadState.tsx',
      find: 'notFound={<NotFound title={notFoundTitle} hint={texts.serviceNotFoundHint}',
      replace: 'notFound={<NotFound title={notFoundTitle} hint={`${texts.serviceNotFoundHint} ${useHost().presence}`}',
    },
    { file: 'remote-booking/src/features/single-booking/ServiceLoadState.tsx', find: "import ", replace: "import { useHost } from '@servenear/shared/host';\nimport " },
  ]);
}, 180_000);
afterAll(() => {
  oneLine?.cleanup();
  newMember?.cleanup();
});

const canaries = () => JSON.parse(readFileSync(path.join(e2e.site.releasesDir, 'canaries.json'), 'utf8'));
const registry = () => readFileSync(path.join(e2e.site.releasesDir, 'remotes.json'), 'utf8');

/** The demo customer in a browser whose draw for this canary is (or is not) under its 10%. */
async function customerDrawn(version: string, drawn: boolean): Promise<BrowserContext> {
  let id = '';
  for (let n = 0; !id; n += 1) {
    const candidate = `e2e-team-browser-${String(n).padStart(8, '0')}`;
    if (rolloutBucket(candidate, 'remote-booking', version) < 10 === drawn) id = candidate;
  }
  const { context, page } = await signInDemoCustomer(e2e);
  await page.close();
  await context.addCookies([{ name: ROLLOUT_COOKIE, value: id, url: e2e.site.url }]);
  return context;
}

test("a one-line change reaches the canary's browsers only, and a build needing what the live shell lacks is refused", async () => {
  // Checked against the running server's replies, as `npm run release` does.
  const published = e2e.site.remotesCli('publish', 'remote-booking', '--from', oneLine.distDir, '--canary', '10', '--api', e2e.site.url);
  expect(published).toMatch(/^remote-booking \S+ is a canary for 10% of browsers \(the others keep \S+\)\.$/m);
  const canary = canaries()['remote-booking'];

  const drawn = await customerDrawn(canary.version, true);
  const page = await drawn.newPage();
  await page.goto(`${e2e.site.url}/service-book?id=999999`);
  await expectVisible(page.getByText('Pick a service near you to book it.'));
  await screenshot(page, 'team-release-canary-1280');
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await horizontalOverflow(page)).toBe(0);
  await screenshot(page, 'team-release-canary-375');

  const others = await customerDrawn(canary.version, false);
  const otherPage = await others.newPage();
  await otherPage.goto(`${e2e.site.url}/service-book?id=999999`);
  await expectVisible(otherPage.getByText('Choose a service to book from the services near you.'));

  // The next build reads HostContract.presence: its record names it, the live shell's does not have it.
  const before = registry();
  expect(() => e2e.site.remotesCli('publish', 'remote-booking', '--from', newMember.distDir, '--canary', '10')).toThrow(
    /remote-booking uses the host contract's HostContract\.presence, which the shell's host contract \S+ does not have \(per shell\/dist\/contracts\.json\)\./,
  );
  expect(registry()).toBe(before);
  expect(canaries()['remote-booking'].version).toBe(canary.version);
  await page.reload();
  await expectVisible(page.getByText('Pick a service near you to book it.'));
  await Promise.all([drawn.close(), others.close()]);
});
