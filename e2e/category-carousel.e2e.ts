// The category carousel of the signed-in home and of the service list (customer §2), and the
// header's categories popup, in a real browser at a phone's and a desktop's width: the row
// turns with its arrows and bullets and loops, turns by itself every 3 s (but not for someone
// who prefers reduced motion), names break only between words or after a slash, the arrows
// never cover a name, and the popup's subcategory grid has no blank row.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { chennai, signInDemoCustomer } from './support/customer';
import { expectVisible, horizontalOverflow, screenshot, waitForLivePage } from './support/browser';
import { useSiteAndBrowser } from './support/lifecycle';

const e2e = useSiteAndBrowser();
const cards = ['Pass Fast Express', 'Industry & Factory', 'Retail & Shop', 'Home & Personal', 'Tutor/Consultancies'];
const widths = [375, 1280] as const;
/** Cards side by side (components/categories/layout.ts): two on a phone, five from 1024 px. */
const shownAt = { 375: 2, 1280: 5 } as const;

/** A browser context with the demo customer signed in and a location in Chennai. */
const signedIn = (options: { reducedMotion: 'reduce' | 'no-preference' }) => signInDemoCustomer(e2e, chennai, options);

/**
 * The carousel once it has come alive: the server's picture of the page draws the row as the
 * browser does, its arrows inert until the remote's live page has replaced the picture.
 */
async function live(carousel: Locator): Promise<Locator> {
  await waitForLivePage(carousel.page());
  await expectVisible(carousel.getByRole('button', { name: 'Next slide' }));
  return carousel;
}

/** The home's category carousel, once its categories are in. */
async function homeCarousel(page: Page): Promise<Locator> {
  const carousel = page.locator('section[aria-labelledby="home-categories"] [aria-roledescription="carousel"]');
  await expectVisible(carousel.getByRole('button', { name: 'Tutor/Consultancies' }));
  return live(carousel);
}

/** The names of the cards wholly inside the carousel's visible track, left to right. */
function shownCards(carousel: Locator): Promise<string[]> {
  return carousel.evaluate((root) => {
    const track = root.querySelector('[role="group"]')!.parentElement!.getBoundingClientRect();
    return [...root.querySelector('[role="group"]')!.parentElement!.children]
      .map((slide) => ({ box: slide.getBoundingClientRect(), name: slide.querySelector('[class*="title"], span')?.textContent ?? '' }))
      .filter(({ box }) => box.width > 0 && box.left >= track.left - 1 && box.right <= track.right + 1)
      .sort((a, b) => a.box.left - b.box.left)
      .map(({ name }) => name);
  });
}

/** Which bullet says it is current (1-based), or 0. */
async function currentBullet(carousel: Locator): Promise<number> {
  const bullets = carousel.getByRole('button', { name: /^Go to slide \d+$/ });
  const states = await bullets.evaluateAll((all) => all.map((bullet) => bullet.getAttribute('aria-current')));
  return states.indexOf('true') + 1;
}

/** Waits until the carousel shows `first` as its first whole card. */
async function expectFirstShown(carousel: Locator, first: string): Promise<void> {
  const deadline = Date.now() + 5_000;
  let shown: string[] = [];
  while (Date.now() < deadline) {
    shown = await shownCards(carousel);
    if (shown[0] === first) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`expected '${first}' first in the carousel, it shows ${JSON.stringify(shown)}`);
}

/**
 * Where each name in the carousel breaks into lines: for every line after the first, the
 * characters on both sides of the break. A break is fine only after a slash or at a space.
 */
function lineBreaks(carousel: Locator): Promise<{ name: string; before: string; after: string }[]> {
  return carousel.evaluate((root) => {
    const breaks: { name: string; before: string; after: string }[] = [];
    const titles = [...root.querySelector('[role="group"]')!.parentElement!.children].map((slide) => slide.querySelector('[class*="title"], span') as HTMLElement);
    for (const title of titles) {
      const characters: { char: string; top: number }[] = [];
      const walker = document.createTreeWalker(title, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (let index = 0; index < text.length; index += 1) {
          const range = document.createRange();
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          const box = range.getClientRects()[0];
          // A space at a line's end may have no box of its own.
          if (box) characters.push({ char: text[index]!, top: Math.round(box.top) });
        }
      }
      for (let index = 1; index < characters.length; index += 1) {
        if (characters[index]!.top > characters[index - 1]!.top + 2) {
          breaks.push({ name: title.textContent ?? '', before: characters[index - 1]!.char, after: characters[index]!.char });
        }
      }
    }
    return breaks;
  });
}

