import type { FastifyRequest } from 'fastify';
import { cookieFrom, demo, login } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/testApp';
import { isSameOrigin } from './sameOrigin';

/** What isSameOrigin reads of a request: a POST with this Origin to a site served as protocol://host. */
const post = (origin: string, protocol = 'http', host = 'localhost') =>
  ({ method: 'POST', headers: { origin }, protocol, host }) as unknown as FastifyRequest;

describe('isSameOrigin compares scheme, host and port', () => {
  it('passes the site’s own origin, with or without its default port', () => {
    expect(isSameOrigin(post('http://localhost'))).toBe(true);
    expect(isSameOrigin(post('http://localhost:80'))).toBe(true);
    expect(isSameOrigin(post('https://localhost', 'https'))).toBe(true);
    expect(isSameOrigin(post('https://localhost:443', 'https'))).toBe(true);
    expect(isSameOrigin(post('http://localhost:8080', 'http', 'localhost:8080'))).toBe(true);
  });

  it('refuses https on the same host for an http site, and http for an https one', () => {
    expect(isSameOrigin(post('https://localhost'))).toBe(false);
    expect(isSameOrigin(post('https://localhost:80'))).toBe(false);
    expect(isSameOrigin(post('http://localhost', 'https'))).toBe(false);
  });

  it('refuses another port, or a default port that is not the scheme’s', () => {
    expect(isSameOrigin(post('http://localhost:8080'))).toBe(false);
    expect(isSameOrigin(post('http://localhost', 'http', 'localhost:8080'))).toBe(false);
    expect(isSameOrigin(post('http://localhost:443', 'https'))).toBe(false);
  });

  it('with PUBLIC_ORIGIN, wants exactly that origin whatever the request says', () => {
    expect(isSameOrigin(post('https://servenear.example'), 'https://servenear.example')).toBe(true);
    expect(isSameOrigin(post('https://servenear.example:443'), 'https://servenear.example')).toBe(true);
    expect(isSameOrigin(post('http://servenear.example'), 'https://servenear.example')).toBe(false);
    expect(isSameOrigin(post('http://localhost'), 'https://servenear.example')).toBe(false);
  });

  it('refuses what is not an origin', () => {
    expect(isSameOrigin(post('null'))).toBe(false);
  });
});

describe('the cross-site check of cookie requests', () => {
  let testApp: TestApp;
  let behindProxy: TestApp;
  let withPublicOrigin: TestApp;

  beforeAll(async () => {
    [testApp, behindProxy, withPublicOrigin] = await Promise.all([
      createTestApp(),
      createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } }),
      createTestApp({ env: { PUBLIC_ORIGIN: 'https://servenear.example' } }),
    ]);
  });
  afterAll(() => Promise.all([testApp, behindProxy, withPublicOrigin].map((app) => app?.close())));

  /** Logout with the customer's session cookie: 200 when the Origin is the site's, else 403. */
  async function logout(app: TestApp, origin: string, headers: Record<string, string> = {}): Promise<number> {
    const { cookie } = cookieFrom((await login(app.app, 'user', demo.customer)).response);
    const response = await app.app.inject({ method: 'POST', url: '/api/user/logout', headers: { cookie, origin, ...headers } });
    return response.statusCode;
  }

  it('refuses an https Origin of the same host for the http site, and another port', async () => {
    expect(await logout(testApp, 'https://localhost')).toBe(403);
    expect(await logout(testApp, 'http://localhost:3000')).toBe(403);
    expect(await logout(testApp, 'http://localhost')).toBe(200);
  });

  it('behind a trusted TLS-terminating proxy, takes the scheme from X-Forwarded-Proto', async () => {
    // The proxy passes the browser's Host on (no port: https's default) and says it spoke https.
    const proxied = { host: 'localhost', 'x-forwarded-proto': 'https' };
    expect(await logout(behindProxy, 'https://localhost', proxied)).toBe(200);
    expect(await logout(behindProxy, 'http://localhost', proxied)).toBe(403);
    // Not from a trusted proxy: the header is the client's, and believed by nobody.
    expect(await logout(testApp, 'https://localhost', proxied)).toBe(403);
  });

  it('with PUBLIC_ORIGIN set, wants that origin', async () => {
    expect(await logout(withPublicOrigin, 'https://servenear.example')).toBe(200);
    expect(await logout(withPublicOrigin, 'http://servenear.example')).toBe(403);
    expect(await logout(withPublicOrigin, 'http://localhost')).toBe(403);
  });
});
