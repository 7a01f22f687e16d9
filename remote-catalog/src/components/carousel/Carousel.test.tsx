import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { carouselBreakpoints, type CarouselLayout } from '@servenear/shared/domain';
import { Carousel, RowCarousel } from './Carousel';
import { removeMatchMedia, stubMatchMedia } from '@servenear/shared/testing';

const cards = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    key: index,
    content: <button type="button">Card {index + 1}</button>,
    copy: (
      <button type="button" tabIndex={-1}>
        Card {index + 1}
      </button>
    ),
  }));

function resizeTo(width: number) {
  act(() => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  });
}

/** Answers `reduce` for prefers-reduced-motion when asked to. */
function preferReducedMotion(reduce: boolean) {
  stubMatchMedia((query) => reduce && query.includes('prefers-reduced-motion: reduce'));
}

const region = () => screen.getByRole('region', { name: 'Services' });
/** The row's frame, which holds the cards side by side now (`--per-view`). */
const frame = () => region().querySelector('[style*="--per-view"]') as HTMLElement;
const track = () => within(region()).getAllByRole('group')[0]!.parentElement!;
/** The bullet that says it is current, by its position (1-based). */
const currentBullet = () =>
  within(region())
    .getAllByRole('button', { name: /^Go to slide \d+$/ })
    .findIndex((bullet) => bullet.getAttribute('aria-current') === 'true') + 1;
const copies = () => [...track().children].filter((slide) => slide.getAttribute('aria-hidden') === 'true');

const originalWidth = window.innerWidth;
beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  resizeTo(originalWidth);
  removeMatchMedia();
});

