import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { createReleasesFixture, registry, releaseVersion } from '../../../test/fixtures';
import { rolloutBucket, ROLLOUT_COOKIE } from './rollout';
import type { Canaries } from './registry';

let testApp: TestApp;
let releasesDir: string;

beforeAll(async () => {
  releasesDir = await createReleasesFixture();
  testApp = await createTestApp({ releasesDir });
});
afterAll(() => testApp.close());
beforeEach(() => writeFile(path.join(releasesDir, 'canaries.json'), '{}'));

const canaryVersion = '1.0.1-fedcba9876';
const canaryUrl = `/releases/remote-account/${canaryVersion}/mf-manifest.json`;
const startCanary = (percent: number) => {
  const canaries: Canaries = {
    'remote-account': { version: canaryVersion, percent, stable: releaseVersion, startedAt: '2026-11-23T10:00:00.000Z', autoRollback: null },
  };
  return writeFile(path.join(releasesDir, 'canaries.json'), JSON.stringify(canaries));
};
const get = (cookie?: string) =>
  testApp.app.inject({ method: 'GET', url: '/remotes.json', headers: cookie ? { cookie: `${ROLLOUT_COOKIE}=${cookie}` } : {} });

/** A browser id whose draw for the canary is (or is not) under `percent`. */
function browserId(inCanary: boolean, percent: number): string {
  for (let n = 0; ; n += 1) {
    const id = `browser-${String(n).padStart(10, '0')}`;
    if (rolloutBucket(id, 'remote-account', canaryVersion) < percent === inCanary) return id;
  }
}

describe('GET /remotes.json', () => {
  it('serves the live registry with no-cache and no cookie while no canary runs', async () => {
    const response = await get();

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.json()).toEqual(registry);
  });

  it('answers 404 JSON when nothing is published', async () => {
    const empty = await createTestApp();
    try {
      const response = await empty.app.inject({ method: 'GET', url: '/remotes.json' });

      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status: 404, errors: {}, message: 'Not Found' });
    } finally {
      await empty.close();
    }
  });

  it('during a canary, gives a new browser a long-lived HttpOnly rollout cookie and varies on it', async () => {
    await startCanary(50);

    const response = await get();

    const cookie = String(response.headers['set-cookie']);
    // The id and the server's signature of it (telemetry counts only ids it signed).
    expect(cookie).toMatch(new RegExp(`^${ROLLOUT_COOKIE}=[A-Za-z0-9_-]{16,}\\.[A-Za-z0-9_-]{22}; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax$`));
    expect(response.headers.vary).toBe('Cookie');
  });

  it('serves the canary to the browsers drawn for it, and the live version to the others, every time', async () => {
    await startCanary(30);
    const drawn = browserId(true, 30);
    const notDrawn = browserId(false, 30);

    for (let visit = 0; visit < 3; visit += 1) {
      expect((await get(drawn)).json()['remote-account']).toBe(canaryUrl);
      expect((await get(notDrawn)).json()['remote-account']).toBe(registry['remote-account']);
    }
    // An unsigned id (from before ids were signed) keeps its draw and is signed; a signed one is kept.
    const signed = String((await get(drawn)).headers['set-cookie']).split(';', 1)[0]!.slice(`${ROLLOUT_COOKIE}=`.length);
    expect(signed.startsWith(`${drawn}.`)).toBe(true);
    expect((await get(signed)).json()['remote-account']).toBe(canaryUrl);
    expect((await get(signed)).headers['set-cookie']).toBeUndefined();
  });

  it('reads the release state on every request: an ended canary is gone at the next load', async () => {
    await startCanary(99);
    const drawn = browserId(true, 99);
    expect((await get(drawn)).json()['remote-account']).toBe(canaryUrl);

    await writeFile(path.join(releasesDir, 'canaries.json'), '{}');

    expect((await get(drawn)).json()['remote-account']).toBe(registry['remote-account']);
  });
});
