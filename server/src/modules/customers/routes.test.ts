import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { sessions, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { TEST_PASSWORD_HASH_COST } from '../../../test/passwordCost';
import { bearer, cookieFrom, demo, freshMobile, login, signUp, SITE_ORIGIN } from '../../../test/accounts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const inject = (options: InjectOptions) => testApp.app.inject(options);

describe('POST /api/user/user-register', () => {
  it('creates an unverified customer, signs in with a cookie and sends the role header', async () => {
    const mobile = freshMobile();
    const response = await inject({ method: 'POST', url: '/api/user/user-register', payload: { name: 'Meera Nair', mobile, password: 'tamarind42' } });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 200,
      message: 'Registered successfully.',
      success: { token: expect.stringMatching(/^[\w-]{43}$/), role: 'user', name: 'Meera Nair', id: expect.any(Number), is_verified: 0, mobile },
    });
    expect(response.headers['x-user-role']).toBe('user');
    const cookie = response.cookies.find((item) => item.name === 'sn_session');
    expect(cookie).toMatchObject({ value: response.json().success.token, httpOnly: true, sameSite: 'Lax', path: '/' });
  });

  it('stores a scrypt hash at the configured cost and a token hash, never the password or the token', async () => {
    const { id, token } = await signUp(testApp.app);

    const [user] = await testApp.db.select().from(users).where(eq(users.id, id));
    expect(user!.passwordHash).toMatch(new RegExp(`^scrypt\\$${TEST_PASSWORD_HASH_COST}\\$8\\$1\\$`));
    expect(user!.passwordHash).not.toContain('tamarind42');
    const rows = await testApp.db.select().from(sessions).where(eq(sessions.userId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.tokenHash).not.toBe(token);
  });

  it('ignores role, verification and id in the body', async () => {
    const mobile = freshMobile();
    const response = await inject({
      method: 'POST',
      url: '/api/user/user-register',
      payload: { name: 'Sneaky', mobile, password: 'tamarind42', role: 'admin', is_verified: 1, isVerified: true, id: 1 },
    });

    expect(response.json().success).toMatchObject({ role: 'user', is_verified: 0 });
    expect(response.json().success.id).not.toBe(1);
    const [user] = await testApp.db.select().from(users).where(eq(users.mobile, mobile));
    expect(user).toMatchObject({ role: 'user', isVerified: false });
  });

  it('answers 422 with the field messages', async () => {
    const response = await inject({ method: 'POST', url: '/api/user/user-register', payload: { name: ' ', mobile: '12345', password: 'abc' } });

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      status: 422,
      errors: {
        name: ['Please enter your name.'],
        mobile: ['Please enter a valid 10-digit mobile number.'],
        password: ['Password must be at least 8 characters long.'],
      },
    });
  });

  it('refuses a mobile number that already has a customer account', async () => {
    const response = await inject({ method: 'POST', url: '/api/user/user-register', payload: { name: 'Asha', mobile: demo.customer.mobile, password: 'tamarind42' } });

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ mobile: ['This mobile number is already registered.'] });
  });
});

describe('POST /api/user/login', () => {
  it('signs the demo customer in with role header and cookie', async () => {
    const response = await inject({ method: 'POST', url: '/api/user/login', payload: demo.customer });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 200,
      message: 'Login Successfully.',
      success: { token: expect.any(String), role: 'user', name: 'Asha Verma', id: expect.any(Number), is_verified: 1, mobile: '9876500001' },
    });
    expect(response.headers['x-user-role']).toBe('user');
    expect(cookieFrom(response).cookie).toContain(response.json().success.token);
  });

  it.each([
    ['a wrong password', { mobile: demo.customer.mobile, password: 'wrong-password' }],
    ['an unknown number', { mobile: '9123456780', password: 'demo1234' }],
    ['a partner number', demo.partner],
  ])('answers 401 for %s', async (_case, payload) => {
    const response = await inject({ method: 'POST', url: '/api/user/login', payload });

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: 401, errors: {}, message: 'Invalid mobile number or password.' });
  });
});

