import { eq } from 'drizzle-orm';
import { otpCodes, smsOutbox, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { bearer, lastCodeSentTo, manualClock, signUp } from '../../../test/accounts';

const time = manualClock();
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ clock: time.clock, env: { OTP_SENDS_PER_NUMBER_PER_HOUR: '3', OTP_SENDS_PER_IP_PER_HOUR: '100' } });
});
afterAll(() => testApp.close());

const resend = (token: string) =>
  testApp.app.inject({ method: 'POST', url: '/api/user/resend-otp', headers: bearer(token), payload: { phoneNumber: '9999999999' } });
const verify = (token: string, otp: string) =>
  testApp.app.inject({ method: 'POST', url: '/api/user/verify-otp', headers: bearer(token), payload: { otp } });
const wrongCode = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

const expired = { status: 400, errors: { otp: ['This code has expired. Please ask for a new one.'] }, message: 'This code has expired. Please ask for a new one.' };
const invalid = { status: 400, errors: { otp: ['Invalid OTP. Please try again.'] }, message: 'Invalid OTP. Please try again.' };

describe('verification code', () => {
  it('is sent to the account number (not the body one), stored hashed, and verifies the account once', async () => {
    const { token, mobile, id } = await signUp(testApp.app);

    const sent = await resend(token);
    expect(sent.json()).toEqual({ status: 200, message: 'OTP has been resent successfully!', data: { expires_in: 300, resend_in: 30 } });
    const [message] = await testApp.db.select().from(smsOutbox).where(eq(smsOutbox.to, mobile));
    expect(message!.body).toMatch(/^ServeNear: your verification code is \d{4}\. It expires in 5 minutes\.$/);
    expect(await testApp.db.$count(smsOutbox, eq(smsOutbox.to, '9999999999'))).toBe(0);
    const code = await lastCodeSentTo(testApp.db, mobile);
    const [stored] = await testApp.db.select().from(otpCodes).where(eq(otpCodes.userId, id));
    expect(stored!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.codeHash).not.toContain(code);

    const ok = await verify(token, code);
    expect(ok.json()).toEqual({ status: 200, message: 'OTP Verified', data: { is_verified: 1 } });
    const [user] = await testApp.db.select().from(users).where(eq(users.id, id));
    expect(user!.isVerified).toBe(true);
    expect((await verify(token, code)).statusCode).toBe(409);
    expect((await resend(token)).statusCode).toBe(409);
  });

  it('is useless after 5 wrong tries, even with the right code', async () => {
    const { token, mobile } = await signUp(testApp.app);
    await resend(token);
    const code = await lastCodeSentTo(testApp.db, mobile);

    for (let attempt = 0; attempt < 5; attempt += 1) expect((await verify(token, wrongCode(code))).json()).toEqual(invalid);
    const right = await verify(token, code);
    expect(right.statusCode).toBe(400);
    expect(right.json()).toEqual(expired);
  });

  it('refuses a resend within 30 seconds and cancels the old code on a new one', async () => {
    const { token, mobile, id } = await signUp(testApp.app);
    await resend(token);

    time.advance(29);
    const early = await resend(token);
    expect(early.statusCode).toBe(429);
    expect(early.json()).toEqual({ status: 429, errors: {}, message: 'Please wait 30 seconds before asking for a new code.' });

    time.advance(1);
    expect((await resend(token)).statusCode).toBe(200);
    const codes = await testApp.db.select().from(otpCodes).where(eq(otpCodes.userId, id)).orderBy(otpCodes.id);
    expect(codes.map((code) => code.cancelledAt === null)).toEqual([false, true]);
    expect((await verify(token, await lastCodeSentTo(testApp.db, mobile))).statusCode).toBe(200);
  });

  it('expires after 300 seconds', async () => {
    const { token, mobile } = await signUp(testApp.app);
    await resend(token);
    const code = await lastCodeSentTo(testApp.db, mobile);

    time.advance(300);
    expect((await verify(token, code)).json()).toEqual(expired);
  });

  it('is refused without a code sent, and with a malformed one', async () => {
    const { token } = await signUp(testApp.app);

    expect((await verify(token, '1234')).json()).toEqual(expired);
    const malformed = await verify(token, '12a4');
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors).toEqual({ otp: ['Please enter all OTP digits.'] });
  });

  it('caps the codes one number receives per hour', async () => {
    const { token } = await signUp(testApp.app);
    for (let send = 0; send < 3; send += 1) {
      expect((await resend(token)).statusCode).toBe(200);
      time.advance(31);
    }

    const capped = await resend(token);
    expect(capped.statusCode).toBe(429);
    expect(capped.json().message).toBe('Too many codes have been requested. Please try again in an hour.');
    time.advance(3600);
    expect((await resend(token)).statusCode).toBe(200);
  });

  it('tells a reloaded page the open code\'s remaining time and when a resend is allowed, sending nothing (issue 36)', async () => {
    const { token, id } = await signUp(testApp.app);
    const status = () => testApp.app.inject({ method: 'GET', url: '/api/user/otp-status', headers: bearer(token) });
    expect((await status()).json()).toEqual({ status: 200, data: { expires_in: 0, resend_in: 0 } });

    expect((await resend(token)).json()).toEqual({ status: 200, message: 'OTP has been resent successfully!', data: { expires_in: 300, resend_in: 30 } });
    time.advance(12);
    expect((await status()).json()).toEqual({ status: 200, data: { expires_in: 288, resend_in: 18 } });
    expect(await testApp.db.$count(otpCodes, eq(otpCodes.userId, id))).toBe(1);
    time.advance(18);
    expect((await status()).json()).toEqual({ status: 200, data: { expires_in: 270, resend_in: 0 } });
  });

  it('says when the hourly cap lets the next code go', async () => {
    const { token } = await signUp(testApp.app);
    for (let send = 0; send < 3; send += 1) {
      await resend(token);
      time.advance(100);
    }
    const status = await testApp.app.inject({ method: 'GET', url: '/api/user/otp-status', headers: bearer(token) });
    // The first of the three went 300 s ago: the cap frees a send 3300 s from now.
    expect(status.json().data).toEqual({ expires_in: 200, resend_in: 3300 });
  });

  it('needs a customer session', async () => {
    expect((await testApp.app.inject({ method: 'POST', url: '/api/user/resend-otp' })).statusCode).toBe(401);
  });
});

describe('per-address cap', () => {
  let capped: TestApp;
  beforeAll(async () => {
    capped = await createTestApp({ clock: time.clock, env: { OTP_SENDS_PER_IP_PER_HOUR: '2' } });
  });
  afterAll(() => capped.close());

  it('refuses codes for a third account from one address within the hour', async () => {
    const send = async () => {
      const { token } = await signUp(capped.app);
      return capped.app.inject({ method: 'POST', url: '/api/user/resend-otp', headers: bearer(token) });
    };
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(429);
  });
});
