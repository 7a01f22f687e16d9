import { act, screen, within } from '@testing-library/react';
import { fakeApi, type FakeRoute, ok, removeMatchMedia, stubMatchMedia } from '@servenear/shared/testing';
import { categoriesWire, customer, renderPage, subcategoryWire } from '../../test/renderPage';

const route = '/user-home';

function homeRoutes(): Record<string, FakeRoute> {
  return {
    'GET user/sliderimage': ok([]),
    'GET category': ok(categoriesWire),
    'GET subcategory/3': ok([subcategoryWire(8, 3, 'Electrician')]),
    'GET user/industryservices': ok([]),
    'GET user/retailservices': ok([]),
    'GET user/homeandpersonal': ok([]),
    'GET user/gettutoringandconsulting': ok([]),
  };
}

// The section is a region named 'Categories' too: the carousel is the one inside it.
const carousel = () => screen.getAllByRole('region', { name: 'Categories' }).find((region) => region.getAttribute('aria-roledescription') === 'carousel')!;
/** The cards side by side now, as the carousel lays them out. */
const perView = (region: HTMLElement) => (region.querySelector('[style*="--per-view"]') as HTMLElement).style.getPropertyValue('--per-view');
/** The copies the carousel draws after the last card to loop (the arrows' icons are hidden too, but not divs). */
const copiesIn = (region: HTMLElement) => [...region.querySelectorAll('div[aria-hidden="true"]')];
const currentBullet = (region: HTMLElement) =>
  within(region)
    .getAllByRole('button', { name: /^Go to slide \d+$/ })
    .findIndex((bullet) => bullet.getAttribute('aria-current') === 'true') + 1;
const names = ['Pass Fast Express', 'Industry & Factory', 'Retail & Shop', 'Home & Personal', 'Tutor/Consultancies'];

function preferReducedMotion() {
  stubMatchMedia((query) => query.includes('prefers-reduced-motion: reduce'));
}

afterEach(() => {
  removeMatchMedia();
});

