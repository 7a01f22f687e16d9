import { devOnlyEndpoints } from '@servenear/shared/endpoints';
import { smsOutbox } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { lastCodeSentTo, signUp } from '../../../test/accounts';

/** What the server answers for a route that does not exist: the outbox must look the same. */
const notFound = { status: 404, errors: {}, message: 'Not Found' };

const outbox = (testApp: TestApp, remoteAddress: string, options: { url?: string; headers?: Record<string, string> } = {}) =>
  testApp.app.inject({ method: 'GET', url: options.url ?? '/api/dev/outbox', remoteAddress, headers: options.headers });

/** Sends a password-reset code: the account takeover the outbox would otherwise allow. */
async function forgotPassword(testApp: TestApp, mobile: string) {
  const response = await testApp.app.inject({ method: 'POST', url: '/api/user/forgot-password', payload: { mobile } });
  expect(response.statusCode).toBe(200);
}

describe('GET /api/dev/outbox', () => {
  let byDefault: TestApp;
  let enabled: TestApp;
  beforeAll(async () => {
    byDefault = await createTestApp({ env: { NODE_ENV: 'development' } });
    enabled = await createTestApp({ env: { DEV_OUTBOX: 'true' } });
  });
  afterAll(async () => {
    await byDefault.close();
    await enabled.close();
  });

  it('does not exist with the default settings, even for a client on this machine', async () => {
    await signUp(byDefault.app, '9000022222');
    await forgotPassword(byDefault, '9000022222');
    expect(await lastCodeSentTo(byDefault.db, '9000022222')).toMatch(/^\d{4}$/);

    const response = await outbox(byDefault, '127.0.0.1', { url: '/api/dev/outbox?mobile=9000022222' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(notFound);
  });

  it('gives a loopback client the codes sent, with DEV_OUTBOX=true', async () => {
    const { mobile } = await signUp(enabled.app, '9000033333');
    await forgotPassword(enabled, mobile);
    const code = await lastCodeSentTo(enabled.db, mobile);

    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const response = await outbox(enabled, address, { url: `/api/dev/outbox?mobile=${mobile}` });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual([{ to: mobile, body: expect.stringContaining(code), created_at: expect.any(String) }]);
    }
  });

  it('lists the messages to one number, newest first', async () => {
    await enabled.db.insert(smsOutbox).values([
      { to: '9876500001', body: 'first', createdAt: new Date('2026-01-01T10:00:00Z') },
      { to: '9876500001', body: 'second', createdAt: new Date('2026-01-01T10:01:00Z') },
      { to: '9876500009', body: 'other', createdAt: new Date('2026-01-01T10:02:00Z') },
    ]);

    const response = await outbox(enabled, '127.0.0.1', { url: '/api/dev/outbox?mobile=9876500001' });
    expect(response.json()).toEqual({
      status: 200,
      data: [
        { to: '9876500001', body: 'second', created_at: '2026-01-01T10:01:00.000Z' },
        { to: '9876500001', body: 'first', created_at: '2026-01-01T10:00:00.000Z' },
      ],
    });
  });

  it('answers any other client as if it did not exist, with DEV_OUTBOX=true', async () => {
    for (const address of ['192.168.1.20', '10.0.0.5', '203.0.113.9', '2001:db8::1', '::ffff:192.168.1.20']) {
      const response = await outbox(enabled, address);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFound);
    }
    // Not even a query error gives the route away.
    expect((await outbox(enabled, '192.168.1.20', { url: '/api/dev/outbox?mobile=bad' })).json()).toEqual(notFound);
  });

  it('does not count a request a reverse proxy on this machine forwarded as local', async () => {
    const proxied: Record<string, string>[] = [{ 'x-forwarded-for': '127.0.0.1' }, { 'x-real-ip': '192.168.1.20' }, { forwarded: 'for=192.168.1.20' }];
    for (const headers of proxied) {
      const response = await outbox(enabled, '127.0.0.1', { headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFound);
    }
  });
});

// DEV_OUTBOX=true in production stops the server at start: config.test.ts.
describe('the outbox in production', () => {
  let production: TestApp;
  beforeAll(async () => {
    production = await createTestApp({ env: { NODE_ENV: 'production' } });
  });
  afterAll(() => production.close());

  it('does not exist, and sign-up codes leave no outbox row', async () => {
    expect((await outbox(production, '127.0.0.1')).statusCode).toBe(404);
    const registered = await production.app.inject({ method: 'POST', url: '/api/user/user-register', payload: { name: 'P', mobile: '9000011111', password: 'tamarind42' } });
    const resend = await production.app.inject({
      method: 'POST',
      url: '/api/user/resend-otp',
      headers: { authorization: `Bearer ${registered.json().success.token}` },
    });
    expect(resend.statusCode).toBe(200);
    expect(await production.db.$count(smsOutbox)).toBe(0);
  });
});

describe('GET /api/dev/outbox query', () => {
  let enabled: TestApp;
  beforeAll(async () => {
    enabled = await createTestApp({ env: { DEV_OUTBOX: 'true' } });
  });
  afterAll(() => enabled.close());

  it('is the catalogue’s development-only endpoint, documented with its summary', async () => {
    const document = (await enabled.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: Record<string, Record<string, { summary?: string }>> }>();
    for (const endpoint of devOnlyEndpoints) expect(document.paths[`/api/${endpoint.path}`]?.[endpoint.method.toLowerCase()]?.summary).toBe(endpoint.summary);
  });

  it('answers a loopback client 422 for a malformed or over-long number', async () => {
    const malformed = await outbox(enabled, '127.0.0.1', { url: '/api/dev/outbox?mobile=98765abcde' });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json()).toEqual({ status: 422, errors: { mobile: ['Invalid format.'] } });

    const long = await outbox(enabled, '127.0.0.1', { url: `/api/dev/outbox?mobile=${'9'.repeat(21)}` });
    expect(long.json()).toEqual({ status: 422, errors: { mobile: ['Must be at most 20 characters.'] } });
  });
});
