import type { BrowserContext, Page } from 'playwright-core';
import { axeViolations } from './support/axe';
import { expectVisible, horizontalOverflow, screenshot } from './support/browser';
import { callApi, tokenOf } from './support/customer';
import { useSiteAndBrowser } from './support/lifecycle';
import { signInCodeTo } from './support/outbox';
import { listTotal, pageUntil } from './support/opsConsole';
import { registerPendingPartner, type RegisteredPartner } from './support/partnerRegistration';

/**
 * Issue 39, as ops live it: an ops person signs in to the console with a password and the code
 * texted to them, finds a partner waiting for verification, looks at the ID proof and verifies
 * them; a colleague with the support role sees the partner but no decisions, and the server
 * refuses the decision to her too. Screenshots at 1280, 768 and 375 px go to e2e/artifacts/.
 */
const e2e = useSiteAndBrowser();
const admin = { mobile: '9000000001', password: 'ServeNear@Admin1' };
const support = { mobile: '9000000002', password: 'ServeNear@Support1' };
let partner: RegisteredPartner;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  partner = await registerPendingPartner(e2e.site.url, 'Karthik Subramanian');
});

beforeEach(async () => {
  context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
});
afterEach(async () => context.close());

/** Screenshots at the three widths, each checked for sideways scrolling, and axe's rules on the page. */
async function shootConsole(name: string) {
  expect(await axeViolations(page)).toEqual([]);
  for (const width of [1280, 768, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, `${name}-${width}`, { animations: 'disabled' });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Signs in at /ops/sign-in with the password, then the texted code. */
async function signIn(account: { mobile: string; password: string }, shots?: string) {
  await page.getByLabel('Mobile number').fill(account.mobile);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  const codeBox = page.getByLabel('6-digit code');
  await expectVisible(codeBox);
  await expectVisible(page.getByText(`Enter the 6-digit code we sent to`));
  if (shots) await shootConsole(shots);
  await codeBox.fill(await signInCodeTo(e2e.site.url, account.mobile));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${e2e.site.url}/ops`);
}

test('an ops person signs in with a texted code, views a waiting partner’s ID proof and verifies them', async () => {
  // A visitor sent to the console's own sign-in page.
  await page.goto(`${e2e.site.url}/ops/partners`);
  await page.waitForURL(`${e2e.site.url}/ops/sign-in`);
  await expectVisible(page.getByRole('button', { name: 'Continue' }));
  await shootConsole('ops-sign-in');

  // The password alone opens nothing: a wrong code is refused under its field.
  await page.getByLabel('Mobile number').fill(admin.mobile);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('6-digit code').fill('000000');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expectVisible(page.getByText('Invalid OTP. Please try again.'));
  expect(page.url()).toBe(`${e2e.site.url}/ops/sign-in`);
  await page.getByRole('button', { name: 'Back' }).click();
  await signIn(admin, 'ops-sign-in-code');

  await expectVisible(page.getByRole('heading', { name: 'Overview' }));
  await shootConsole('ops-overview');
  await page.getByRole('navigation').getByRole('link', { name: 'Partners' }).click();
  // By number: two partners may share a name.
  const row = page.getByRole('row').filter({ hasText: partner.mobile });
  await pageUntil(page, 'Partner pages', page.getByRole('table', { name: /^Pending partners: / }), row);
  await shootConsole('ops-partners');

  await row.getByRole('link', { name: partner.name }).click();
  await expectVisible(page.getByRole('heading', { level: 1, name: partner.name }));
  const proof = page.getByRole('img', { name: 'ID proof 1' });
  await expectVisible(proof);
  // The proof itself arrived and decoded: a picture, not a broken image.
  expect(await proof.evaluate(async (image: HTMLImageElement) => (await image.decode(), image.naturalWidth))).toBeGreaterThan(0);
  await expectVisible(page.getByRole('region', { name: 'KYC' }).getByText(/SBIN0000691/));
  await shootConsole('ops-partner-detail');

  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Verify ${partner.name}?` });
  await expectVisible(dialog);
  await shootConsole('ops-partner-verify-dialog');
  await dialog.getByRole('button', { name: 'Yes, verify' }).click();
  await expectVisible(page.getByText('Partner verified', { exact: false }).first());
  await expectVisible(page.getByText('Verified', { exact: true }).first());
});

test('a support person sees the partner but no decisions, and the server refuses her one', async () => {
  await page.goto(`${e2e.site.url}/ops/sign-in`);
  await signIn(support);
  await expectVisible(page.getByRole('heading', { name: 'Overview' }));
  await page.getByRole('navigation').getByRole('link', { name: 'Partners' }).click();
  await expectVisible(page.getByRole('heading', { level: 1, name: 'Partners' }));
  const verified = await listTotal(
    page,
    (url) => url.includes('/api/admin/partners?status=verified&page=1'),
    () => page.getByRole('combobox', { name: 'Status' }).selectOption('verified').then(() => undefined),
  );
  // The partner verified a moment ago is on the list's last page.
  const link = page.getByRole('row').filter({ hasText: partner.mobile }).getByRole('link', { name: partner.name });
  await pageUntil(page, 'Partner pages', page.getByRole('table', { name: `Verified partners: ${verified}` }), link);
  await link.click();
  await expectVisible(page.getByRole('heading', { level: 1, name: partner.name }));
  expect(await page.getByRole('button', { name: 'Verify', exact: true }).count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Suspend', exact: true }).count()).toBe(0);
  await shootConsole('ops-partner-detail-support');

  // Whatever the page shows, the server decides: her session is refused the suspension.
  const id = new URL(page.url()).pathname.split('/').pop();
  const refused = await page.evaluate(
    async (partnerId) => (await fetch(`/api/admin/partners/${partnerId}/suspend`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ reason: 'Testing the role rules' }) })).status,
    id,
  );
  expect(refused).toBe(403);

  // The verification is in the audit log, under the person who made it; her refusal is not.
  const { token } = await tokenOf(e2e.site.url, 'admin', admin);
  const { json } = await callApi<{ data: { actor_label: string; action: string; status: number }[] }>(e2e.site.url, 'GET', `admin/audit?subject=partner:${id}`, token);
  expect(json.data.map((row) => [row.actor_label, row.action, row.status])).toEqual([['ServeNear Admin', 'partner.verify', 200]]);
});
