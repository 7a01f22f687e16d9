import { eq } from 'drizzle-orm';
import { partnerProfiles, smsOutbox } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../../test/testApp';
import { demo, lastCodeSentTo, login, manualClock, registerPartner, signUp } from '../../../../test/accounts';

const time = manualClock();
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ clock: time.clock, env: { LOGINS_PER_15_MIN: '1000', OTP_SENDS_PER_IP_PER_HOUR: '1000', FORGOT_PASSWORD_PER_HOUR: '1000' } });
});
afterAll(() => testApp.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'POST', url: `/api/${url}`, payload, headers });
const otherCode = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

describe("a new partner's mobile code (issue 36: partner KYC)", () => {
  it('is texted at registration; until it is entered the partner cannot sign in and ops cannot verify them', async () => {
    const partner = await registerPartner(testApp.app, {}, { confirmMobile: false });
    const [text] = await testApp.db.select().from(smsOutbox).where(eq(smsOutbox.to, partner.mobile));
    expect(text!.body).toMatch(/^ServeNear: your verification code is \d{4}\. It expires in 5 minutes\.$/);

    const refused = await post('employee/login', { mobile: partner.mobile, password: partner.password });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors).toEqual({ otp: ['Please confirm your mobile number first: enter the code we texted to it, or ask for a new one.'] });
    const { token: admin } = await login(testApp.app, 'admin', demo.admin);
    const verify = await post(`admin/partners/${partner.id}/verify`, {}, { authorization: `Bearer ${admin}` });
    expect(verify.statusCode).toBe(409);
    expect(verify.json().message).toBe('This partner has not confirmed their mobile number yet.');

    const code = await lastCodeSentTo(testApp.db, partner.mobile);
    expect((await post('employee/register/verify-otp', { mobile: partner.mobile, otp: otherCode(code) })).statusCode).toBe(400);
    const confirmed = await post('employee/register/verify-otp', { mobile: partner.mobile, otp: code });
    expect(confirmed.json()).toEqual({ status: 200, message: 'Your mobile number is confirmed. You can log in now.' });
    const [profile] = await testApp.db.select().from(partnerProfiles).where(eq(partnerProfiles.userId, partner.id));
    expect(profile!.mobileConfirmedAt).not.toBeNull();

    expect((await post('employee/login', { mobile: partner.mobile, password: partner.password })).statusCode).toBe(200);
    expect((await post(`admin/partners/${partner.id}/verify`, {}, { authorization: `Bearer ${admin}` })).statusCode).toBe(200);
  });

  it('can be sent again, with the timings the page counts down from; not for a confirmed number', async () => {
    const partner = await registerPartner(testApp.app, {}, { confirmMobile: false });
    time.advance(10);
    expect((await post('employee/register/otp-status', { mobile: partner.mobile })).json()).toEqual({ status: 200, data: { expires_in: 290, resend_in: 20 } });
    const early = await post('employee/register/resend-otp', { mobile: partner.mobile });
    expect(early.json()).toEqual({ status: 429, errors: {}, message: 'Please wait 30 seconds before asking for a new code.' });
    time.advance(20);
    const again = await post('employee/register/resend-otp', { mobile: partner.mobile });
    expect(again.json()).toEqual({ status: 200, message: 'Otp Resend successfully!', data: { expires_in: 300, resend_in: 30 } });
    expect(await testApp.db.$count(smsOutbox, eq(smsOutbox.to, partner.mobile))).toBe(2);

    const confirmedPartner = await post('employee/register/resend-otp', { mobile: demo.partner.mobile });
    expect(confirmedPartner.json()).toEqual({ status: 409, errors: {}, message: 'This number has no registration waiting for its code.' });
    const unknown = await post('employee/register/verify-otp', { mobile: demo.customer.mobile, otp: '1234' });
    expect(unknown.json().message).toBe('Invalid OTP. Please try again.');
  });
});

describe('partner forgot-password (issue 36)', () => {
  it('texts a code to a partner, trades it for a reset token and sets a new password', async () => {
    const partner = await registerPartner(testApp.app);
    const { token: oldSession } = await login(testApp.app, 'employee', partner);

    expect((await post('employee/forgot-password', { mobile: partner.mobile })).json()).toEqual({
      status: 200,
      message: 'If this number has an account, we have sent it a code.',
    });
    const code = await lastCodeSentTo(testApp.db, partner.mobile);
    expect((await post('employee/verify-reset-otp', { mobile: partner.mobile, otp: otherCode(code) })).statusCode).toBe(400);
    const verified = await post('employee/verify-reset-otp', { mobile: partner.mobile, otp: code });
    const resetToken: string = verified.json().data.reset_token;

    const reset = await post('employee/reset-password', { reset_token: resetToken, new_password: 'jasmine-garland', confirm_password: 'jasmine-garland' });
    expect(reset.json()).toEqual({ status: 200, message: 'Password reset successfully.' });
    expect((await post('employee/login', { mobile: partner.mobile, password: 'jasmine-garland' })).statusCode).toBe(200);
    expect((await post('employee/login', { mobile: partner.mobile, password: partner.password })).statusCode).toBe(401);
    const session = await testApp.app.inject({ method: 'GET', url: '/api/session', headers: { authorization: `Bearer ${oldSession}` } });
    expect(session.json()).toEqual({ status: 200, data: null });
  });

  it("sends nothing to a customer's number and answers the same", async () => {
    const { mobile } = await signUp(testApp.app);
    expect((await post('employee/forgot-password', { mobile })).json()).toEqual({
      status: 200,
      message: 'If this number has an account, we have sent it a code.',
    });
    expect(await testApp.db.$count(smsOutbox, eq(smsOutbox.to, mobile))).toBe(0);
  });
});
