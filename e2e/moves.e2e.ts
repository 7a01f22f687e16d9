import type { BrowserContext, Locator, Page } from 'playwright-core';
import { adminCli } from './support/adminCli';
import { expectVisible, shootBothWidths } from './support/browser';
import { demoAccounts, freshCustomer, okApi, signInCustomerAs, signInDemoPartner, tokenOf } from './support/customer';
import { dayInIndia } from './support/indiaDay';
import { useSiteAndBrowser } from './support/lifecycle';
import { photo } from './support/media';

/**
 * A Pass Fast Express move end to end (issue 37): a new customer sends a move; ops quote ₹1,800,
 * see the demo partner among the candidates with his distance and allocate him (the ops CLI);
 * the customer sees the mover on /pd-enquiry, accepts and pays the quote in the sandbox; the mover
 * marks the goods picked up and delivered on /pd-delivery-popup with a photo each; the customer
 * sees each stage and both photos; the move is in the mover's earnings. Screenshots at 375 and
 * 1280 px of every changed screen go to e2e/artifacts/moves-*.
 */
const e2e = useSiteAndBrowser();
const url = (route: string) => `${e2e.site.url}${route}`;

let context: BrowserContext | undefined;
afterEach(async () => {
  await context?.close();
  context = undefined;
});

const MOVE = {
  from: '14 2nd Avenue, Anna Nagar, Chennai 600040',
  to: '7 Usman Road, T. Nagar, Chennai 600017',
  description: `A sofa, a bed and twelve cartons (${Date.now()}).`,
};

