import type { Page } from 'playwright-core';
import { freshMobile, latestOtp, onePixelPng, typeOtp } from './support/accounts';
import { expectVisible, horizontalOverflow, screenshot, waitForLivePage } from './support/browser';
import { useSiteAndBrowser } from './support/lifecycle';

const e2e = useSiteAndBrowser();
let page: Page;

beforeEach(async () => {
  page = await e2e.browser.newPage({ viewport: { width: 375, height: 800 } });
});
afterEach(async () => page.close());

const path = () => new URL(page.url()).pathname;

test('sign-up → the code from the SMS outbox → home as a verified customer; logout → guarded pages redirect again', async () => {
  const mobile = freshMobile();
  await page.goto(`${e2e.site.url}/sign-in`);
  await page.getByLabel(/name/i).fill('Kavya Nair');
  await page.getByLabel(/mobile/i).fill(mobile);
  await page.getByLabel(/^password/i).fill('kavya123');
  await screenshot(page, 'sign-up-375');
  await page.getByRole('button', { name: /sign up/i }).click();

  await page.waitForURL(/\/otp-verification$/);
  await expectVisible(page.getByRole('textbox', { name: /digit/i }));
  expect(await horizontalOverflow(page)).toBe(0);
  await screenshot(page, 'otp-375');
  await typeOtp(page, await latestOtp(e2e.site.url, mobile));
  await page.getByRole('button', { name: /verify/i }).click();

  await expectVisible(page.getByText('OTP Verified'));
  await page.waitForURL(`${e2e.site.url}/`);
  await expectVisible(page.getByRole('heading', { name: 'Industry & Factory' }));

  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).first().click();
  await expectVisible(page.getByRole('banner').getByRole('link', { name: 'Login' }));
  await page.goto(`${e2e.site.url}/user-edit`);
  await expectVisible(page.getByText('Please log in to continue.'));
  expect(path()).toBe('/');
});

test('a wrong password shows the server text above the Login button', async () => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${e2e.site.url}/login`);
  await page.getByLabel(/mobile/i).fill('9876500001');
  await page.getByLabel(/^password/i).fill('not-the-password');
  await page.getByRole('button', { name: 'Login' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Invalid mobile number or password.' });
  await expectVisible(alert);
  const alertBox = await alert.boundingBox();
  const buttonBox = await page.getByRole('button', { name: 'Login' }).boundingBox();
  expect(alertBox!.y).toBeLessThan(buttonBox!.y);
  await screenshot(page, 'login-error-1280');
});

test('an unverified customer opening /user-edit lands on /otp-verification', async () => {
  const mobile = freshMobile('8');
  await page.goto(`${e2e.site.url}/sign-in`);
  await page.getByLabel(/name/i).fill('Imran Sheikh');
  await page.getByLabel(/mobile/i).fill(mobile);
  await page.getByLabel(/^password/i).fill('imran123');
  await page.getByRole('button', { name: /sign up/i }).click();
  await page.waitForURL(/\/otp-verification$/);

  await page.goto(`${e2e.site.url}/user-edit`);
  await page.waitForURL(/\/otp-verification$/);
});

test('a new profile photo shows after reload', async () => {
  await page.goto(`${e2e.site.url}/login`);
  await page.getByLabel(/mobile/i).fill('9876500001');
  await page.getByLabel(/^password/i).fill('demo1234');
  await page.getByRole('button', { name: 'Login' }).click();
  await expectVisible(page.getByText('Login Successfully.'));

  await page.goto(`${e2e.site.url}/user-edit`);
  await waitForLivePage(page);
  await page.locator('input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: onePixelPng });
  await page.getByRole('button', { name: /save/i }).click();
  await expectVisible(page.getByText('Profile updated successfully.'));

  await page.reload();
  const photo = page.locator('img[src*="/api/files/profile/"]').first();
  await photo.waitFor({ state: 'visible' });
  expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  // Private: the page shows it on a signed link; the bare URL is refused, even with the owner's cookie.
  const source = (await photo.getAttribute('src')) ?? '';
  expect(source).toMatch(/\?expires=\d+&signature=[\w-]{43}$/);
  expect((await page.request.get(new URL(source.split('?')[0]!, e2e.site.url).href)).status()).toBe(403);
  await screenshot(page, 'user-edit-375');
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page, 'user-edit-1280');
});
