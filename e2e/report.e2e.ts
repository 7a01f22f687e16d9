import { createPglite } from '../server/src/db/pglite';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { expectVisible, horizontalOverflow, launchBrowser, screenshot } from './support/browser';
import { startSite, type Site } from './support/site';

let site: Site;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  site = await startSite({ name: 'report' });
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

const messages = [
  'Name is required.',
  'Email is required.',
  'Mobile number is required.',
  'Please select a service.',
  'Description is required.',
];

test('an empty submit shows every message and sends nothing', async () => {
  const reportRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/report/')) reportRequests.push(request.url());
  });
  await page.goto(`${site.url}/report`);
  await expectVisible(page.getByRole('heading', { name: 'Report and Queries' }));
  await page.getByRole('button', { name: /submit/i }).click();
  for (const message of messages) await expectVisible(page.getByText(message, { exact: true }));
  expect(reportRequests).toEqual([]);
  await screenshot(page, 'report-errors-1280');
});

test('a valid submit shows the success text and stores the report', async () => {
  await page.goto(`${site.url}/report`);
  await page.getByLabel('Name').fill('Meera Iyer');
  await page.getByLabel('Email').fill('meera.iyer@example.in');
  await page.getByLabel('Mobile').fill('9876543210');
  const service = page.getByLabel('Service', { exact: true });
  await service.locator('option', { hasText: 'Plumber' }).waitFor({ state: 'attached' });
  await service.selectOption({ label: 'Plumber' });
  await page.getByLabel('Description').fill('The plumber booked for Saturday did not arrive.');
  await page.getByRole('button', { name: /submit/i }).click();
  await expectVisible(page.getByText('Report submitted successfully'));
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await horizontalOverflow(page)).toBe(0);
  await screenshot(page, 'report-success-375');

  // PGlite serves one process at a time: stop the server, then read its data folder.
  await browser.close();
  const dataDir = site.dataDir;
  await site.stop({ keepData: true });
  const db = await createPglite(path.join(dataDir, 'pglite'));
  const { rows } = await db.query<{ name: string; email: string; mobile: string; service_name: string }>(
    `select r.name, r.email, r.mobile, s.name as service_name
       from reports r join services s on s.id = r.service_id`,
  );
  await db.close();
  expect(rows).toEqual([
    { name: 'Meera Iyer', email: 'meera.iyer@example.in', mobile: '9876543210', service_name: 'Plumber' },
  ]);
});
