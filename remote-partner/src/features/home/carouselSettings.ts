import type { CarouselLayout } from '@servenear/shared/domain';

/**
 * partner §2 'Employee home' and §9: both home carousels move on every 3000 ms and show 1 card
 * on small screens, 2 from 900 px and 3 from 998 px of window width (as swiper's breakpoints
 * read it, the way the customer side's carousels count). The layout is the customer side's
 * shape (`CarouselLayout`), so `slidesPerViewAt` reads both.
 */
export const partnerHomeCarousel = {
  autoplayMs: 3000,
  layout: {
    slidesPerView: 1,
    breakpoints: { 900: { slidesPerView: 2 }, 998: { slidesPerView: 3 } },
  } satisfies CarouselLayout,
} as const;
