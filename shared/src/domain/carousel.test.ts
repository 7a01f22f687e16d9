import { carouselBreakpoints, slidesPerViewAt } from './carousel';

const perWidth = (layout: Parameters<typeof slidesPerViewAt>[0], widths: number[]) => widths.map((width) => slidesPerViewAt(layout, width));

describe('carouselBreakpoints (customer §9)', () => {
  it('shows service cards 1 below 600, 2 from 600, 3 from 998, 4 from 1300', () => {
    expect(carouselBreakpoints.serviceCards).toEqual({
      slidesPerView: 1,
      breakpoints: { 600: { slidesPerView: 2 }, 998: { slidesPerView: 3 }, 1300: { slidesPerView: 4 } },
    });
    expect(perWidth(carouselBreakpoints.serviceCards, [375, 599, 600, 997, 998, 1299, 1300, 1920])).toEqual([1, 1, 2, 2, 3, 3, 4, 4]);
  });

  it('shows mini cards 1, 3 from 600, 4 from 855, 5 from 1300', () => {
    expect(perWidth(carouselBreakpoints.miniCards, [599, 600, 854, 855, 1299, 1300])).toEqual([1, 3, 3, 4, 4, 5]);
  });

  it('shows banners 1, 2 from 768, 3 from 1024', () => {
    expect(perWidth(carouselBreakpoints.banners, [767, 768, 1023, 1024])).toEqual([1, 2, 2, 3]);
  });

  it('shows min(categories + 1, 5) category cards: 2 below 568 (names stay whole on a phone), 3 from 568, 4 from 768, 5 from 1024, capped by that minimum', () => {
    expect(carouselBreakpoints.categories(4)).toEqual({
      slidesPerView: 2,
      breakpoints: { 568: { slidesPerView: 3 }, 768: { slidesPerView: 4 }, 1024: { slidesPerView: 5 } },
    });
    expect(perWidth(carouselBreakpoints.categories(4), [400, 568, 768, 1024])).toEqual([2, 3, 4, 5]);
    expect(perWidth(carouselBreakpoints.categories(2), [400, 568, 768, 1024])).toEqual([2, 3, 3, 3]);
    expect(perWidth(carouselBreakpoints.categories(1), [400, 568, 768, 1024])).toEqual([2, 2, 2, 2]);
  });
});
