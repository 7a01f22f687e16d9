import type { BrowserContext, Locator, Page } from 'playwright-core';
import { freshMobile } from './support/accounts';
import { axeViolations } from './support/axe';
import { expectVisible, horizontalOverflow, screenshot, waitForLivePage } from './support/browser';
import { callApi, demoAccounts, okApi, tokenOf } from './support/customer';
import { useSiteAndBrowser } from './support/lifecycle';
import { signInCodeTo } from './support/outbox';
import { registerPendingPartner } from './support/partnerRegistration';

/**
 * Issue 39's admin screens, as an admin uses them: adds a colleague with the verification role
 * and sees the temporary password once; finds that in the audit log filtered by action; approves
 * a service a partner named himself. axe on each new screen; screenshots at 1280, 768 and 375 px
 * go to e2e/artifacts/.
 */
const e2e = useSiteAndBrowser();
const admin = demoAccounts.admin;
const colleague = { name: `Kavya Menon ${String(Date.now()).slice(-5)}`, mobile: freshMobile('7') };
const serviceName = `Rooftop Solar Cleaning ${String(Date.now()).slice(-6)}`;
let context: BrowserContext;
let page: Page;

/** A partner's own service waiting for approval, added through the partner API as the /add-service page sends it. */
async function partnerAddsService(): Promise<void> {
  const partner = await registerPendingPartner(e2e.site.url, 'Selvi Arumugam');
  const { token } = await tokenOf(e2e.site.url, 'employee', { mobile: partner.mobile, password: 'Partner@2026kyc' });
  const categories = (await callApi<{ data: { id: number }[] }>(e2e.site.url, 'GET', 'category')).json.data;
  const subcategories = (await callApi<{ data: { id: number }[] }>(e2e.site.url, 'GET', `subcategory/${categories[0]!.id}`)).json.data;
  await okApi(e2e.site.url, 'POST', 'employee/add-service', token, { category: categories[0]!.id, subCategory: subcategories[0]!.id, service: serviceName });
}

beforeAll(async () => {
  await partnerAddsService();
  context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
});
afterAll(async () => context?.close());

