import type { Page } from 'playwright-core';
import { freshMobile, latestOtp, onePixelPng, typeOtp } from './support/accounts';
import { adminCli } from './support/adminCli';
import { expectVisible, horizontalOverflow, screenshot } from './support/browser';
import { useSiteAndBrowser } from './support/lifecycle';

const e2e = useSiteAndBrowser();
let page: Page;

beforeAll(async () => {
  page = await e2e.browser.newPage({ viewport: { width: 375, height: 800 } });
});

/** Signs the partner in at /employee-login; a partner lands on their home, '/'. */
async function signIn(mobile: string, password: string): Promise<void> {
  await page.goto(`${e2e.site.url}/employee-login`);
  await page.getByLabel(/mobile/i).fill(mobile);
  await page.getByLabel(/^password/i).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expectVisible(page.getByText('Login Successfully.'));
  // A partner's home is '/'.
  await page.waitForURL(`${e2e.site.url}/`);
}

/** The partner the first journey registers and verifies; the next ones sign in as them. */
let partnerMobile = '';

test('a partner registers with an ID proof, waits, is verified by the admin CLI and logs in verified', async () => {
  const mobile = freshMobile('7');
  await page.goto(`${e2e.site.url}/employee-register`);
  await page.getByLabel(/full name/i).fill('Lakshmi Devi');
  await page.getByLabel(/mobile/i).fill(mobile);
  await page.getByLabel(/e-?mail/i).fill('lakshmi.devi@example.in');
  await page.getByLabel(/^password/i).fill('lakshmi123');
  await page.getByLabel(/date of birth/i).fill('1990-04-12');
  await page.getByLabel(/gender/i).selectOption('female');
  await page.getByLabel(/address/i).fill('12 Gandhi Street, T. Nagar, Chennai');
  await page.getByLabel(/experience/i).fill('6 years');
  await page.getByLabel(/job details|description/i).fill('House cleaning and kitchen deep-cleaning for apartments.');
  await page.getByLabel(/bank name/i).fill('State Bank of India');
  await page.getByLabel(/account holder/i).fill('Lakshmi Devi');
  await page.getByLabel(/account number/i).fill('30211234567');
  await page.getByLabel(/ifsc/i).fill('SBIN0001234');
  await page.getByLabel(/branch/i).fill('T. Nagar');
  await page.locator('input[type=file]').setInputFiles({ name: 'aadhaar.png', mimeType: 'image/png', buffer: onePixelPng });
  await page.getByRole('checkbox').check();
  expect(await horizontalOverflow(page)).toBe(0);
  await screenshot(page, 'partner-register-375');
  await page.getByRole('button', { name: 'Register', exact: true }).click();

  await expectVisible(page.getByText('Employee Registartion Successfully'));
  // Partner KYC (issue 36): the code texted to the number, before the waiting note.
  await expectVisible(page.getByRole('heading', { name: 'Confirm your mobile number' }));
  await screenshot(page, 'partner-register-code-375');
  await typeOtp(page, await latestOtp(e2e.site.url, mobile));
  await page.getByRole('button', { name: 'Confirm number' }).click();
  await expectVisible(page.getByText('Registration received'));
  await screenshot(page, 'partner-waiting-375');

  const pending = await adminCli(e2e.site.url, 'partners:pending');
  const row = pending.split('\n').find((line) => line.includes(mobile));
  expect(row).toBeDefined();
  const id = row!.match(/\d+/)![0];
  expect(await adminCli(e2e.site.url, 'partners:verify', id)).toMatch(/verified/i);

  await signIn(mobile, 'lakshmi123');
  partnerMobile = mobile;
  // Verified: the home offers the bookings, and the profile says so.
  await expectVisible(page.getByRole('link', { name: 'See your bookings' }));
  await page.goto(`${e2e.site.url}/employee-edit-profile`);
  await expectVisible(page.getByText('Verified partner'));
  await expectVisible(page.getByText('Lakshmi Devi'));
  await screenshot(page, 'partner-profile-375');
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page, 'partner-profile-1280');
});

test('a signed-in partner reads the privacy policy and finds the report form, at 375 and 1280 px', async () => {
  expect(partnerMobile).not.toBe('');
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(partnerMobile, 'lakshmi123');

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 800 : 900 });

    await page.goto(`${e2e.site.url}/employee-privacy-policy`);
    await expectVisible(page.getByRole('heading', { level: 1, name: /privacy policy/i }));
    await expectVisible(page.locator('main article'));
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, `partner-privacy-policy-${width}`);

    await page.goto(`${e2e.site.url}/employee-report-query`);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Report & Queries' }));
    await expectVisible(page.getByLabel('Description', { exact: true }));
    // Name, email and mobile start as the partner's own.
    await page.waitForFunction(() => document.querySelector<HTMLInputElement>('input[name="name"]')?.value === 'Lakshmi Devi');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expectVisible(page.getByText('Please select a service.'));
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, `partner-report-query-${width}`);
  }
});
