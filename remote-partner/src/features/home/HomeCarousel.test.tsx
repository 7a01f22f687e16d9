import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HomeCarousel } from './HomeCarousel';
import { fill } from '@servenear/shared/i18n';
import { carouselTexts } from './texts';
import { removeMatchMedia, stubMatchMedia } from '@servenear/shared/testing';

const slides = (count: number) => Array.from({ length: count }, (_, index) => ({ key: index, content: (
    <article aria-label={`Card ${index + 1}`}>
      <a href={`#card-${index + 1}`}>Card {index + 1}</a>
    </article>
  ),
}));

function resizeTo(width: number) {
  act(() => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  });
}

const track = () => screen.getByRole('region', { name: 'Jobs' }).firstElementChild as HTMLElement;
const currentDot = () => screen.getAllByRole('button', { name: /^Go to slide/ }).find((dot) => dot.getAttribute('aria-current') === 'true')?.getAttribute('aria-label');

const originalWidth = window.innerWidth;
beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  resizeTo(originalWidth);
});

describe('HomeCarousel', () => {
  it('shows 1 card under 900 px, 2 from 900 px and 3 from 998 px', () => {
    resizeTo(375);
    render(<HomeCarousel label="Jobs" slides={slides(5)} />);
    expect(track()).toHaveAttribute('data-per-view', '1');
    expect(track().style.getPropertyValue('--per-view')).toBe('1');
    resizeTo(900);
    expect(track()).toHaveAttribute('data-per-view', '2');
    resizeTo(998);
    expect(track()).toHaveAttribute('data-per-view', '3');
    // Five cards, three at a time: three positions.
    expect(screen.getAllByRole('button', { name: /^Go to slide/ })).toHaveLength(3);
  });

  it('moves on by one card every 3000 ms and starts again after the last', () => {
    resizeTo(375);
    render(<HomeCarousel label="Jobs" slides={slides(3)} />);
    expect(currentDot()).toBe(fill(carouselTexts.goTo, { position: 1 }));
    act(() => jest.advanceTimersByTime(2999));
    expect(currentDot()).toBe(fill(carouselTexts.goTo, { position: 1 }));
    act(() => jest.advanceTimersByTime(1));
    expect(currentDot()).toBe(fill(carouselTexts.goTo, { position: 2 }));
    act(() => jest.advanceTimersByTime(3000));
    expect(currentDot()).toBe(fill(carouselTexts.goTo, { position: 3 }));
    act(() => jest.advanceTimersByTime(3000));
    expect(currentDot()).toBe(fill(carouselTexts.goTo, { position: 1 }));
  });

  it('holds still while paused, hovered or focused', async () => {
    resizeTo(375);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<HomeCarousel label="Jobs" slides={slides(3)} />);
    await user.click(screen.getByRole('button', { name: carouselTexts.pause }));
    // The click itself moved the pointer onto the carousel: leave it, so only the pause holds it.
    fireEvent.pointerLeave(screen.getByRole('region', { name: 'Jobs' }));
    act(() => (document.activeElement as HTMLElement).blur());
    act(() => jest.advanceTimersByTime(9000));
    expect(currentDot()).toBe(fill(carouselTexts.goTo, { position: 1 }));
    await user.click(screen.getByRole('button', { name: carouselTexts.play }));
    // Play moves it again at once, though focus stays on the button.
    fireEvent.pointerLeave(screen.getByRole('region', { name: 'Jobs' }));
    expect(screen.getByRole('button', { name: carouselTexts.pause })).toHaveFocus();
    act(() => jest.advanceTimersByTime(3000));
    expect(currentDot()).toBe(fill(carouselTexts.goTo, { position: 2 }));

    fireEvent.pointerEnter(screen.getByRole('region', { name: 'Jobs' }));
    act(() => jest.advanceTimersByTime(9000));
    expect(currentDot()).toBe(fill(carouselTexts.goTo, { position: 2 }));
    fireEvent.pointerLeave(screen.getByRole('region', { name: 'Jobs' }));

    // A card's link in focus holds it.
    act(() => screen.getByRole('link', { name: 'Card 2' }).focus());
    act(() => jest.advanceTimersByTime(9000));
    expect(currentDot()).toBe(fill(carouselTexts.goTo, { position: 2 }));
    act(() => screen.getByRole('link', { name: 'Card 2' }).blur());
    act(() => jest.advanceTimersByTime(3000));
    expect(currentDot()).toBe(fill(carouselTexts.goTo, { position: 3 }));
  });

  it('arrows and dots move it; the arrows stop at the ends', async () => {
    resizeTo(375);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<HomeCarousel label="Jobs" slides={slides(3)} />);
    expect(screen.getByRole('button', { name: carouselTexts.previous })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: carouselTexts.next }));
    expect(currentDot()).toBe(fill(carouselTexts.goTo, { position: 2 }));
    await user.click(screen.getByRole('button', { name: fill(carouselTexts.goTo, { position: 3 }) }));
    expect(currentDot()).toBe(fill(carouselTexts.goTo, { position: 3 }));
    expect(screen.getByRole('button', { name: carouselTexts.next })).toBeDisabled();
  });

  it('names each card by its place, and has no controls when every card is shown', () => {
    resizeTo(1280);
    render(<HomeCarousel label="Jobs" slides={slides(2)} />);
    const region = screen.getByRole('region', { name: 'Jobs' });
    expect(within(region).getAllByRole('group').map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 2', '2 of 2']);
    expect(within(region).queryByRole('button')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(9000));
    expect(within(region).getByRole('article', { name: 'Card 1' })).toBeInTheDocument();
  });

  it('does not move for someone who asked for less motion', () => {
    resizeTo(375);
    stubMatchMedia((query) => query.includes('reduce'));
    try {
      render(<HomeCarousel label="Jobs" slides={slides(3)} />);
      act(() => jest.advanceTimersByTime(9000));
      expect(currentDot()).toBe(fill(carouselTexts.goTo, { position: 1 }));
      expect(screen.queryByRole('button', { name: carouselTexts.pause })).not.toBeInTheDocument();
    } finally {
      removeMatchMedia();
    }
  });
});
