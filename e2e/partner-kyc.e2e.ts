import type { Page } from 'playwright-core';
import { freshMobile, latestOtp, onePixelPng, typeOtp } from './support/accounts';
import { adminCli } from './support/adminCli';
import { expectVisible, shootBothWidths } from './support/browser';
import { useSiteAndBrowser } from './support/lifecycle';

/**
 * Issue 36, as a partner and ops live it: registration refuses a child's date of birth and an
 * IFSC of no branch; ops see the KYC and verify; a change of bank details puts payouts on hold
 * until ops check it; a suspended partner is signed out and told why, then reinstated.
 * Screenshots at 375 and 1280 px go to e2e/artifacts/.
 */
const e2e = useSiteAndBrowser();
let page: Page;

const partner = { name: 'Farida Shaikh', mobile: freshMobile('7'), password: 'farida-2026' };
let partnerId = '';

beforeAll(async () => {
  page = await e2e.browser.newPage({ viewport: { width: 375, height: 800 } });
});

async function signIn() {
  await page.goto(`${e2e.site.url}/employee-login`);
  await page.getByLabel(/mobile/i).fill(partner.mobile);
  await page.getByLabel(/^password/i).fill(partner.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

test('registration refuses an 11-year-old and an IFSC of no branch, then takes the corrected form; ops see the KYC and verify', async () => {
  await page.goto(`${e2e.site.url}/employee-register`);
  await page.getByLabel(/full name/i).fill(partner.name);
  await page.getByLabel(/mobile/i).fill(partner.mobile);
  await page.getByLabel(/e-?mail/i).fill('farida.shaikh@example.in');
  await page.getByLabel(/^password/i).fill(partner.password);
  await page.getByLabel(/date of birth/i).fill('2015-03-10');
  await page.getByLabel(/gender/i).selectOption('female');
  await page.getByLabel(/address/i).fill('7 Mohammed Ali Road, Mumbai 400003');
  await page.getByLabel(/experience/i).fill('5 years');
  await page.getByLabel(/job details|description/i).fill('Tailoring and alterations at home.');
  await page.getByLabel(/bank name/i).fill('X');
  await page.getByLabel(/account holder/i).fill(partner.name);
  await page.getByLabel(/account number/i).fill('12ab');
  await page.getByLabel(/ifsc/i).fill('SBIN123');
  await page.locator('input[type=file]').setInputFiles({ name: 'aadhaar.png', mimeType: 'image/png', buffer: onePixelPng });
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Register', exact: true }).click();

  await expectVisible(page.getByText('You must be at least 18 years old to register.'));
  await expectVisible(page.getByText('Account number must be 9 to 18 digits.'));
  await expectVisible(page.getByText('Enter a valid 11-character IFSC code, e.g. SBIN0000691.'));
  await page.getByText('Bank details', { exact: true }).scrollIntoViewIfNeeded();
  await shootBothWidths(page, 'partner-register-kyc-errors');

  // Well formed now, but SBIN0999999 is no branch: only the server's dataset knows.
  await page.getByLabel(/date of birth/i).fill('1994-11-02');
  await page.getByLabel(/account number/i).fill('3021 1234 5678');
  await page.getByLabel(/ifsc/i).fill('SBIN0999999');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expectVisible(page.getByText('This IFSC code does not match any bank branch. Please check it on your passbook or cheque.'));

  await page.getByLabel(/ifsc/i).fill('sbin0000691');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  // The number is confirmed by its code before anything else (e2e/codes.e2e.ts).
  await expectVisible(page.getByRole('heading', { name: 'Confirm your mobile number' }));
  await typeOtp(page, await latestOtp(e2e.site.url, partner.mobile));
  await page.getByRole('button', { name: 'Confirm number' }).click();
  await expectVisible(page.getByText('Registration received'));

  const row = (await adminCli(e2e.site.url, 'partners:pending'))
    .split('\n')
    .find((line) => line.includes(partner.mobile));
  partnerId = row!.match(/\d+/)![0];
  const kyc = await adminCli(e2e.site.url, 'partners:kyc', partnerId);
  expect(kyc).toMatch(/Date of birth: +1994-11-02 \(age \d+\)/);
  expect(kyc).toMatch(/Account number: +302112345678/);
  // The bank's name comes from the IFSC, not from the "X" typed.
  expect(kyc).toMatch(/Bank: +State Bank of India/);
  expect(kyc).toMatch(/\/api\/employee\/id-proofs\/\d+/);
  expect(await adminCli(e2e.site.url, 'partners:verify', partnerId)).toMatch(/verified/i);
});

test('a change of bank details puts payouts on hold until ops check it', async () => {
  await signIn();
  await expectVisible(page.getByText('Login Successfully.'));
  await page.waitForURL(`${e2e.site.url}/`);
  await page.goto(`${e2e.site.url}/employee-edit-bank`);
  await expectVisible(page.getByText(/Changing the account puts your payouts on hold/));
  await page.getByLabel(/account number/i).fill('40512345678901');
  await page.getByLabel(/ifsc/i).fill('HDFC0000001');
  await page.getByRole('button', { name: 'Save bank details' }).click();

  await expectVisible(page.getByText('Bank details updated successfully. Payouts are on hold until our team checks the new details.'));
  await expectVisible(page.getByText('Payouts on hold', { exact: true }));
  await shootBothWidths(page, 'partner-bank-payout-hold');

  expect(await adminCli(e2e.site.url, 'partners:bank-changes')).toContain('HDFC0000001');
  expect(await adminCli(e2e.site.url, 'partners:kyc', partnerId)).toMatch(/Bank: +HDFC Bank/);
  expect(await adminCli(e2e.site.url, 'partners:bank-verify', partnerId)).toBe(`Bank details of partner ${partnerId} verified: payouts resume.\n`);
  await page.reload();
  await expectVisible(page.getByLabel(/account number/i));
  await expect(page.getByText('Payouts on hold', { exact: true }).count()).resolves.toBe(0);
});

test('a suspended partner is signed out, cannot sign in and is told why; reinstated, he can', async () => {
  const suspended = await adminCli(e2e.site.url, 'partners:suspend', partnerId, '--reason', 'Customers reported repeated no-shows.');
  expect(suspended).toContain(`Partner ${partnerId} suspended: Customers reported repeated no-shows.`);

  await page.goto(`${e2e.site.url}/employee-booking-list`);
  await expectVisible(page.getByText('Please log in to continue.'));

  await signIn();
  await expectVisible(page.getByText('Your account has been suspended: Customers reported repeated no-shows. Please contact ServeNear support.').first());
  await shootBothWidths(page, 'partner-login-suspended');

  expect(await adminCli(e2e.site.url, 'partners:reinstate', partnerId)).toBe(`Partner ${partnerId} reinstated.\n`);
  await signIn();
  await expectVisible(page.getByText('Login Successfully.'));
});