/** POST user/pd/delivery as the site's form sends it: the fields and three photos. */
async function sendMove(token: string): Promise<number> {
  const form = new FormData();
  form.append('fromaddress', MOVE.from);
  form.append('toaddress', MOVE.to);
  form.append('dob', dayInIndia(3));
  form.append('mobile', '9876512345');
  form.append('description', MOVE.description);
  for (const [index, caption] of ['Sofa', 'Bed', 'Cartons'].entries()) {
    form.append(`images[${index}]`, new Blob([new Uint8Array(await photo(caption, 40 * index))], { type: 'image/jpeg' }), `${caption}.jpg`);
  }
  const response = await fetch(url('/api/user/pd/delivery'), { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  if (response.status !== 200) throw new Error(`pd/delivery answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

/** Opens the move's card on /pd-enquiry (an accordion) and gives it. */
async function openMove(page: Page): Promise<Locator> {
  await page.goto(url('/pd-enquiry'));
  const title = `${MOVE.from} → ${MOVE.to}`;
  const card = page.getByRole('article').filter({ has: page.getByRole('button', { name: title }) }).first();
  const toggle = card.getByRole('button', { name: title }).first();
  await expectVisible(toggle);
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  return card;
}

/** The mover's step on the job's page: a photo, then the button. */
async function markStep(page: Page, button: 'Mark picked up' | 'Mark delivered', photoLabel: RegExp, caption: string) {
  await page.getByLabel(photoLabel).setInputFiles({ name: `${caption}.jpg`, mimeType: 'image/jpeg', buffer: await photo(caption, 200) });
  await page.getByRole('button', { name: button }).click();
}

/** The step photo named so has loaded and decoded (a broken picture has no natural width). */
async function stepPhotoDrawn(page: Page, name: RegExp) {
  const image = page.getByRole('img', { name });
  await image.scrollIntoViewIfNeeded();
  await page.waitForFunction((element) => element instanceof HTMLImageElement && element.complete && element.naturalWidth > 0, await image.elementHandle());
}

test('a move: requested, quoted and allocated by ops, accepted and paid, picked up and delivered with photos, then in the mover’s earnings', async () => {
  const customer = await freshCustomer(e2e.site.url);
  const id = String(await sendMove(customer.token));

  // Ops quote it, see the demo partner among the movers whose area reaches the pick-up point, with his distance, and allocate him.
  await adminCli(e2e.site.url, 'enquiries:answer', id, '--message', 'A tempo and two loaders at 9 AM.', '--quote', '1800');
  const candidates = await adminCli(e2e.site.url, 'enquiries:partners', id);
  expect(candidates).toMatch(/Ravi Kumar.*\d+(\.\d)? km/);
  const partner = await tokenOf(e2e.site.url, 'employee', demoAccounts.partner);
  await adminCli(e2e.site.url, 'enquiries:allocate', id, '--partner', String(partner.id));

  // The customer sees the quote and the mover, accepts and pays in the sandbox.
  const signedIn = await signInCustomerAs(e2e, customer);
  context = signedIn.context;
  const page = signedIn.page;
  let card = await openMove(page);
  const mover = card.getByRole('region', { name: 'Your mover' });
  await expectVisible(mover.getByText('Ravi Kumar'));
  await expectVisible(mover.getByText('Verified'));
  await expectVisible(mover.getByText(/jobs? done/));
  expect(await mover.getByRole('link', { name: 'Call Ravi Kumar' }).getAttribute('href')).toBe(`tel:+91${demoAccounts.partner.mobile}`);
  await expectVisible(card.getByRole('button', { name: 'Accept and pay ₹1,800' }));
  await shootBothWidths(page, 'moves-customer-quoted');
  await page.setViewportSize({ width: 1280, height: 900 });
  await card.getByRole('button', { name: 'Accept and pay ₹1,800' }).click();
  const checkout = page.getByRole('dialog');
  await expectVisible(checkout.getByText('Test payment — no money moves'));
  await expectVisible(checkout.getByText('₹1,800').first());
  await checkout.getByRole('button', { name: /^Pay / }).click();
  await expectVisible(card.getByText('Paid', { exact: true }).first());
  await expectVisible(card.locator('li[aria-current="step"]', { hasText: 'Paid' }));
  await shootBothWidths(page, 'moves-customer-paid');
  await context.close();

  // The mover picks the goods up, then delivers them, each with a photo.
  const partnerSide = await signInDemoPartner(e2e);
  context = partnerSide.context;
  const partnerPage = partnerSide.page;
  await partnerPage.goto(url(`/pd-delivery-popup?id=${id}`));
  await expectVisible(partnerPage.getByText(MOVE.description));
  await expectVisible(partnerPage.getByRole('button', { name: 'Mark picked up' }));
  await shootBothWidths(partnerPage, 'moves-partner-paid');
  await partnerPage.setViewportSize({ width: 1280, height: 900 });
  await markStep(partnerPage, 'Mark picked up', /Photo of the goods at pick-up/, 'Loaded');
  await expectVisible(partnerPage.getByRole('button', { name: 'Mark delivered' }));
  // His photo is processed after the answer: a "Processing…" tile until then, and the page asks
  // again by itself, so the photo comes whole, never as a broken picture.
  await expectVisible(partnerPage.getByRole('img', { name: /^Picked up on / }));
  await stepPhotoDrawn(partnerPage, /^Picked up on /);
  await shootBothWidths(partnerPage, 'moves-partner-picked-up');
  await partnerPage.setViewportSize({ width: 1280, height: 900 });
  await markStep(partnerPage, 'Mark delivered', /Photo of the goods at delivery/, 'Unloaded');
  await expectVisible(partnerPage.getByText('Delivered. The quote is in your earnings.').first());
  await expectVisible(partnerPage.getByRole('img', { name: /^Delivered on / }));
  await stepPhotoDrawn(partnerPage, /^Delivered on /);
  await shootBothWidths(partnerPage, 'moves-partner-delivered');

  // The move is in the mover's earnings at its quote.
  await partnerPage.goto(url('/employee-earnings'));
  const row = partnerPage.getByRole('row').filter({ hasText: 'Pass Fast Express' }).first();
  await expectVisible(row);
  await expectVisible(row.getByText('₹1,800'));
  await shootBothWidths(partnerPage, 'moves-partner-earnings');
  await context.close();

  // The customer sees the move delivered, with both photos, which load on their signed links.
  const again = await signInCustomerAs(e2e, customer);
  context = again.context;
  card = await openMove(again.page);
  await expectVisible(card.locator('li[aria-current="step"]', { hasText: 'Delivered' }));
  await expectVisible(card.getByRole('img', { name: 'Photo at pick-up' }));
  const delivered = card.getByRole('img', { name: 'Photo at delivery' });
  await delivered.scrollIntoViewIfNeeded();
  await again.page.waitForFunction((img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0, await delivered.elementHandle(), { timeout: 10_000 });
  await shootBothWidths(again.page, 'moves-customer-delivered');

  const { data } = await okApi<{ data: { id: number; stage: string }[] }>(e2e.site.url, 'GET', 'user/pdenquiry/list', customer.token);
  expect(data.find((move) => String(move.id) === id)?.stage).toBe('delivered');
});
