// The signed-in home's rows of services and its category row (customer §2, §9) in a real
// browser, as the carousel draws them without a carousel library: the arrows sit on the cards'
// pictures and go round both ways, a swipe (the browser's own scrolling) moves the bullets and,
// carried past the last card, comes back to the originals once still, and a mouse drags a row
// without opening the card it started on.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expectVisible, screenshot, waitForLivePage } from './support/browser';
import { chennai, signInDemoCustomer } from './support/customer';
import { useSiteAndBrowser } from './support/lifecycle';

const e2e = useSiteAndBrowser();

/** The carousel of the home section headed `heading`, once the live page shows its arrows. */
async function carouselOf(page: Page, heading: string): Promise<Locator> {
  await waitForLivePage(page);
  const carousel = page.locator('section', { has: page.getByRole('heading', { level: 2, name: heading, exact: true }) }).locator('[aria-roledescription="carousel"]');
  await carousel.scrollIntoViewIfNeeded();
  await expectVisible(carousel.getByRole('button', { name: 'Next slide' }));
  return carousel;
}

/** The name of the first card wholly in view in the row, and where the row is scrolled to. */
function firstShown(carousel: Locator): Promise<{ name: string; scrollLeft: number; step: number }> {
  return carousel.evaluate((root) => {
    const track = root.querySelector('[role="group"]')!.parentElement!;
    const box = track.getBoundingClientRect();
    const slides = [...track.children] as HTMLElement[];
    const first = slides
      .map((slide) => ({ slide, left: slide.getBoundingClientRect().left }))
      .filter(({ left }) => left >= box.left - 1)
      .sort((a, b) => a.left - b.left)[0]!.slide;
    return {
      // A service card's name is its heading, a category card's the text under its picture.
      name: ((first.querySelector('h3') ?? first.querySelector('span'))?.textContent ?? '').trim(),
      scrollLeft: track.scrollLeft,
      step: slides[1]!.offsetLeft - slides[0]!.offsetLeft,
    };
  });
}

/** Waits until the row rests with `name` first (a glide takes a few hundred ms). */
async function expectFirst(carousel: Locator, name: string): Promise<void> {
  const deadline = Date.now() + 5_000;
  let shown = '';
  while (Date.now() < deadline) {
    shown = (await firstShown(carousel)).name;
    if (shown === name) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`expected '${name}' first in the row, it shows '${shown}'`);
}

async function currentBullet(carousel: Locator): Promise<number> {
  const states = await carousel.getByRole('button', { name: /^Go to slide \d+$/ }).evaluateAll((all) => all.map((bullet) => bullet.getAttribute('aria-current')));
  return states.indexOf('true') + 1;
}

/** The names of a row's service cards, in order (each once: its copies are hidden). */
function serviceNames(carousel: Locator): Promise<string[]> {
  return carousel.getByRole('group').evaluateAll((slides) => slides.map((slide) => slide.querySelector('h3')?.textContent?.trim() ?? ''));
}

describe('the home rows at 375 px', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ context, page } = await signInDemoCustomer(e2e, chennai, { reducedMotion: 'reduce' }));
    await page.setViewportSize({ width: 375, height: 800 });
  });
  afterAll(async () => {
    await context.close();
  });

  test('a row of services goes round both ways with its arrows, which sit on the pictures, not on the names', async () => {
    await page.goto(`${e2e.site.url}/`);
    const row = await carouselOf(page, 'Most popular');
    const names = await serviceNames(row);
    expect(names.length).toBeGreaterThan(2);
    expect((await firstShown(row)).name).toBe(names[0]);
    expect(await row.getByRole('button', { name: /^Go to slide \d+$/ }).count()).toBe(names.length);

    // The arrows' middle on the first card's picture, clear of its name.
    const [arrow, picture, name] = await Promise.all([
      row.getByRole('button', { name: 'Next slide' }).boundingBox(),
      row.getByRole('group').first().locator('img').boundingBox(),
      row.getByRole('group').first().locator('h3').boundingBox(),
    ]);
    const arrowMiddle = arrow!.y + arrow!.height / 2;
    expect(arrowMiddle).toBeGreaterThan(picture!.y);
    expect(arrowMiddle).toBeLessThan(picture!.y + picture!.height);
    expect(arrow!.y + arrow!.height).toBeLessThan(name!.y);
    await screenshot(page, 'home-service-row-375');

    await row.getByRole('button', { name: 'Next slide' }).click();
    await expectFirst(row, names[1]!);
    expect(await currentBullet(row)).toBe(2);
    await row.getByRole('button', { name: 'Previous slide' }).click();
    await row.getByRole('button', { name: 'Previous slide' }).click();
    await expectFirst(row, names.at(-1)!);
    expect(await currentBullet(row)).toBe(names.length);
    // On from the last card: the first comes round, drawn from its copy, then the originals again.
    await row.getByRole('button', { name: 'Next slide' }).click();
    await expectFirst(row, names[0]!);
    expect(await currentBullet(row)).toBe(1);
  });

  test('a swipe moves the bullets, and a row carried onto its copies comes back to the originals once still', async () => {
    await page.goto(`${e2e.site.url}/`);
    const row = await carouselOf(page, 'Most popular');
    const names = await serviceNames(row);
    const { step } = await firstShown(row);
    // What a swipe does: the browser scrolls the row (and snaps it to a card).
    await row.evaluate((root, by) => root.querySelector('[role="group"]')!.parentElement!.scrollBy({ left: by, behavior: 'instant' }), step * 2);
    await expectFirst(row, names[2]!);
    expect(await currentBullet(row)).toBe(3);

    // Onto the first card's copy after the last card: the same picture, then the original.
    await row.evaluate((root, left) => root.querySelector('[role="group"]')!.parentElement!.scrollTo({ left, behavior: 'smooth' }), step * names.length);
    await expect(waitUntil(async () => (await firstShown(row)).scrollLeft < 1)).resolves.toBe(true);
    expect((await firstShown(row)).name).toBe(names[0]);
    expect(await currentBullet(row)).toBe(1);
  });
});

/** Polls `check` for up to 5 s. */
async function waitUntil(check: () => Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

test('1280 px: a mouse drags the category row on by a card, and the drag opens nothing', async () => {
  const { context, page } = await signInDemoCustomer(e2e, chennai, { reducedMotion: 'reduce' });
  try {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${e2e.site.url}/`);
    const row = await carouselOf(page, 'Categories');
    await expectVisible(row.getByRole('button', { name: 'Tutor/Consultancies' }));
    expect((await firstShown(row)).name).toBe('Pass Fast Express');
    const { step } = await firstShown(row);

    // Grab the second card and pull the row left by a little more than half a card: it goes on by one.
    const card = await row.getByRole('button', { name: 'Retail & Shop' }).boundingBox();
    const from = { x: card!.x + card!.width / 2, y: card!.y + card!.height / 2 };
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    for (let moved = 0; moved <= step * 0.6; moved += 10) await page.mouse.move(from.x - moved, from.y);
    await page.mouse.up();

    await expectFirst(row, 'Industry & Factory');
    expect(await currentBullet(row)).toBe(2);
    // The press began on a card, but it was a drag: no category popup.
    await page.waitForTimeout(500);
    expect(await page.getByRole('dialog').count()).toBe(0);

    // A plain click on a card still opens its popup.
    await row.getByRole('button', { name: 'Retail & Shop' }).click();
    await expectVisible(page.getByRole('dialog', { name: 'Categories' }));
  } finally {
    await context.close();
  }
});
