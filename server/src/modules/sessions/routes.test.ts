import type { InjectOptions } from 'fastify';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { bearer, cookieFrom, demo, login } from '../../../test/accounts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const inject = (options: InjectOptions) => testApp.app.inject(options);

describe('sessions (customer calls)', () => {
  it('GET /api/session describes the signed-in account, and answers a visitor 200 with no session (not a 401 the console reports)', async () => {
    const { token } = await login(testApp.app, 'user', demo.customer);

    const response = await inject({ method: 'GET', url: '/api/session', headers: bearer(token) });
    expect(response.json()).toEqual({
      status: 200,
      data: { role: 'user', name: 'Asha Verma', user_id: expect.any(Number), is_verified: 1, mobile: '9876500001' },
    });
    const anonymous = await inject({ method: 'GET', url: '/api/session' });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual({ status: 200, data: null });
  });

  it('logout with a Bearer token ends that token', async () => {
    const { token } = await login(testApp.app, 'user', demo.customer);

    const response = await inject({ method: 'POST', url: '/api/user/logout', headers: bearer(token), payload: { token: 'ignored' } });
    expect(response.json()).toEqual({ status: 200, message: 'Logged out successfully.' });
    expect((await inject({ method: 'GET', url: '/api/user/user-details', headers: bearer(token) })).statusCode).toBe(401);
  });

  it('logout with the cookie ends the session and clears the cookie', async () => {
    const { response: loginResponse } = await login(testApp.app, 'user', demo.customer);
    const headers = cookieFrom(loginResponse);

    const response = await inject({ method: 'POST', url: '/api/user/logout', headers });
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((cookie) => cookie.name === 'sn_session')).toMatchObject({ value: '' });
    expect((await inject({ method: 'GET', url: '/api/user/user-details', headers })).statusCode).toBe(401);
  });

  it('refuses a cookie-authenticated POST from another origin or without one', async () => {
    const { response: loginResponse } = await login(testApp.app, 'user', demo.customer);
    const { cookie } = cookieFrom(loginResponse);

    for (const origin of ['https://evil.example', undefined]) {
      const response = await inject({ method: 'POST', url: '/api/user/logout', headers: { cookie, ...(origin ? { origin } : {}) } });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ status: 403, errors: {}, message: 'Cross-site request refused.' });
    }
    const crossSiteDelete = await inject({ method: 'GET', url: '/api/user/deleteacount', headers: { cookie, 'sec-fetch-site': 'cross-site' } });
    expect(crossSiteDelete.statusCode).toBe(403);
    // The session survived all three.
    expect((await inject({ method: 'GET', url: '/api/user/user-details', headers: { cookie } })).statusCode).toBe(200);
  });

  it('does not let a customer session use partner or admin calls', async () => {
    const { token } = await login(testApp.app, 'user', demo.customer);

    for (const url of ['/api/employee/userprofile', '/api/admin/partners']) {
      const response = await inject({ method: 'GET', url, headers: bearer(token) });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ status: 403, errors: {}, message: 'You are not allowed to do this.' });
    }
    const bank = await inject({ method: 'POST', url: '/api/employee/updateprofile1', headers: bearer(token), payload: {} });
    expect(bank.statusCode).toBe(403);
  });
});

describe('login rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ env: { LOGINS_PER_15_MIN: '3' } });
  });
  afterAll(() => limited.close());

  it('answers 429 after the configured number of tries for one number', async () => {
    const attempt = (mobile: string) =>
      limited.app.inject({ method: 'POST', url: '/api/user/login', payload: { mobile, password: 'wrong-password' } });
    for (let index = 0; index < 3; index += 1) expect((await attempt(demo.customer.mobile)).statusCode).toBe(401);

    const refused = await attempt(demo.customer.mobile);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ status: 429, errors: {}, message: 'Too many requests. Please try again later.' });
    // Another number from the same address is counted on its own.
    expect((await attempt('9123456780')).statusCode).toBe(401);
  });
});

describe('logout body', () => {
  it('answers 422 in the error shape for a body that is not an object', async () => {
    const { token } = await login(testApp.app, 'user', demo.customer);

    const response = await inject({ method: 'POST', url: '/api/user/logout', headers: { ...bearer(token), 'content-type': 'application/json' }, payload: '"token"' });
    expect(response.statusCode).toBe(422);
    expect(response.json().status).toBe(422);
    // Refused before the handler: the session is still live.
    expect((await inject({ method: 'GET', url: '/api/session', headers: bearer(token) })).statusCode).toBe(200);
  });
});
