import path from 'node:path';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { expectVisible, horizontalOverflow, launchBrowser } from './support/browser';
import { signInDemoPartner } from './support/customer';
import { photo } from './support/media';
import { startSite, type Site } from './support/site';
import type { Browser } from 'playwright-core';

/**
 * Issue 37: a partner's photos are processed after the upload answers. The list shows a
 * "Processing…" tile in a photo's place until its job has run, then the photo, asking again by
 * itself; a photo that passed the upload's checks but cannot be decoded shows what to do instead
 * of a broken picture. The media worker is held back by running the site's server without it
 * (JOBS_WORKER=false) and let go by starting it again, with it, on the same data.
 * MEDIA_SHOTS=<folder> keeps screenshots of the list at 375 and 1280 px.
 */
const HELD = { JOBS_WORKER: 'false' };
const WORKING = { JOBS_WORKER: 'true' };
let browser: Browser;
let site: Site;
let page: Page;

/** The same site's data under a server with or without the media worker (cookies keep the session: only the port changes). */
async function restartSite(env: Record<string, string>): Promise<void> {
  await site.stop({ keepData: true });
  site = await startSite({ name: 'media-processing', env, templateDir: path.dirname(site.dataDir) });
}

/** A PNG whose header is sound (the upload's checks pass it) and whose pixels are not (as server/src/modules/media/mediaJobs.test.ts). */
async function undecodablePng(): Promise<Buffer> {
  const png = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#3a7d44' } }).png().toBuffer();
  const broken = Buffer.from(png);
  broken.fill(0xff, png.indexOf('IDAT') + 4, png.indexOf('IDAT') + 24);
  return broken;
}

async function uploadService(subcategory: string, service: string, files: Array<{ name: string; mimeType: string; buffer: Buffer }>): Promise<void> {
  await page.goto(`${site.url}/service-upload`);
  await page.waitForFunction(() => document.querySelector<HTMLInputElement>('input[name="name"]')?.value !== '');
  await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Home & Personal' });
  await page.getByLabel('Sub-category').selectOption({ label: subcategory });
  await page.getByLabel('Service', { exact: true }).selectOption({ label: service });
  await page.getByLabel('Employee type').selectOption('full_time');
  await page.getByLabel('Add photos').setInputFiles(files);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Upload service' }).click();
  await expectVisible(page.getByText('Service uploaded successfully'));
  await page.waitForURL(/\/employee-service-edit$/);
}

/** The list at 1280 and 375 px, drawn afresh at each width (still photos), the failed photo's tile in view; and that card alone at 375. */
async function shoot(name: string): Promise<void> {
  const folder = process.env.MEDIA_SHOTS;
  if (!folder) return;
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${site.url}/employee-service-edit`);
    const kitchen = page.getByRole('listitem', { name: 'Kitchen Deep Cleaning' });
    await kitchen.getByRole('button', { name: 'Show item 2 of 2' }).click();
    await page.waitForTimeout(500);
    await page.screenshot({ path: path.join(folder, `${name}-${width}.png`) });
    if (width === 375) await kitchen.screenshot({ path: path.join(folder, `${name}-failed-card-375.png`) });
  }
  await page.emulateMedia({ reducedMotion: null });
}

beforeAll(async () => {
  // Held from the start: every photo uploaded below waits for the worker until the site restarts with it.
  site = await startSite({ name: 'media-processing', env: HELD });
  browser = await launchBrowser();
  page = (await signInDemoPartner({ site, browser })).page;
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

test('a photo still processing shows "Processing…", then itself; one that cannot be decoded shows what to do, never a broken picture', async () => {
  // Worker held back: the photos stay pending, drawn as tiles, never requested.
  await uploadService('Cleaning & Pest Control', 'Kitchen Deep Cleaning', [
    { name: 'kitchen.jpg', mimeType: 'image/jpeg', buffer: await photo('Kitchen', 20) },
    { name: 'chimney.png', mimeType: 'image/png', buffer: await undecodablePng() },
  ]);
  await uploadService('Cleaning & Pest Control', 'Sofa & Carpet Shampooing', [
    { name: 'sofa-1.jpg', mimeType: 'image/jpeg', buffer: await photo('Sofa', 300) },
    { name: 'sofa-2.jpg', mimeType: 'image/jpeg', buffer: await photo('Carpet', 260) },
  ]);
  const sofa = page.getByRole('listitem', { name: 'Sofa & Carpet Shampooing' });
  await expectVisible(sofa.getByText('Processing…').first());
  expect(await sofa.locator('img').count()).toBe(0);
  expect(await page.getByRole('listitem', { name: 'Kitchen Deep Cleaning' }).locator('img').count()).toBe(0);
  expect(await horizontalOverflow(page)).toBe(0);

  // The worker runs: the list, open on the tiles, turns them into the photos by itself; the photo
  // that cannot be decoded becomes a tile that says what to do.
  await restartSite(WORKING);
  await page.goto(`${site.url}/employee-service-edit`);
  const processed = page.getByRole('listitem', { name: 'Sofa & Carpet Shampooing' });
  await expectVisible(processed.locator('img[src*="/api/files/service-photos/"]').first(), 30_000);
  await expectVisible(processed.getByRole('button', { name: 'Show item 2 of 2' }));
  // The job makes one photo after the other: a tile left when the list was read goes by itself, with no reload.
  await processed.getByText('Processing…').first().waitFor({ state: 'detached', timeout: 30_000 });
  expect(await processed.locator('img[src*="/api/files/service-photos/"]').count()).toBe(2);
  const loaded = await processed.locator('img').evaluateAll((images) => images.map((image) => (image as HTMLImageElement).naturalWidth > 0 && (image as HTMLImageElement).currentSrc.includes('/api/files/service-photos/')));
  expect(loaded).toContain(true);
  const kitchen = page.getByRole('listitem', { name: 'Kitchen Deep Cleaning' });
  await expectVisible(kitchen.locator('img[src*="/api/files/service-photos/"]'), 30_000);
  await kitchen.getByRole('button', { name: 'Show item 2 of 2' }).click();
  await expectVisible(kitchen.getByText('This photo could not be processed. Please upload it again.'), 30_000);
  expect(await horizontalOverflow(page)).toBe(0);
  await shoot('service-list-processed-and-failed');
});