describe('Carousel (customer §2, §9)', () => {
  it("shows the layout's cards side by side for the window's width, following resizes", () => {
    resizeTo(375);
    render(<Carousel label="Services" layout={carouselBreakpoints.serviceCards} slides={cards(6)} />);
    expect(frame().style.getPropertyValue('--per-view')).toBe('1');
    for (const [width, shown] of [[600, 2], [998, 3], [1300, 4], [599, 1]] as const) {
      resizeTo(width);
      expect(frame().style.getPropertyValue('--per-view')).toBe(String(shown));
    }
  });

  it('names each card a slide of the carousel, with one bullet per card and named arrows', () => {
    resizeTo(375);
    render(<Carousel label="Services" layout={carouselBreakpoints.serviceCards} slides={cards(3)} />);
    expect(region()).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(region()).getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 / 3', '2 / 3', '3 / 3']);
    expect(slides.every((slide) => slide.getAttribute('aria-roledescription') === 'slide')).toBe(true);
    expect(within(region()).getAllByRole('button', { name: /^Go to slide \d+$/ })).toHaveLength(3);
    expect(within(region()).getByRole('button', { name: 'Previous slide' })).toBeInTheDocument();
    expect(within(region()).getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    expect(currentBullet()).toBe(1);
  });

  it('draws copies of the cards in view after the last, hidden from assistive technology and the keyboard', () => {
    resizeTo(1300);
    render(<Carousel label="Services" layout={carouselBreakpoints.serviceCards} slides={cards(6)} />);
    // Four in view: the first four come again after the sixth.
    expect(copies()).toHaveLength(4);
    expect(copies().map((copy) => copy.textContent)).toEqual(['Card 1', 'Card 2', 'Card 3', 'Card 4']);
    expect(copies().every((copy) => within(copy as HTMLElement).getByRole('button', { hidden: true }).tabIndex === -1)).toBe(true);
    // Assistive technology meets every card once.
    expect(within(region()).getAllByRole('button', { name: /^Card/ }).map((card) => card.textContent)).toEqual(['Card 1', 'Card 2', 'Card 3', 'Card 4', 'Card 5', 'Card 6']);
  });

  it('has nothing to move when every card is in view: no copies, arrows, bullets or autoplay', () => {
    resizeTo(1300);
    render(<Carousel label="Services" layout={carouselBreakpoints.serviceCards} slides={cards(3)} />);
    expect(copies()).toHaveLength(0);
    expect(within(region()).queryByRole('button', { name: 'Next slide' })).not.toBeInTheDocument();
    expect(within(region()).queryByRole('button', { name: /^Go to slide/ })).not.toBeInTheDocument();
    expect(track()).not.toHaveAttribute('data-movable');
    // On a phone the same three cards do not fit: the carousel can move again.
    resizeTo(375);
    expect(within(region()).getAllByRole('button', { name: /^Go to slide/ })).toHaveLength(3);
    expect(track()).toHaveAttribute('data-movable', 'true');
  });

  it('loops both ways with its arrows, and a bullet goes to its card', () => {
    resizeTo(375);
    render(<Carousel label="Services" layout={carouselBreakpoints.serviceCards} slides={cards(3)} />);
    const press = (name: string) => fireEvent.click(within(region()).getByRole('button', { name }));
    press('Previous slide');
    expect(currentBullet()).toBe(3);
    press('Next slide');
    expect(currentBullet()).toBe(1);
    press('Next slide');
    press('Next slide');
    press('Next slide');
    expect(currentBullet()).toBe(1);
    press('Go to slide 3');
    expect(currentBullet()).toBe(3);
  });

  it('turns by itself every 3000 ms, and keeps turning after a press, the wait starting again', () => {
    resizeTo(375);
    render(<Carousel label="Services" layout={carouselBreakpoints.serviceCards} slides={cards(3)} />);
    act(() => void jest.advanceTimersByTime(2999));
    expect(currentBullet()).toBe(1);
    act(() => void jest.advanceTimersByTime(1));
    expect(currentBullet()).toBe(2);
    act(() => void jest.advanceTimersByTime(2000));
    fireEvent.click(within(region()).getByRole('button', { name: 'Go to slide 1' }));
    act(() => void jest.advanceTimersByTime(2999));
    expect(currentBullet()).toBe(1);
    act(() => void jest.advanceTimersByTime(1));
    expect(currentBullet()).toBe(2);
    act(() => void jest.advanceTimersByTime(3000));
    expect(currentBullet()).toBe(3);
    act(() => void jest.advanceTimersByTime(3000));
    expect(currentBullet()).toBe(1);
  });

  it('keeps still for someone who prefers reduced motion; the arrows still move it', () => {
    preferReducedMotion(true);
    resizeTo(375);
    render(<Carousel label="Services" layout={carouselBreakpoints.serviceCards} slides={cards(3)} />);
    act(() => void jest.advanceTimersByTime(9000));
    expect(currentBullet()).toBe(1);
    fireEvent.click(within(region()).getByRole('button', { name: 'Next slide' }));
    expect(currentBullet()).toBe(2);
  });
});

describe('RowCarousel (customer §2 category carousel)', () => {
  const layout: CarouselLayout = carouselBreakpoints.categories(4);

  it('loops even with every card in view, drawing all of them again after the last', () => {
    resizeTo(1280);
    render(<RowCarousel label="Services" layout={layout} slides={cards(5)} />);
    expect(frame().style.getPropertyValue('--per-view')).toBe('5');
    expect(copies()).toHaveLength(5);
    fireEvent.click(within(region()).getByRole('button', { name: 'Previous slide' }));
    expect(currentBullet()).toBe(5);
  });

  it('starts at the card given, drawn first, while the slides and bullets keep their numbers', () => {
    resizeTo(375);
    render(<RowCarousel label="Services" layout={layout} slides={cards(5)} initialIndex={3} />);
    const slides = within(region()).getAllByRole('group');
    expect(slides.map((slide) => slide.textContent)).toEqual(['Card 4', 'Card 5', 'Card 1', 'Card 2', 'Card 3']);
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['4 / 5', '5 / 5', '1 / 5', '2 / 5', '3 / 5']);
    expect(currentBullet()).toBe(4);
    // Two in view on a phone: the copies are of the first two drawn.
    expect(copies().map((copy) => copy.textContent)).toEqual(['Card 4', 'Card 5']);
    fireEvent.click(within(region()).getByRole('button', { name: 'Next slide' }));
    expect(currentBullet()).toBe(5);
    fireEvent.click(within(region()).getByRole('button', { name: 'Next slide' }));
    expect(currentBullet()).toBe(1);
    fireEvent.click(within(region()).getByRole('button', { name: 'Go to slide 4' }));
    expect(currentBullet()).toBe(4);
  });
});
