import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { repoRoot, type Site } from './site';

const SHARED_SITE_VARIABLE = 'SERVENEAR_E2E_SHARED_SITE';

/**
 * The shared site's rate limits, raised: every journey of the run signs in from 127.0.0.1, many
 * as the same demo accounts, within minutes. The limits themselves are tested on sites of their
 * own (cluster.e2e.ts) and in the server's tests.
 */
export const sharedSiteLimits: Record<string, string> = {
  LOGINS_PER_15_MIN: '1000',
  LOGINS_PER_IP_PER_15_MIN: '10000',
  REGISTRATIONS_PER_HOUR: '1000',
  PARTNER_REGISTRATIONS_PER_HOUR: '1000',
  FORGOT_PASSWORD_PER_HOUR: '1000',
  OTP_SENDS_PER_NUMBER_PER_HOUR: '1000',
  OTP_SENDS_PER_IP_PER_HOUR: '10000',
  REPORTS_PER_HOUR: '1000',
  TELEMETRY_EVENTS_PER_MINUTE: '10000',
  UPLOADS_PER_HOUR: '1000',
  UPLOADS_PER_IP_PER_HOUR: '10000',
};

export function rememberSharedSite(site: Site): void {
  process.env[SHARED_SITE_VARIABLE] = JSON.stringify({ url: site.url, dataDir: site.dataDir, releasesDir: site.releasesDir, logFile: site.logFile });
}

/** The run's shared site, as the global setup started it; only the global teardown stops it. */
export function sharedSite(): Site {
  const described = process.env[SHARED_SITE_VARIABLE];
  if (!described) throw new Error(`${SHARED_SITE_VARIABLE} is not set: run the e2e files through e2e/jest.config.js`);
  const { url, dataDir, releasesDir, logFile } = JSON.parse(described) as Pick<Site, 'url' | 'dataDir' | 'releasesDir' | 'logFile'>;
  return {
    url,
    dataDir,
    releasesDir,
    logFile,
    remotesCli: (...args: string[]) =>
      execFileSync(path.join(repoRoot, 'node_modules/.bin/tsx'), ['scripts/remotes/cli.ts', ...args], {
        cwd: repoRoot,
        env: { ...process.env, RELEASES_DIR: releasesDir, SERVENEAR_OPERATOR: 'e2e' },
        encoding: 'utf8',
      }),
    stop: async () => undefined,
  };
}
