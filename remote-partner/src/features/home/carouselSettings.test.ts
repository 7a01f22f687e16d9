import { slidesPerViewAt } from '@servenear/shared/domain';
import { partnerHomeCarousel } from './carouselSettings';

describe('partnerHomeCarousel (partner §2, §9)', () => {
  it('moves every 3000 ms', () => {
    expect(partnerHomeCarousel.autoplayMs).toBe(3000);
  });

  it.each([
    [0, 1],
    [375, 1],
    [899, 1],
    [900, 2],
    [997, 2],
    [998, 3],
    [1440, 3],
  ])('shows %i px wide: %i card(s)', (width, cards) => {
    expect(slidesPerViewAt(partnerHomeCarousel.layout, width)).toBe(cards);
  });
});
