import { eq } from 'drizzle-orm';
import { opsMembers, opsSignInChallenges, sessions, smsOutbox, users } from '../../db/schema';
import { sha256Hex } from '../../lib/secrets';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { bearer, demo, manualClock, signInCodeSentTo } from '../../../test/accounts';

const time = manualClock();
let testApp: TestApp;
let adminId: number;
beforeAll(async () => {
  testApp = await createTestApp({ clock: time.clock, env: { LOGINS_PER_15_MIN: '1000' } });
  [{ id: adminId }] = (await testApp.db.select({ id: users.id }).from(users).where(eq(users.mobile, demo.admin.mobile))) as [{ id: number }];
});
afterAll(() => testApp.close());

const post = (url: string, payload: object) => testApp.app.inject({ method: 'POST', url: `/api/admin/${url}`, payload });
const passwordStep = async (credentials: { mobile: string; password: string } = demo.admin) => {
  const response = await post('login', credentials);
  expect(response.statusCode).toBe(200);
  return response.json().second_factor as { challenge: string; mobile_hint: string; expires_in: number; resend_in: number };
};
const codeStep = (challenge: string, code: string) => post('login/code', { challenge, code });
const textsTo = (mobile: string) => testApp.db.$count(smsOutbox, eq(smsOutbox.to, mobile));
/** Past the cool-down and any code still open, so each test starts from a fresh send. */
beforeEach(() => time.advance(301));

describe('ops sign-in (issue 39)', () => {
  it('opens no session with the password alone: it texts a 6-digit code and answers a challenge, stored hashed', async () => {
    const sessionsBefore = await testApp.db.$count(sessions, eq(sessions.userId, adminId));

    const response = await post('login', demo.admin);

    expect(response.json()).toEqual({
      status: 200,
      message: 'Enter the code we sent to your mobile.',
      second_factor: { challenge: expect.stringMatching(/^[\w-]{43}$/), mobile_hint: '••••••0001', expires_in: 300, resend_in: 30 },
    });
    expect(response.cookies).toEqual([]);
    expect(await testApp.db.$count(sessions, eq(sessions.userId, adminId))).toBe(sessionsBefore);
    expect(await signInCodeSentTo(testApp.app, demo.admin.mobile)).toMatch(/^\d{6}$/);
    const { challenge } = response.json().second_factor;
    const [stored] = await testApp.db.select().from(opsSignInChallenges).where(eq(opsSignInChallenges.tokenHash, sha256Hex(challenge)));
    expect(stored).toMatchObject({ userId: adminId, usedAt: null });
  });

  it('opens the session with the code, as the one-step login did, once', async () => {
    const { challenge } = await passwordStep();
    const code = await signInCodeSentTo(testApp.app, demo.admin.mobile);

    const response = await codeStep(challenge, code);

    expect(response.json()).toEqual({
      status: 200,
      message: 'Login Successfully.',
      success: { token: expect.any(String), role: 'admin', name: 'ServeNear Admin', id: adminId, is_verified: 1 },
    });
    // The session's cookie, and (issue 41) the language the member signed in in, kept for their browser.
    expect(response.cookies.map((cookie) => cookie.name)).toEqual(['sn_session', 'sn_lang']);
    expect(response.headers['x-user-role']).toBe('admin');
    const me = await testApp.app.inject({ method: 'GET', url: '/api/admin/me', headers: bearer(response.json().success.token) });
    expect(me.json()).toEqual({ status: 200, data: { user_id: adminId, name: 'ServeNear Admin', mobile: demo.admin.mobile, roles: ['admin'] } });
    const again = await codeStep(challenge, code);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ challenge: ['This sign-in has expired. Please sign in again.'] });
  });

  it('refuses a wrong code with 422 under code, and still takes the right one', async () => {
    const { challenge } = await passwordStep();
    const code = await signInCodeSentTo(testApp.app, demo.admin.mobile);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');

    const refused = await codeStep(challenge, wrong);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ status: 422, errors: { code: ['Invalid OTP. Please try again.'] }, message: 'Invalid OTP. Please try again.' });
    expect((await codeStep(challenge, '12a456')).json().errors).toEqual({ code: ['Please enter the 6-digit code.'] });
    expect((await codeStep(challenge, code)).statusCode).toBe(200);
  });

  it('refuses an expired or unknown challenge with 422 under challenge', async () => {
    const { challenge } = await passwordStep();
    const code = await signInCodeSentTo(testApp.app, demo.admin.mobile);

    time.advance(300);
    const expired = await codeStep(challenge, code);
    expect(expired.statusCode).toBe(422);
    expect(expired.json().errors).toEqual({ challenge: ['This sign-in has expired. Please sign in again.'] });
    expect((await codeStep('x'.repeat(43), code)).json().errors).toEqual({ challenge: ['This sign-in has expired. Please sign in again.'] });
    expect((await post('login/resend', { challenge })).statusCode).toBe(422);
  });

  it('resends after the cool-down only; the new code replaces the old and the challenge lives as long as it', async () => {
    const { challenge } = await passwordStep();
    const first = await signInCodeSentTo(testApp.app, demo.admin.mobile);

    time.advance(29);
    const early = await post('login/resend', { challenge });
    expect(early.statusCode).toBe(429);
    expect(early.json().message).toBe('Please wait 30 seconds before asking for a new code.');
    time.advance(1);
    const resent = await post('login/resend', { challenge });
    expect(resent.json()).toEqual({
      status: 200,
      message: 'We have sent you a new code.',
      second_factor: { challenge, mobile_hint: '••••••0001', expires_in: 300, resend_in: 30 },
    });
    const second = await signInCodeSentTo(testApp.app, demo.admin.mobile);
    // The old code is simply wrong now: checked against the new one.
    expect((await codeStep(challenge, first)).json().errors.code).toEqual(['Invalid OTP. Please try again.']);
    // Past the first code's 300 seconds: the challenge now lives as long as the second.
    time.advance(280);
    expect((await codeStep(challenge, second)).statusCode).toBe(200);
  });

  it('texts no second code to a second sign-in within the cool-down: both challenges take the open one', async () => {
    const texts = await textsTo(demo.admin.mobile);
    const first = await passwordStep();
    time.advance(5);
    const second = await passwordStep();

    expect(await textsTo(demo.admin.mobile)).toBe(texts + 1);
    expect(second).toMatchObject({ expires_in: 295, resend_in: 25 });
    const code = await signInCodeSentTo(testApp.app, demo.admin.mobile);
    expect((await codeStep(second.challenge, code)).statusCode).toBe(200);
    expect(first.challenge).not.toBe(second.challenge);
  });

  it('texts nothing for a wrong password, and refuses a disabled member after the right one', async () => {
    const texts = await textsTo(demo.support.mobile);
    const wrong = await post('login', { mobile: demo.support.mobile, password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(await textsTo(demo.support.mobile)).toBe(texts);

    const [support] = await testApp.db.select({ id: users.id }).from(users).where(eq(users.mobile, demo.support.mobile));
    await testApp.db.update(opsMembers).set({ disabledAt: time.clock() }).where(eq(opsMembers.userId, support!.id));
    const disabled = await post('login', demo.support);
    expect(disabled.statusCode).toBe(403);
    expect(disabled.json().message).toBe('Your ops access has been disabled.');
    expect(await textsTo(demo.support.mobile)).toBe(texts);
    await testApp.db.update(opsMembers).set({ disabledAt: null }).where(eq(opsMembers.userId, support!.id));
    expect((await passwordStep(demo.support)).mobile_hint).toBe('••••••0002');
  });
});
