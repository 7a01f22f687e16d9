import type { Page } from 'playwright-core';
import { freshMobile, latestOtp, onePixelPng, typeOtp } from './support/accounts';
import { expectVisible, horizontalOverflow, screenshot, waitForLivePage } from './support/browser';
import { callApi, demoAccounts, freshCustomer } from './support/customer';
import { useSiteAndBrowser } from './support/lifecycle';

/*
 * Issue 36, the texted codes: the OTP page after a reload, the partner's forgot-password and a
 * new login number on both profile pages. A site of its own, with short code timings, so Resend
 * can be seen to come back without waiting five minutes.
 */
const CODE_SECONDS = 15;
const RESEND_SECONDS = 5;
const e2e = useSiteAndBrowser({
  ownSite: true,
  env: {
    OTP_CODE_SECONDS: String(CODE_SECONDS),
    OTP_RESEND_SECONDS: String(RESEND_SECONDS),
    OTP_SENDS_PER_NUMBER_PER_HOUR: '100',
    OTP_SENDS_PER_IP_PER_HOUR: '1000',
    LOGINS_PER_15_MIN: '1000',
    LOGINS_PER_IP_PER_15_MIN: '1000',
    REGISTRATIONS_PER_HOUR: '1000',
    FORGOT_PASSWORD_PER_HOUR: '1000',
  },
});
let page: Page;

beforeEach(async () => {
  page = await e2e.browser.newPage({ viewport: { width: 375, height: 800 } });
});
afterEach(async () => page.close());

/** The m:ss the OTP page counts down, in seconds. */
async function countdownSeconds(): Promise<number> {
  const text = await page.locator('time').first().innerText();
  const [minutes, seconds] = text.split(':').map(Number);
  return minutes! * 60 + seconds!;
}

/** A login through the API (a second browser page would only repeat the login page). */
async function apiLoginStatus(role: 'user' | 'employee', mobile: string, password: string): Promise<number> {
  return (await callApi(e2e.site.url, 'POST', `${role}/login`, undefined, { mobile, password })).status;
}

async function logIn(path: '/login' | '/employee-login', mobile: string, password: string) {
  await page.goto(`${e2e.site.url}${path}`);
  await page.getByLabel(/mobile/i).fill(mobile);
  await page.getByLabel(/^password/i).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

test('the OTP page reloaded: no false error, the countdown goes on, Resend comes when a code can be sent', async () => {
  const mobile = freshMobile('8');
  await page.goto(`${e2e.site.url}/sign-in`);
  await page.getByLabel(/name/i).fill('Divya Menon');
  await page.getByLabel(/mobile/i).fill(mobile);
  await page.getByLabel(/^password/i).fill('backwaters-77');
  await page.getByRole('button', { name: /sign up/i }).click();
  await page.waitForURL(/\/otp-verification$/);
  await expectVisible(page.getByText('Code expires in'));
  const firstCode = await latestOtp(e2e.site.url, mobile);

  await page.waitForTimeout(3_000);
  await page.reload();
  await expectVisible(page.getByText('Code expires in'));
  expect(await countdownSeconds()).toBeLessThanOrEqual(CODE_SECONDS - 3);
  await page.waitForTimeout(1_000);
  expect(await page.getByText('Failed to send OTP on initial load.').count()).toBe(0);
  expect(await page.getByText('An error occurred while sending the OTP.').count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Resend' }).count()).toBe(0);
  expect(await latestOtp(e2e.site.url, mobile)).toBe(firstCode);
  await screenshot(page, 'otp-reloaded-375');

  // The code expires: Resend shows, and works at once (the cool-down is long over).
  await expectVisible(page.getByRole('button', { name: 'Resend' }), (CODE_SECONDS + 5) * 1000);
  await expectVisible(page.getByText('The code has expired.'));
  await page.getByRole('button', { name: 'Resend' }).click();
  await expectVisible(page.getByText('OTP has been resent successfully!'));
  expect(await page.getByRole('button', { name: 'Resend' }).isDisabled()).toBe(true);
  await typeOtp(page, await latestOtp(e2e.site.url, mobile));
  await page.getByRole('button', { name: /verify/i }).click();
  await expectVisible(page.getByText('OTP Verified'));
});

test('a partner who forgot the password gets a code on the login page and sets a new one', async () => {
  const partner = { mobile: '9876500003', password: 'demo1234' };
  await page.goto(`${e2e.site.url}/employee-login`);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.waitForURL(/\/employee-forgot$/);
  await page.getByLabel(/mobile/i).fill(partner.mobile);
  await screenshot(page, 'partner-forgot-375');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expectVisible(page.getByText('If this number has an account, we have sent it a code.'));
  await typeOtp(page, await latestOtp(e2e.site.url, partner.mobile));
  await screenshot(page, 'partner-forgot-code-375');
  await page.getByRole('button', { name: 'Verify' }).click();

  await expectVisible(page.getByRole('heading', { name: 'Reset Password' }));
  await page.getByLabel('New password', { exact: true }).fill('password1');
  await page.getByLabel('Confirm password', { exact: true }).fill('password1');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expectVisible(page.getByText('This password is too common. Please choose one that is harder to guess.'));
  await page.getByLabel('New password', { exact: true }).fill('temple-bells-42');
  await page.getByLabel('Confirm password', { exact: true }).fill('temple-bells-42');
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page, 'partner-reset-1280');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expectVisible(page.getByText('Password reset successfully.'));
  await page.waitForURL(/\/employee-login$/);

  await logIn('/employee-login', partner.mobile, 'temple-bells-42');
  await expectVisible(page.getByText('Login Successfully.'));
});

test('a customer changes the login number on /user-edit: the old one works until the code sent to the new one is entered', async () => {
  const customer = await freshCustomer(e2e.site.url);
  const fresh = freshMobile('7');
  await logIn('/login', customer.mobile, customer.password);
  await expectVisible(page.getByText('Login Successfully.'));
  await page.goto(`${e2e.site.url}/user-edit`);
  await waitForLivePage(page);

  // A partner's number is refused.
  await page.getByLabel('Mobile number').fill(demoAccounts.partner.mobile);
  await page.getByRole('button', { name: /save/i }).click();
  await expectVisible(page.getByText('This mobile number is already used by another account.'));

  await page.getByLabel('Mobile number').fill(fresh);
  await page.getByRole('button', { name: /save/i }).click();
  await expectVisible(page.getByRole('heading', { name: 'Confirm your new mobile number' }));
  await expectVisible(page.getByText('Code expires in'));
  expect(await horizontalOverflow(page)).toBe(0);
  await screenshot(page, 'user-edit-new-number-375');
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page, 'user-edit-new-number-1280');

  expect(await apiLoginStatus('user', customer.mobile, customer.password)).toBe(200);
  expect(await apiLoginStatus('user', fresh, customer.password)).toBe(401);

  await typeOtp(page, await latestOtp(e2e.site.url, fresh));
  await page.getByRole('button', { name: 'Confirm new number' }).click();
  await expectVisible(page.getByText('Your mobile number has been changed. Log in with the new number from now on.'));
  await page.getByRole('heading', { name: 'Confirm your new mobile number' }).waitFor({ state: 'detached' });

  expect(await apiLoginStatus('user', fresh, customer.password)).toBe(200);
  expect(await apiLoginStatus('user', customer.mobile, customer.password)).toBe(401);
});