describe('profile and password', () => {
  it('user-details and userprofile answer the session account only', async () => {
    const { token, mobile, id } = await signUp(testApp.app);

    for (const url of ['/api/user/user-details', '/api/user/userprofile', `/api/user/userprofile?id=1`]) {
      const response = await inject({ method: 'GET', url, headers: bearer(token) });
      expect(response.json()).toEqual({
        status: 200,
        data: { id, name: 'Meera Nair', mobile, email: null, address: null, image_url: null, is_verified: 0, role: 'user', pending_mobile: null },
      });
    }
  });

  it('changes the password after checking the old one', async () => {
    const { token, mobile } = await signUp(testApp.app);
    const change = (payload: object) => inject({ method: 'POST', url: '/api/user/changepassword', headers: bearer(token), payload });

    const wrong = await change({ old_password: 'nope-nope', new_password: 'mango-lassi9', confirm_password: 'mango-lassi9' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({ status: 422, errors: { old_password: ['Old password is incorrect.'] }, message: 'Old password is incorrect.' });
    const mismatch = await change({ old_password: 'tamarind42', new_password: 'mango-lassi9', confirm_password: 'other' });
    expect(mismatch.json().errors).toEqual({ confirm_password: ['Passwords do not match.'] });

    const ok = await change({ old_password: 'tamarind42', new_password: 'mango-lassi9' });
    expect(ok.json()).toEqual({ status: 200, message: 'Password successfully updated!' });
    expect((await inject({ method: 'POST', url: '/api/user/login', payload: { mobile, password: 'mango-lassi9' } })).statusCode).toBe(200);
    expect((await inject({ method: 'POST', url: '/api/user/login', payload: { mobile, password: 'tamarind42' } })).statusCode).toBe(401);
  });

  it('changing the password ends the other sessions of the account and keeps this one', async () => {
    // Signed up from an address of its own: this file's other sign-ups use up the hourly allowance.
    const mobile = freshMobile();
    const payload = { name: 'Meera Nair', mobile, password: 'tamarind42' };
    const signUpResponse = await inject({ method: 'POST', url: '/api/user/user-register', remoteAddress: '198.51.100.7', payload });
    const current: string = signUpResponse.json().success.token;
    const { token: other } = await login(testApp.app, 'user', { mobile, password: 'tamarind42' });
    const { response: cookieLogin } = await login(testApp.app, 'user', { mobile, password: 'tamarind42' });
    const { token: bystander } = await login(testApp.app, 'user', demo.customer);
    const details = (headers: Record<string, string>) => inject({ method: 'GET', url: '/api/user/user-details', headers });
    const change = (payload: object) => inject({ method: 'POST', url: '/api/user/changepassword', headers: bearer(current), payload });

    // A refused change ends nothing.
    expect((await change({ old_password: 'nope-nope', new_password: 'mango-lassi9' })).statusCode).toBe(422);
    expect((await details(bearer(other))).statusCode).toBe(200);

    expect((await change({ old_password: 'tamarind42', new_password: 'mango-lassi9' })).json()).toEqual({
      status: 200,
      message: 'Password successfully updated!',
    });
    for (const headers of [bearer(other), cookieFrom(cookieLogin)]) {
      const response = await details(headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ status: 401, errors: {}, message: 'Please log in to continue.' });
    }
    expect((await details(bearer(current))).statusCode).toBe(200);
    expect((await details(bearer(bystander))).statusCode).toBe(200);
  });

  it('deleting the account anonymises it, ends every session and frees the number', async () => {
    const { token, mobile, id } = await signUp(testApp.app);
    const second = await login(testApp.app, 'user', { mobile, password: 'tamarind42' });

    const response = await inject({ method: 'GET', url: '/api/user/deleteacount', headers: bearer(token) });
    expect(response.json()).toEqual({ status: 200, message: 'Your account has been deleted.' });
    for (const session of [token, second.token]) {
      expect((await inject({ method: 'GET', url: '/api/session', headers: bearer(session) })).json()).toEqual({ status: 200, data: null });
    }
    const [row] = await testApp.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ name: 'Deleted account', mobile: null, email: null, deletedAt: expect.any(Date) });
    expect((await inject({ method: 'POST', url: '/api/user/login', payload: { mobile, password: 'tamarind42' } })).statusCode).toBe(401);
    await signUp(testApp.app, mobile);
  });

  it('accepts the cookie with a same-site Origin for state changes', async () => {
    const { response } = await signUp(testApp.app);
    const headers = cookieFrom(response);

    const change = await inject({
      method: 'POST',
      url: '/api/user/changepassword',
      headers,
      payload: { old_password: 'tamarind42', new_password: 'mango-lassi9' },
    });
    expect(change.statusCode).toBe(200);
    expect(headers.origin).toBe(SITE_ORIGIN);
  });
});

describe('request schemas', () => {
  // From an address of their own: the file's other sign-ups use up the hourly allowance.
  const remoteAddress = '198.51.100.8';
  const register = (payload: object) => inject({ method: 'POST', url: '/api/user/user-register', remoteAddress, payload });
  const signedUpToken = async () => (await register({ name: 'Meera Nair', mobile: freshMobile(), password: 'tamarind42' })).json().success.token as string;

  it('answers 422 with the field message for a malformed OTP, before the session account is touched', async () => {
    const token = await signedUpToken();

    for (const otp of ['12a4', 1234, '12345']) {
      const response = await inject({ method: 'POST', url: '/api/user/verify-otp', headers: bearer(token), payload: { otp } });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ status: 422, errors: { otp: ['Please enter all OTP digits.'] } });
    }
  });

  it('answers 422 for over-long text, whatever field carries it', async () => {
    const token = await signedUpToken();

    const name = await register({ name: 'M'.repeat(121), mobile: freshMobile(), password: 'tamarind42' });
    expect(name.statusCode).toBe(422);
    expect(name.json()).toEqual({ status: 422, errors: { name: ['Must be at most 120 characters.'] } });

    const mobile = await inject({ method: 'POST', url: '/api/user/login', payload: { mobile: '9'.repeat(41), password: 'tamarind42' } });
    expect(mobile.json()).toEqual({ status: 422, errors: { mobile: ['Please enter a valid 10-digit mobile number.'] } });

    const confirmation = await inject({
      method: 'POST',
      url: '/api/user/changepassword',
      headers: bearer(token),
      payload: { old_password: 'tamarind42', new_password: 'mango-lassi9', confirm_password: 'x'.repeat(129) },
    });
    expect(confirmation.json()).toEqual({ status: 422, errors: { confirm_password: ['Must be at most 128 characters.'] } });
  });

  it('registers a number pasted with Unicode blanks under the number itself', async () => {
    const mobile = freshMobile();
    const response = await register({ name: 'Meera Nair', mobile: `\u0085${mobile}\u00a0`, password: 'tamarind42' });

    expect(response.statusCode).toBe(200);
    expect(response.json().success.mobile).toBe(mobile);
  });

  it('refuses a body that is not an object in the error shape', async () => {
    const response = await inject({ method: 'POST', url: '/api/user/forgot-password', headers: { 'content-type': 'application/json' }, payload: '["9876500001"]' });

    expect(response.statusCode).toBe(422);
    expect(response.json().status).toBe(422);
  });
});
