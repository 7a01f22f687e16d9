import type { BrowserContext, Page } from 'playwright-core';
import { expectVisible } from './support/browser';
import { callApi, chennai, freshCustomer, okApi, tokenOf } from './support/customer';
import { useSiteAndBrowser } from './support/lifecycle';
import { listTotal, pageUntil, shootConsole, signInToConsole } from './support/opsConsole';

/**
 * Issue 39, Enquiries: a customer sends a service enquiry through the API; an ops admin signs in
 * to the console, finds it in Enquiries (service enquiries, waiting), opens it and answers it with
 * a quote (confirm → toast); the API then shows it answered. axe on the queue and the enquiry's
 * page; screenshots at 1280, 768 and 375 px go to e2e/artifacts/.
 */
const e2e = useSiteAndBrowser();
const admin = { mobile: '9000000001', password: 'ServeNear@Admin1' };
const SERVICE = 'Study-abroad counselling';
let context: BrowserContext;
let page: Page;

beforeEach(async () => {
  context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
});
afterEach(async () => context.close());

/** A new customer's enquiry about a catalogue service near Chennai, sent as the enquiry page sends it. */
async function sentEnquiry() {
  const customer = await freshCustomer(e2e.site.url);
  const query = new URLSearchParams({ query: SERVICE, latitude: String(chennai.latitude), longitude: String(chennai.longitude) });
  const { json } = await callApi<{ data: { id: number; name: string }[] }>(e2e.site.url, 'GET', `services/search?${query}`);
  const service = json.data.find((found) => found.name === SERVICE)!;
  const created = await okApi<{ data: { id: number } }>(e2e.site.url, 'POST', 'user/create-enquiry', customer.token, {
    serviceId: service.id,
    name: 'Meenakshi Sundaram',
    email: 'meenakshi@example.in',
    mobile: customer.mobile,
    address: '3 Besant Avenue, Adyar, Chennai 600020',
    description: `Masters in public health in Canada, intake next autumn (${Date.now()}).`,
    terms: true,
  });
  return { customer, id: created.data.id };
}

test('an ops person finds a customer’s service enquiry in Enquiries and answers it with a quote', async () => {
  const { customer, id } = await sentEnquiry();
  const answer = 'A counsellor can call you on Saturday at 11 AM; the full plan is ₹3,500.';

  await signInToConsole(page, e2e.site.url);

  await page.getByRole('navigation').getByRole('link', { name: 'Enquiries' }).click();
  await expectVisible(page.getByRole('heading', { level: 1, name: 'Enquiries' }));
  const services = await listTotal(
    page,
    (url) => url.includes('/api/admin/enquiries?') && url.includes('kind=service'),
    () => page.getByLabel('Kind').selectOption('service').then(() => undefined),
  );
  // Oldest first: a busy queue has the new enquiry on its last page.
  const link = page.getByRole('link', { name: `Enquiry ${id}: ${SERVICE} from Meenakshi Sundaram` });
  await pageUntil(page, 'Enquiry pages', page.getByRole('table', { name: new RegExp(`^Service enquiries, .*: ${services}, oldest first$`) }), link);
  await expectVisible(link);
  await shootConsole(page, 'ops-enquiries');

  await link.click();
  await page.waitForURL(`${e2e.site.url}/ops/enquiries/${id}`);
  await expectVisible(page.getByRole('heading', { level: 1, name: `Enquiry #${id}: ${SERVICE}` }));
  const asked = page.getByRole('region', { name: 'What the customer asked' });
  await expectVisible(asked.getByText('meenakshi@example.in'));
  await expectVisible(asked.getByText('3 Besant Avenue, Adyar, Chennai 600020'));
  await shootConsole(page, 'ops-enquiry');

  await page.getByRole('button', { name: 'Answer', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Answer Meenakshi Sundaram’s enquiry?' });
  await expectVisible(dialog);
  await dialog.getByLabel('Answer the customer reads').fill(answer);
  await dialog.getByLabel('Quote in rupees (optional)').fill('3500');
  await shootConsole(page, 'ops-enquiry-answer-dialog');
  await dialog.getByRole('button', { name: 'Send answer' }).click();
  await expectVisible(page.getByText('Enquiry answered').first());
  await expectVisible(page.getByRole('region', { name: 'Our reply' }).getByText(answer));
  expect(await page.getByRole('button', { name: 'Answer', exact: true }).count()).toBe(0);

  // The server agrees: the customer's own list and the ops API show it answered, with the quote.
  const mine = await okApi<{ data: Array<{ id: number; status: string; answer: string | null; quote: number | null }> }>(e2e.site.url, 'GET', 'user/service/enquiry/list', customer.token);
  expect(mine.data.find((enquiry) => enquiry.id === id)).toMatchObject({ status: 'enquired', answer, quote: 3500 });
  const ops = await tokenOf(e2e.site.url, 'admin', admin);
  const seen = await okApi<{ data: { status: string; quote: number | null } }>(e2e.site.url, 'GET', `admin/enquiries/${id}`, ops.token);
  expect(seen.data).toMatchObject({ status: 'enquired', quote: 3500 });
});