test("a partner's new number on /employee-edit-profile waits for its code too", async () => {
  const fresh = freshMobile('6');
  await logIn('/employee-login', demoAccounts.partner.mobile, demoAccounts.partner.password);
  await expectVisible(page.getByText('Login Successfully.'));
  await page.goto(`${e2e.site.url}/employee-edit-profile`);
  await waitForLivePage(page);
  await page.getByLabel('Mobile number').fill(fresh);
  await page.getByRole('button', { name: /save/i }).click();
  await expectVisible(page.getByRole('heading', { name: 'Confirm your new mobile number' }));
  await screenshot(page, 'partner-new-number-375');
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page, 'partner-new-number-1280');

  // A wrong code is refused; the right one makes the new number the login number.
  const code = await latestOtp(e2e.site.url, fresh);
  await typeOtp(page, String((Number(code) + 1) % 10_000).padStart(4, '0'));
  await page.getByRole('button', { name: 'Confirm new number' }).click();
  await expectVisible(page.getByText('Invalid OTP. Please try again.'));
  await typeOtp(page, code);
  await page.getByRole('button', { name: 'Confirm new number' }).click();
  await expectVisible(page.getByText('Your mobile number has been changed. Log in with the new number from now on.'));
  await page.getByRole('heading', { name: 'Confirm your new mobile number' }).waitFor({ state: 'detached' });
  expect(await page.getByLabel('Mobile number').inputValue()).toBe(fresh);
  expect(await apiLoginStatus('employee', fresh, demoAccounts.partner.password)).toBe(200);
  expect(await apiLoginStatus('employee', demoAccounts.partner.mobile, demoAccounts.partner.password)).toBe(401);
});

test('a partner who registered but never entered the mobile code is asked for it on the login page', async () => {
  const mobile = freshMobile('9');
  const form = new FormData();
  const fields = {
    name: 'Arjun Das', mobile, email: 'arjun.das@example.in', password: 'monsoon-kite-9', dob: '1991-02-11', gender: 'male',
    address: 'Kotturpuram, Chennai', experience: '3 years', description: 'Painting and wall repair', bankName: 'Indian Bank',
    accountHolderName: 'Arjun Das', accountNumber: '50211234567', ifcsCode: 'IDIB000T010', isChecked: 'true',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('images[]', new Blob([onePixelPng], { type: 'image/png' }), 'aadhaar.png');
  expect((await fetch(`${e2e.site.url}/api/employee/employee-register`, { method: 'POST', body: form })).status).toBe(200);

  await logIn('/employee-login', mobile, fields.password);
  await expectVisible(page.getByRole('heading', { name: 'Confirm your mobile number' }));
  await expectVisible(page.getByText('Your mobile number is not confirmed yet.', { exact: false }));
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page, 'partner-login-code-1280');
  // The step counts from the server: the registration code is still open, and Resend is enabled
  // once the cool-down is over (the click waits for it), when it texts a new code.
  await expectVisible(page.getByText('Code expires in'));
  // The new code is in the outbox once the resend is answered: reading it earlier could find the
  // first code, which the resend has replaced (failed once in CI with 'Invalid OTP').
  const resent = page.waitForResponse((response) => response.url().endsWith('/api/employee/register/resend-otp'));
  await page.getByRole('button', { name: 'Resend code' }).click();
  expect((await resent).status()).toBe(200);
  await expectVisible(page.getByText('Code expires in'));
  await typeOtp(page, await latestOtp(e2e.site.url, mobile));
  await page.getByRole('button', { name: 'Confirm number' }).click();
  await expectVisible(page.getByText('Your mobile number is confirmed. You can log in now.'));

  await page.getByLabel(/^password/i).fill(fields.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expectVisible(page.getByText('Login Successfully.'));
});