/** axe's rules on the page (an open dialog included), then screenshots at the three widths, each checked for sideways scrolling. */
async function shoot(name: string) {
  expect(await axeViolations(page)).toEqual([]);
  for (const width of [1280, 768, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await screenshot(page, `${name}-${width}`, { animations: 'disabled' });
    expect([width, await horizontalOverflow(page)]).toEqual([width, 0]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function openSection(name: string, heading: string) {
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name, exact: true }).click();
  await expectVisible(page.getByRole('heading', { level: 1, name: heading }));
}

/** The service's card, paging on while it is on a later page (oldest first, other journeys' services before it). */
async function serviceCard(): Promise<Locator> {
  const card = page.getByRole('listitem', { name: serviceName });
  for (let pages = 0; pages < 20 && (await card.count()) === 0; pages += 1) {
    const next = page.getByRole('navigation', { name: 'Service pages' }).getByRole('button', { name: 'Next' });
    if ((await next.count()) === 0 || (await next.isDisabled())) break;
    await next.click();
    await page.waitForTimeout(300);
  }
  await expectVisible(card);
  return card;
}

/** The newest sign-in code the dev outbox holds for the admin now, or null when it holds none. */
async function newestCode(): Promise<string | null> {
  const response = await fetch(`${e2e.site.url}/api/dev/outbox?mobile=${admin.mobile}`);
  const { data } = (await response.json()) as { data: { body: string }[] };
  const text = data.find((message) => message.body.includes('sign-in code is'))?.body ?? '';
  return /sign-in code is (\d{6})\b/.exec(text)?.[1] ?? null;
}

/**
 * The code this sign-in is to use. On the shared site another journey may have signed the admin
 * in moments ago: a new code's text arrives from the job queue after the page asks for it, so
 * the newest text may still be the last journey's for a while. Within the resend cool-down the
 * server reuses a live code and sends nothing new: then the newest is the one.
 */
async function codeAfter(before: string | null): Promise<string> {
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline) {
    const code = await newestCode();
    if (code !== null && code !== before) return code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return signInCodeTo(e2e.site.url, admin.mobile);
}

test('an admin adds a colleague, finds it in the audit log and approves a partner’s own service', async () => {
  await page.goto(`${e2e.site.url}/ops/sign-in`);
  await waitForLivePage(page);
  await page.getByLabel('Mobile number').fill(admin.mobile);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  const before = await newestCode();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('6-digit code').fill(await codeAfter(before));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${e2e.site.url}/ops`);

  // People: add a colleague with the verification role; the password is shown once.
  await openSection('People', 'People');
  await expectVisible(page.getByRole('table', { name: /^Ops people: \d+/ }));
  await shoot('ops-people');
  await page.getByRole('button', { name: 'Add a person' }).click();
  const adding = page.getByRole('dialog', { name: 'Add an ops person' });
  await adding.getByRole('button', { name: 'Add person' }).click();
  await expectVisible(adding.getByText('Choose one or more roles', { exact: false }));
  await adding.getByLabel('Name').fill(colleague.name);
  await adding.getByLabel('Mobile number').fill(colleague.mobile);
  await adding.getByRole('checkbox', { name: /Verification/ }).check();
  await shoot('ops-people-add');
  await adding.getByRole('button', { name: 'Add person' }).click();
  const added = page.getByRole('dialog', { name: `${colleague.name} added` });
  await expectVisible(added.getByText('shown only once', { exact: false }));
  expect(await added.locator('code').textContent()).toMatch(/^[\w-]{16}$/);
  await shoot('ops-people-password');
  await added.getByRole('button', { name: 'I have given it to them' }).click();
  const row = page.getByRole('row').filter({ hasText: colleague.name });
  await expectVisible(row);
  await expectVisible(row.getByText(`••••••${colleague.mobile.slice(-4)}`));
  await expectVisible(row.getByText('Verification', { exact: true }));

  // The audit log, filtered by action: the addition is its newest row.
  await openSection('Audit log', 'Audit log');
  await page.getByLabel('Action', { exact: true }).fill('ops-member.create');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await page.waitForURL(/\/ops\/audit\?action=ops-member\.create$/);
  const newest = page.getByRole('table', { name: /^Matching actions: \d+, newest first$/ }).getByRole('row').nth(1);
  await expectVisible(newest.getByText('ops-member.create'));
  await newest.getByRole('button', { name: /^Show details/ }).click();
  await expectVisible(page.getByText(`"name": "${colleague.name}"`, { exact: false }));
  await shoot('ops-audit');

  // Services: the partner's own service, approved with the new catalogue service's rates.
  await openSection('Services', 'Services');
  const card = await serviceCard();
  await shoot('ops-services');
  await card.getByRole('button', { name: 'Approve' }).click();
  const approving = page.getByRole('dialog', { name: `Approve ${serviceName}?` });
  await approving.getByLabel('Rate a day (₹)').fill('1500');
  await approving.getByLabel('Rate an hour (₹)').fill('250');
  await shoot('ops-services-approve');
  await approving.getByRole('button', { name: 'Approve' }).click();
  await expectVisible(page.getByText('Service approved').first());
  await expectVisible(page.getByRole('heading', { level: 1, name: 'Services' }));
  expect(await page.getByRole('listitem', { name: serviceName }).count()).toBe(0);

  // The server agrees: approved, at those rates, and in the audit log under this admin.
  const { token } = await tokenOf(e2e.site.url, 'admin', admin);
  const approved = await okApi<{ data: { name: string; catalogue_service: { rate_per_day: number } | null }[] }>(e2e.site.url, 'GET', 'admin/partner-services?approval=approved&per_page=200', token);
  expect(approved.data.find((service) => service.name === serviceName)?.catalogue_service?.rate_per_day).toBe(1500);
});
