import { eq } from 'drizzle-orm';
import { passwordResetTokens, smsOutbox } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { bearer, demo, lastCodeSentTo, manualClock, signUp } from '../../../test/accounts';

const time = manualClock();
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ clock: time.clock });
});
afterAll(() => testApp.close());

const post = (url: string, payload: object) => testApp.app.inject({ method: 'POST', url: `/api/user/${url}`, payload });
const sentReply = { status: 200, message: 'If this number has an account, we have sent it a code.' };

describe('password reset', () => {
  it('goes from forgot-password to a new password and ends the old sessions', async () => {
    const { mobile, token: oldSession } = await signUp(testApp.app);

    expect((await post('forgot-password', { mobile })).json()).toEqual(sentReply);
    const code = await lastCodeSentTo(testApp.db, mobile);
    const [message] = await testApp.db.select().from(smsOutbox).where(eq(smsOutbox.to, mobile));
    expect(message!.body).toBe(`ServeNear: your password reset code is ${code}. It expires in 5 minutes.`);

    const verified = await post('verify-reset-otp', { mobile, otp: code });
    expect(verified.json()).toEqual({ status: 200, data: { reset_token: expect.stringMatching(/^[\w-]{43}$/) } });
    const resetToken: string = verified.json().data.reset_token;
    const [stored] = await testApp.db.select().from(passwordResetTokens);
    expect(stored!.tokenHash).not.toBe(resetToken);

    const reset = await post('reset-password', { reset_token: resetToken, new_password: 'fresh-mint7', confirm_password: 'fresh-mint7' });
    expect(reset.json()).toEqual({ status: 200, message: 'Password reset successfully.' });
    expect((await testApp.app.inject({ method: 'GET', url: '/api/session', headers: bearer(oldSession) })).json()).toEqual({ status: 200, data: null });
    expect((await post('login', { mobile, password: 'fresh-mint7' })).statusCode).toBe(200);

    const again = await post('reset-password', { reset_token: resetToken, new_password: 'other-one-1', confirm_password: 'other-one-1' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ status: 400, errors: {}, message: 'This reset link has expired. Please start again.' });
  });

  it('answers the same for a number without an account and sends nothing', async () => {
    expect((await post('forgot-password', { mobile: '9111111111' })).json()).toEqual(sentReply);
    expect(await testApp.db.$count(smsOutbox, eq(smsOutbox.to, '9111111111'))).toBe(0);
    // A partner number is not a customer account.
    expect((await post('forgot-password', { mobile: demo.partner.mobile })).json()).toEqual(sentReply);
    expect(await testApp.db.$count(smsOutbox, eq(smsOutbox.to, demo.partner.mobile))).toBe(0);
  });

  it('refuses a wrong code and a reset token older than 10 minutes', async () => {
    const { mobile } = await signUp(testApp.app);
    await post('forgot-password', { mobile });
    const code = await lastCodeSentTo(testApp.db, mobile);

    const wrong = await post('verify-reset-otp', { mobile, otp: String((Number(code) + 1) % 10_000).padStart(4, '0') });
    expect(wrong.json()).toEqual({ status: 400, errors: { otp: ['Invalid OTP. Please try again.'] }, message: 'Invalid OTP. Please try again.' });
    const resetToken = (await post('verify-reset-otp', { mobile, otp: code })).json().data.reset_token;

    time.advance(601);
    const late = await post('reset-password', { reset_token: resetToken, new_password: 'fresh-mint7', confirm_password: 'fresh-mint7' });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('This reset link has expired. Please start again.');
  });

  it('checks the new password rules', async () => {
    const response = await post('reset-password', { reset_token: 'x'.repeat(43), new_password: 'abc', confirm_password: 'abd' });

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ new_password: ['Password must be at least 8 characters long.'], confirm_password: ['Passwords do not match.'] });
  });
});

describe('forgot-password rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ env: { FORGOT_PASSWORD_PER_HOUR: '2' } });
  });
  afterAll(() => limited.close());

  it('answers 429 after the hourly number of requests from one address', async () => {
    const ask = () => limited.app.inject({ method: 'POST', url: '/api/user/forgot-password', payload: { mobile: '9111111111' } });
    expect((await ask()).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(429);
  });
});
