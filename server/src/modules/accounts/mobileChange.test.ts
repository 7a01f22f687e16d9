import { eq } from 'drizzle-orm';
import { smsOutbox, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { bearer, demo, freshMobile, lastCodeSentTo, login, multipart, registerPartner, signUpVerified } from '../../../test/accounts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ env: { LOGINS_PER_15_MIN: '1000', OTP_SENDS_PER_IP_PER_HOUR: '1000' } });
});
afterAll(() => testApp.close());

const inUse = { mobile: ['This mobile number is already used by another account.'] };
const codeSent = 'Profile updated successfully. We have sent a code to your new number. Enter it to start logging in with that number.';

async function updateProfile(role: 'user' | 'employee', token: string, fields: Record<string, string>) {
  const body = await multipart(fields);
  return testApp.app.inject({ method: 'POST', url: `/api/${role}/updateprofile`, payload: body.payload, headers: { ...body.headers, ...bearer(token) } });
}
const post = (url: string, token: string, payload: object = {}) =>
  testApp.app.inject({ method: 'POST', url: `/api/${url}`, headers: bearer(token), payload });
const loginStatus = async (role: 'user' | 'employee', mobile: string, password: string) =>
  (await testApp.app.inject({ method: 'POST', url: `/api/${role}/login`, payload: { mobile, password } })).statusCode;

const customerFields = (mobile: string) => ({ name: 'Meera Nair', email: 'meera@example.in', mobile, address: 'Adyar, Chennai' });
const partnerFieldsFor = (mobile: string) => ({ name: 'Karthik Raja', email: 'karthik@example.in', mobile, address: 'Velachery, Chennai' });

describe('changing the login number (issue 36)', () => {
  it("a customer's new number waits for its code: the old one logs in until then, a wrong code is refused, the new one after", async () => {
    const { mobile: old, token, id } = await signUpVerified(testApp.app, testApp.db);
    const fresh = freshMobile();

    const saved = await updateProfile('user', token, customerFields(fresh));
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ message: codeSent, data: { mobile: old, pending_mobile: fresh, is_verified: 1, name: 'Meera Nair' } });
    expect(await testApp.db.$count(smsOutbox, eq(smsOutbox.to, fresh))).toBe(1);
    const status = await testApp.app.inject({ method: 'GET', url: '/api/user/mobile-change/status', headers: bearer(token) });
    expect(status.json()).toEqual({ status: 200, data: { expires_in: expect.any(Number), resend_in: expect.any(Number) } });
    expect(status.json().data.expires_in).toBeGreaterThan(290);

    expect(await loginStatus('user', old, 'tamarind42')).toBe(200);
    expect(await loginStatus('user', fresh, 'tamarind42')).toBe(401);

    const code = await lastCodeSentTo(testApp.db, fresh);
    const wrong = await post('user/mobile-change/verify-otp', token, { otp: String((Number(code) + 1) % 10_000).padStart(4, '0') });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Invalid OTP. Please try again.');
    expect(await loginStatus('user', old, 'tamarind42')).toBe(200);

    const confirmed = await post('user/mobile-change/verify-otp', token, { otp: code });
    expect(confirmed.json()).toEqual({ status: 200, message: 'Your mobile number has been changed. Log in with the new number from now on.' });
    expect(await loginStatus('user', fresh, 'tamarind42')).toBe(200);
    expect(await loginStatus('user', old, 'tamarind42')).toBe(401);
    const [row] = await testApp.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ mobile: fresh, pendingMobile: null, isVerified: true });
  });

  it("a partner's new number works the same way", async () => {
    const partner = await registerPartner(testApp.app);
    const { token } = await login(testApp.app, 'employee', partner);
    const fresh = freshMobile().replace(/^7/, '6');

    expect((await updateProfile('employee', token, partnerFieldsFor(fresh))).json()).toEqual({ status: 200, message: codeSent });
    expect((await testApp.app.inject({ method: 'GET', url: '/api/employee/userprofile', headers: bearer(token) })).json().data).toMatchObject({
      mobile: partner.mobile,
      pending_mobile: fresh,
    });
    expect(await loginStatus('employee', partner.mobile, partner.password)).toBe(200);
    expect(await loginStatus('employee', fresh, partner.password)).toBe(401);

    expect((await post('employee/mobile-change/verify-otp', token, { otp: await lastCodeSentTo(testApp.db, fresh) })).statusCode).toBe(200);
    expect(await loginStatus('employee', fresh, partner.password)).toBe(200);
    expect(await loginStatus('employee', partner.mobile, partner.password)).toBe(401);
  });

  it("refuses a number any other account holds: a customer taking a partner's, a partner taking a customer's", async () => {
    const customer = await signUpVerified(testApp.app, testApp.db);
    const customerTakesPartners = await updateProfile('user', customer.token, customerFields(demo.partner.mobile));
    expect(customerTakesPartners.statusCode).toBe(422);
    expect(customerTakesPartners.json().errors).toEqual(inUse);
    expect(await testApp.db.$count(smsOutbox, eq(smsOutbox.to, demo.partner.mobile))).toBe(0);

    const { token } = await login(testApp.app, 'employee', demo.partner);
    const partnerTakesCustomers = await updateProfile('employee', token, partnerFieldsFor(demo.customer.mobile));
    expect(partnerTakesCustomers.statusCode).toBe(422);
    expect(partnerTakesCustomers.json().errors).toEqual(inUse);
    expect((await updateProfile('employee', token, partnerFieldsFor(demo.admin.mobile))).json().errors).toEqual(inUse);
    const [row] = await testApp.db.select().from(users).where(eq(users.mobile, demo.partner.mobile));
    expect(row!.pendingMobile).toBeNull();
  });

  it('refuses the code when another account took the number meanwhile', async () => {
    const first = await signUpVerified(testApp.app, testApp.db);
    const wanted = freshMobile();
    await updateProfile('user', first.token, customerFields(wanted));
    const code = await lastCodeSentTo(testApp.db, wanted);
    await signUpVerified(testApp.app, testApp.db, wanted);

    const late = await post('user/mobile-change/verify-otp', first.token, { otp: code });
    expect(late.statusCode).toBe(422);
    expect(late.json().errors).toEqual(inUse);
    expect(await loginStatus('user', first.mobile, 'tamarind42')).toBe(200);
  });

  it('saving the old number again drops the pending one; with nothing pending, a code is refused', async () => {
    const { mobile, token, id } = await signUpVerified(testApp.app, testApp.db);
    await updateProfile('user', token, customerFields(freshMobile()));
    expect((await updateProfile('user', token, customerFields(mobile))).json().data.pending_mobile).toBeNull();
    const [row] = await testApp.db.select().from(users).where(eq(users.id, id));
    expect(row!.pendingMobile).toBeNull();
    const none = await post('user/mobile-change/verify-otp', token, { otp: '1234' });
    expect(none.json()).toEqual({ status: 409, errors: {}, message: 'There is no new mobile number waiting for a code.' });
  });
});
