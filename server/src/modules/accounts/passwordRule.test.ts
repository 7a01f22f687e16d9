import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { bearer, freshMobile, lastCodeSentTo, login, multipart, partnerFields, registerPartner, sampleFiles, signUp } from '../../../test/accounts';
import { TEST_PASSWORD_HASH_COST } from '../../../test/passwordCost';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ env: { LOGINS_PER_15_MIN: '1000', OTP_SENDS_PER_IP_PER_HOUR: '1000' } });
});
afterAll(() => testApp.close());

const post = (url: string, payload: object, token?: string) =>
  testApp.app.inject({ method: 'POST', url: `/api/${url}`, payload, headers: token ? bearer(token) : {} });

const tooShort = 'Password must be at least 8 characters long.';
const tooCommon = 'This password is too common. Please choose one that is harder to guess.';

describe('one password rule (issue 36: lock-out by a valid password)', () => {
  it('change password refuses 5 characters for a customer and a partner, as every screen that sets one does', async () => {
    const customer = await signUp(testApp.app);
    const partner = await registerPartner(testApp.app);
    const { token: partnerToken } = await login(testApp.app, 'employee', partner);

    for (const [url, token, old] of [['user/changepassword', customer.token, 'tamarind42'], ['employee/changepassword', partnerToken, partner.password]] as const) {
      const response = await post(url, { old_password: old, new_password: 'abcde', confirm_password: 'abcde' }, token);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ new_password: [tooShort] });
    }
    const signUpShort = await post('user/user-register', { name: 'Meera', mobile: freshMobile(), password: 'abcdefg' });
    expect(signUpShort.json().errors).toEqual({ password: [tooShort] });
  });

  it('refuses a common password, whatever its case, on sign-up, partner registration, change and reset', async () => {
    const signUpCommon = await post('user/user-register', { name: 'Meera', mobile: freshMobile(), password: 'Password123' });
    expect(signUpCommon.statusCode).toBe(422);
    expect(signUpCommon.json().errors).toEqual({ password: [tooCommon] });

    const body = await multipart(partnerFields({ password: 'iloveyou2' }), [{ field: 'images[]', name: 'id.jpg', type: 'image/jpeg', bytes: sampleFiles.jpeg }]);
    const partnerCommon = await testApp.app.inject({ method: 'POST', url: '/api/employee/employee-register', ...body });
    expect(partnerCommon.statusCode).toBe(422);
    expect(partnerCommon.json().errors).toEqual({ password: [tooCommon] });

    const { token, mobile } = await signUp(testApp.app);
    const change = await post('user/changepassword', { old_password: 'tamarind42', new_password: 'qwerty123' }, token);
    expect(change.json().errors).toEqual({ new_password: [tooCommon] });

    await post('user/forgot-password', { mobile });
    const resetToken = (await post('user/verify-reset-otp', { mobile, otp: await lastCodeSentTo(testApp.db, mobile) })).json().data.reset_token;
    const reset = await post('user/reset-password', { reset_token: resetToken, new_password: 'abcd1234', confirm_password: 'abcd1234' });
    expect(reset.json().errors).toEqual({ new_password: [tooCommon] });
    // The refusal cost nothing: the same token still sets an uncommon password.
    const retried = await post('user/reset-password', { reset_token: resetToken, new_password: 'kolam-rangoli-8', confirm_password: 'kolam-rangoli-8' });
    expect(retried.statusCode).toBe(200);
  });

  it('login sends an older, shorter password to the check: an account made under the old rule still signs in', async () => {
    const { mobile, id } = await signUp(testApp.app);
    await testApp.db.update(users).set({ passwordHash: await hashPassword('abc12', TEST_PASSWORD_HASH_COST) }).where(eq(users.id, id));

    expect((await post('user/login', { mobile, password: 'abc12' })).statusCode).toBe(200);
    expect((await post('user/login', { mobile, password: 'abc13' })).statusCode).toBe(401);
    const empty = await post('user/login', { mobile, password: '' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ password: ['Please enter your password.'] });
  });
});
