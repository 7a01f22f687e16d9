import type { Page } from 'playwright-core';
import { expectVisible, horizontalOverflow, screenshot } from './support/browser';
import { useSiteAndBrowser } from './support/lifecycle';

const e2e = useSiteAndBrowser();
let page: Page;

beforeEach(async () => {
  page = await e2e.browser.newPage({ viewport: { width: 375, height: 800 } });
});
afterEach(async () => page.close());

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${e2e.site.url}/api/${path}`);
  return ((await response.json()) as { data: T }).data;
}

interface ServiceItem {
  id: number;
  name: string;
  servicetype: string;
  total_reviews: number;
}

test('a subcategory lists its services; View details opens the overlay with prices and the rating histogram', async () => {
  const [subcategory] = await api<{ id: number; subcategory_name: string }[]>('subcategory/3');
  const services = await api<ServiceItem[]>(`sublist/service/3/${subcategory!.id}`);
  const bookable = services.find((service) => service.servicetype === 'service' && service.total_reviews > 0)!;

  await page.goto(`${e2e.site.url}/list-of-services?category=3&subcategory=${subcategory!.id}`);
  await expectVisible(page.getByText(bookable.name).first());
  expect(await horizontalOverflow(page)).toBe(0);
  await screenshot(page, 'list-of-services-375');
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page, 'list-of-services-1280');

  const card = page.getByRole('article').filter({ hasText: bookable.name }).first();
  await card.getByRole('button', { name: /view details/i }).click();
  const overlay = page.getByRole('dialog', { name: bookable.name });
  await expectVisible(overlay);
  await expectVisible(overlay.getByRole('button', { name: 'Book Service' }));
  await expectVisible(overlay.getByRole('button', { name: 'Add to Cart' }));
  await expectVisible(overlay.getByText('Trained Professional'));
  await expectVisible(overlay.getByText(/%/).first());
  await screenshot(page, 'service-overlay-1280');
  await page.setViewportSize({ width: 375, height: 800 });
  await screenshot(page, 'service-overlay-375');

  await overlay.getByRole('button', { name: 'Add to Cart' }).click();
  await expectVisible(page.getByText('Please log in to add service to your cart.'));
  await page.keyboard.press('Escape');
  await overlay.waitFor({ state: 'hidden' });
});

test('with remote-catalog down, header and footer work and its region shows the fallback', async () => {
  await page.route('**/releases/remote-catalog/**', (route) => route.fulfill({ status: 503, body: 'Service Unavailable' }));
  await page.goto(`${e2e.site.url}/list-of-services?category=1&subcategory=1`);
  await expectVisible(page.getByTestId('remote-fallback'), 30_000);
  await expectVisible(page.getByRole('banner'));
  await expectVisible(page.getByRole('contentinfo'));
  await page.getByRole('contentinfo').getByRole('link', { name: 'About us' }).click();
  await expectVisible(page.getByRole('heading', { level: 1, name: /About ServeNear/i }));
});