describe('the home category carousel (customer §2)', () => {
  it('shows Pass Fast Express first, then every category once, with named arrows and a bullet per card', async () => {
    fakeApi(homeRoutes());
    renderPage(route, route, { session: customer });

    await screen.findByRole('button', { name: 'Tutor/Consultancies' });
    const region = carousel();
    // Every card is there once for assistive technology, whatever the carousel draws to loop.
    const cards = within(region)
      .getAllByRole('button')
      .filter((button) => names.includes(button.textContent ?? ''));
    expect(cards.map((card) => card.textContent)).toEqual(names);
    expect(within(cards[0]!).getByRole('img', { name: 'P & D Enquiry' })).toBeInTheDocument();

    expect(within(region).getByRole('button', { name: 'Previous slide' })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    const bullets = within(region).getAllByRole('button', { name: /^Go to slide \d+$/ });
    expect(bullets.map((bullet) => bullet.getAttribute('aria-label'))).toEqual(names.map((_, index) => `Go to slide ${index + 1}`));
    expect(bullets[0]).toHaveAttribute('aria-current', 'true');
  });

  it('loops with five cards even when all five fit: two on a phone, 3/4/5 from 568/768/1024 px', async () => {
    fakeApi(homeRoutes());
    renderPage(route, route, { session: customer });

    await screen.findByRole('button', { name: 'Tutor/Consultancies' });
    const region = carousel();
    // jsdom's window is 1024 px wide: all five in view, and all five again after the last to loop.
    expect(perView(region)).toBe('5');
    expect(copiesIn(region)).toHaveLength(5);
    act(() => within(region).getByRole('button', { name: 'Previous slide' }).click());
    expect(currentBullet(region)).toBe(5);

    const width = window.innerWidth;
    try {
      for (const [newWidth, shown] of [[375, 2], [567, 2], [568, 3], [768, 4], [1023, 4], [1024, 5]] as const) {
        window.innerWidth = newWidth;
        act(() => void window.dispatchEvent(new Event('resize')));
        expect(perView(carousel())).toBe(String(shown));
      }
    } finally {
      window.innerWidth = width;
      act(() => void window.dispatchEvent(new Event('resize')));
    }
  });

  it('on a phone draws copies of the two cards in view only, hidden from assistive technology and out of the tab order', async () => {
    const width = window.innerWidth;
    window.innerWidth = 375;
    try {
      fakeApi(homeRoutes());
      renderPage(route, route, { session: customer });

      await screen.findByRole('button', { name: 'Tutor/Consultancies' });
      const region = carousel();
      expect(within(region).getAllByRole('group')).toHaveLength(5);
      const copies = copiesIn(region);
      expect(copies.map((copy) => copy.textContent)).toEqual(['Pass Fast Express', 'Industry & Factory']);
      for (const copy of copies) expect(copy.querySelector('button')).toHaveAttribute('tabindex', '-1');
    } finally {
      window.innerWidth = width;
    }
  });

  it('loads the images of the cards on screen at first at once and first (the LCP), the others lazily', async () => {
    const imageOf = (name: string, scope: ParentNode = document) =>
      [...scope.querySelectorAll('button')].find((button) => button.textContent === name)?.querySelector('img');
    const firstPaint = (image: HTMLImageElement | null | undefined) => {
      expect(image).toHaveAttribute('loading', 'eager');
      expect(image).toHaveAttribute('fetchpriority', 'high');
      expect(image).not.toHaveAttribute('decoding', 'async');
      expect(image).toHaveAttribute('width', '160');
      expect(image).toHaveAttribute('height', '120');
    };
    const width = window.innerWidth;
    window.innerWidth = 375;
    try {
      fakeApi(homeRoutes());
      const { unmount } = renderPage(route, route, { session: customer });

      // A phone shows two cards: Pass Fast Express and the first category.
      await screen.findByRole('button', { name: 'Tutor/Consultancies' });
      firstPaint(imageOf('Pass Fast Express'));
      firstPaint(imageOf('Industry & Factory'));
      for (const name of ['Retail & Shop', 'Home & Personal', 'Tutor/Consultancies']) {
        expect(imageOf(name)).toHaveAttribute('loading', 'lazy');
        expect(imageOf(name)).not.toHaveAttribute('fetchpriority');
      }
      unmount();

      // From 1024 px all five show; the copies the row draws to loop come later, lazily.
      window.innerWidth = 1024;
      fakeApi(homeRoutes());
      renderPage(route, route, { session: customer });
      await screen.findByRole('button', { name: 'Tutor/Consultancies' });
      const region = carousel();
      const originals = within(region).getAllByRole('group');
      const copies = copiesIn(region);
      expect(copies).toHaveLength(5);
      for (const name of names) {
        const original = originals.map((slide) => imageOf(name, slide)).find(Boolean);
        // 'Home & Personal' has no image: the catalogue's fallback picture, loaded at once too.
        if (name === 'Home & Personal') expect(original).toHaveAttribute('loading', 'eager');
        else firstPaint(original);
        expect(copies.map((slide) => imageOf(name, slide)).find(Boolean)).toHaveAttribute('loading', 'lazy');
      }
    } finally {
      window.innerWidth = width;
    }
  });

  it('moves to the card of a bullet, and its arrows go round both ways', async () => {
    fakeApi(homeRoutes());
    const { user } = renderPage(route, route, { session: customer });

    await screen.findByRole('button', { name: 'Tutor/Consultancies' });
    const region = carousel();
    await user.click(within(region).getByRole('button', { name: 'Go to slide 3' }));
    expect(currentBullet(region)).toBe(3);
    expect(within(region).getByRole('button', { name: 'Go to slide 1' })).not.toHaveAttribute('aria-current');
    await user.click(within(region).getByRole('button', { name: 'Next slide' }));
    await user.click(within(region).getByRole('button', { name: 'Next slide' }));
    await user.click(within(region).getByRole('button', { name: 'Next slide' }));
    expect(currentBullet(region)).toBe(1);
    await user.click(within(region).getByRole('button', { name: 'Previous slide' }));
    expect(currentBullet(region)).toBe(5);
  });

  it('turns by itself every 3000 ms, but not for someone who prefers reduced motion', async () => {
    jest.useFakeTimers();
    try {
      fakeApi(homeRoutes());
      const { unmount } = renderPage(route, route, { session: customer });
      await screen.findByRole('button', { name: 'Tutor/Consultancies' });
      act(() => void jest.advanceTimersByTime(3000));
      expect(currentBullet(carousel())).toBe(2);
      unmount();

      preferReducedMotion();
      fakeApi(homeRoutes());
      renderPage(route, route, { session: customer });
      await screen.findByRole('button', { name: 'Tutor/Consultancies' });
      act(() => void jest.advanceTimersByTime(9000));
      expect(currentBullet(carousel())).toBe(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it("lets a name wrap only after its slash ('Tutor/' + 'Consultancies'), never inside a word", async () => {
    fakeApi(homeRoutes());
    renderPage(route, route, { session: customer });

    const card = await screen.findByRole('button', { name: 'Tutor/Consultancies' });
    expect(card.querySelector('wbr')).not.toBeNull();
    expect(card.lastElementChild?.innerHTML).toBe('Tutor/<wbr>Consultancies');
  });

  it('opens the Pass Fast Express popup from the first card and the popup of a category', async () => {
    fakeApi(homeRoutes());
    const { user } = renderPage(route, route, { session: customer });

    await screen.findByRole('button', { name: 'Tutor/Consultancies' });
    // Its name is the image's alt and the title.
    const passFastExpress = screen.getByRole('button', { name: 'P & D Enquiry Pass Fast Express' });
    await user.click(passFastExpress);
    const enquiry = await screen.findByRole('dialog', { name: 'Pass Fast Express' });
    await user.click(within(enquiry).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Pass Fast Express' })).not.toBeInTheDocument();
    expect(passFastExpress).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Home & Personal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Categories' });
    expect(within(dialog).getByRole('button', { name: 'Home & Personal' })).toHaveAttribute('aria-pressed', 'true');
    expect(await within(dialog).findByRole('link', { name: 'Electrician' })).toBeInTheDocument();
  });
});