/** Names whose box an arrow overlaps, among the cards on screen. */
function namesUnderArrows(carousel: Locator): Promise<string[]> {
  return carousel.evaluate((root) => {
    const track = root.querySelector('[role="group"]')!.parentElement!.getBoundingClientRect();
    const arrows = [...root.querySelectorAll('button[aria-label="Previous slide"], button[aria-label="Next slide"]')].map((arrow) => arrow.getBoundingClientRect());
    const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    return [...root.querySelector('[role="group"]')!.parentElement!.children]
      .map((slide) => slide.querySelector('[class*="title"], span') as HTMLElement)
      .filter((title) => {
        const box = title.getBoundingClientRect();
        // On screen: inside the track's clip (the rest is hidden by its overflow).
        return box.width > 0 && box.right > track.left && box.left < track.right;
      })
      .filter((title) => arrows.some((arrow) => arrow.width > 0 && overlaps(arrow, title.getBoundingClientRect())))
      .map((title) => title.textContent ?? '');
  });
}

/** Names wider than their card (a word that could not wrap spills out). */
function overflowingNames(carousel: Locator): Promise<string[]> {
  return carousel.evaluate((root) =>
    [...root.querySelector('[role="group"]')!.parentElement!.children]
      .map((slide) => slide.querySelector('[class*="title"], span') as HTMLElement)
      .filter((title) => title.scrollWidth > title.clientWidth + 1 || title.getBoundingClientRect().right > title.parentElement!.getBoundingClientRect().right)
      .map((title) => title.textContent ?? ''),
  );
}

