import { demo } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/testApp';

/**
 * Which address the per-client limits count (request.ip) behind a balancer named by
 * TRUST_PROXY: the peer the balancer saw, the last hop of X-Forwarded-For, whatever the client
 * wrote in front of it (scripts/cluster/haproxy.test.ts runs the same through HAProxy).
 */
const LOGIN_LIMIT = 3;
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1', LOGINS_PER_15_MIN: String(LOGIN_LIMIT) } });
});
afterAll(() => testApp.close());

const wrongLogin = (forwardedFor: string) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/user/login',
    remoteAddress: '127.0.0.1',
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { mobile: demo.customer.mobile, password: 'not-the-password' },
  });

test('a client on the balancer’s own host cannot escape the login limit with a made-up X-Forwarded-For', async () => {
  const statuses: number[] = [];
  // What `option forwardfor` passed on: the client's own header, then the address the balancer saw.
  for (let attempt = 0; attempt < LOGIN_LIMIT + 2; attempt += 1) statuses.push((await wrongLogin(`203.0.113.${attempt}, 127.0.0.1`)).statusCode);

  expect(statuses.slice(0, LOGIN_LIMIT).every((status) => status !== 429)).toBe(true);
  expect(statuses.slice(LOGIN_LIMIT)).toEqual([429, 429]);
});

test('the balancer’s last hop is each client’s own address: another client still has its tries', async () => {
  const other = await wrongLogin('198.51.100.7');
  expect(other.statusCode).not.toBe(429);
  expect(other.statusCode).toBeGreaterThanOrEqual(400);
});