describe('the home category carousel', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    // Reduced motion: no autoplay (checked below), so the arrows alone move the row here.
    ({ context, page } = await signedIn({ reducedMotion: 'reduce' }));
  });
  afterAll(async () => {
    await context.close();
  });

  for (const width of widths) {
    test(`${width} px: the arrows turn the row, a bullet moves it, it loops both ways, and it keeps still for reduced motion`, async () => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${e2e.site.url}/`);
      const carousel = await homeCarousel(page);
      await carousel.scrollIntoViewIfNeeded();

      expect(await shownCards(carousel)).toEqual(cards.slice(0, shownAt[width]));
      expect(await currentBullet(carousel)).toBe(1);
      expect(await carousel.getByRole('button', { name: /^Go to slide \d+$/ }).count()).toBe(cards.length);
      expect(await horizontalOverflow(page)).toBe(0);
      await screenshot(page, `category-carousel-home-${width}`);

      await carousel.getByRole('button', { name: 'Next slide' }).click();
      await expectFirstShown(carousel, 'Industry & Factory');
      expect(await currentBullet(carousel)).toBe(2);

      // Back past the first card: the last one comes round.
      await carousel.getByRole('button', { name: 'Previous slide' }).click();
      await expectFirstShown(carousel, 'Pass Fast Express');
      await carousel.getByRole('button', { name: 'Previous slide' }).click();
      await expectFirstShown(carousel, 'Tutor/Consultancies');
      expect(await currentBullet(carousel)).toBe(5);
      expect(await shownCards(carousel)).toHaveLength(shownAt[width]);

      await carousel.getByRole('button', { name: 'Go to slide 3' }).click();
      await expectFirstShown(carousel, 'Retail & Shop');
      expect(await currentBullet(carousel)).toBe(3);

      // On past the last card: the first one comes round again.
      for (let step = 0; step < 3; step += 1) await carousel.getByRole('button', { name: 'Next slide' }).click();
      await expectFirstShown(carousel, 'Pass Fast Express');
      expect(await currentBullet(carousel)).toBe(1);

      // No autoplay for someone who prefers reduced motion.
      await page.waitForTimeout(3_600);
      expect(await currentBullet(carousel)).toBe(1);
    });

    test(`${width} px: names break only between words or after the slash, fit their card, and no arrow covers one`, async () => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${e2e.site.url}/`);
      const carousel = await homeCarousel(page);

      for (const position of [1, 2, 3, 4, 5]) {
        await carousel.getByRole('button', { name: `Go to slide ${position}` }).click();
        await expectFirstShown(carousel, cards[position - 1]!);
        expect(await namesUnderArrows(carousel)).toEqual([]);
      }
      const breaks = await lineBreaks(carousel);
      expect(breaks.filter(({ before, after }) => before !== '/' && before !== ' ' && after !== ' ')).toEqual([]);
      expect(await overflowingNames(carousel)).toEqual([]);
      if (width === 375) {
        // Two cards on a phone: the long name takes two lines, split at its slash.
        expect(breaks).toContainEqual({ name: 'Tutor/Consultancies', before: '/', after: 'C' });
      }
    });
  }

  test('the first card opens the Pass Fast Express popup and a category card opens its popup', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${e2e.site.url}/`);
    const carousel = await homeCarousel(page);
    await carousel.getByRole('button', { name: 'P & D Enquiry Pass Fast Express' }).click();
    const enquiry = page.getByRole('dialog', { name: 'Pass Fast Express' });
    await expectVisible(enquiry.getByRole('button', { name: 'Enquiry Now' }));
    await enquiry.getByRole('button', { name: 'Close' }).click();
    await enquiry.waitFor({ state: 'hidden' });

    await carousel.getByRole('button', { name: 'Retail & Shop' }).click();
    const dialog = page.getByRole('dialog', { name: 'Categories' });
    await expectVisible(dialog);
    expect(await dialog.getByRole('button', { name: 'Retail & Shop' }).getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('Escape');
  });
});

test('1280 px: the carousel turns by itself every 3 s and keeps turning after a click', async () => {
  const { context, page } = await signedIn({ reducedMotion: 'no-preference' });
  try {
    const carousel = await homeCarousel(page);
    expect(await currentBullet(carousel)).toBe(1);
    await page.waitForTimeout(3_600);
    expect(await currentBullet(carousel)).toBe(2);

    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expectFirstShown(carousel, 'Retail & Shop');
    await page.waitForTimeout(3_600);
    expect(await currentBullet(carousel)).toBeGreaterThan(3);
  } finally {
    await context.close();
  }
});

describe('the service list category carousel', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ context, page } = await signedIn({ reducedMotion: 'reduce' }));
  });
  afterAll(async () => {
    await context.close();
  });

  for (const width of widths) {
    test(`${width} px: the current category shows first, the row loops, and names and arrows keep clear`, async () => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${e2e.site.url}/list-of-services?category=4`);
      const carousel = page.getByRole('navigation', { name: 'Categories', exact: true }).locator('[aria-roledescription="carousel"]');
      await expectVisible(carousel.getByRole('link', { name: 'Tutor/Consultancies' }));
      await expectVisible(page.getByRole('heading', { level: 1 }));
      await live(carousel);

      const shown = await shownCards(carousel);
      expect(shown[0]).toBe('Tutor/Consultancies');
      expect(shown).toHaveLength(width === 375 ? 2 : 4);
      await carousel.getByRole('button', { name: 'Next slide' }).click();
      await expectFirstShown(carousel, 'Industry & Factory');

      expect(await namesUnderArrows(carousel)).toEqual([]);
      const breaks = await lineBreaks(carousel);
      expect(breaks.filter(({ before, after }) => before !== '/' && before !== ' ' && after !== ' ')).toEqual([]);
      expect(await overflowingNames(carousel)).toEqual([]);
      expect(await horizontalOverflow(page)).toBe(0);
      await screenshot(page, `category-carousel-list-${width}`);
    });
  }
});

test('1280 px: the categories popup lays its subcategories out with no blank row', async () => {
  const { context, page } = await signedIn({ reducedMotion: 'reduce' });
  try {
    await page.getByRole('button', { name: 'Categories', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Categories' });
    await expectVisible(dialog.getByRole('link').first());

    for (const category of ['Industry & Factory', 'Retail & Shop', 'Home & Personal', 'Tutor/Consultancies']) {
      await dialog.getByRole('button', { name: category }).click();
      await expectVisible(dialog.getByRole('link').first());
      // The rows of links, top to bottom: each starts right under the one before (the grid's
      // 8 px gap), never a row's height further down.
      const gaps = await dialog.getByRole('link').evaluateAll((links) => {
        const rows = new Map<number, number>();
        for (const link of links) {
          const box = link.getBoundingClientRect();
          const top = Math.round(box.top);
          rows.set(top, Math.max(rows.get(top) ?? 0, Math.round(box.bottom)));
        }
        const ordered = [...rows.entries()].sort((a, b) => a[0] - b[0]);
        return ordered.slice(1).map(([top], index) => top - ordered[index]![1]);
      });
      expect(gaps.filter((gap) => gap > 12)).toEqual([]);
      if (category === 'Industry & Factory') await screenshot(page, 'category-popup-1280');
    }
  } finally {
    await context.close();
  }
});
