import type { SwiperProps } from 'swiper/react';
import { canLoop, type CarouselLayout } from '@servenear/shared/domain';

/** customer §9: banners and carousels move on every 3000 ms and keep going after a swipe. */
export const AUTOPLAY = { delay: 3000, disableOnInteraction: false } as const;

/**
 * prefers-reduced-motion: someone who asked their system for less motion gets no autoplay
 * (a carousel that turns by itself is the motion they asked to be spared, WCAG 2.2.2) and
 * slides that jump instead of gliding; the arrows, bullets and swipes still work.
 */
function prefersReducedMotion(): boolean {
  // No window on the server (its render of the page): motion as by default.
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * customer §2 and §9: what every carousel shares, for its layout, slide count and the cards
 * shown side by side now (`shown`, useSlidesPerView). The carousel gives Swiper that count
 * rather than its breakpoints: Swiper would test every breakpoint against the window at its
 * start and on each resize (a fifth of the start's time on a slow phone), and the hook already
 * knows the count and renders again when it changes, which hands Swiper the new one. The Swiper
 * modules are each carousel's own (Carousel, RowCarousel), so a page loads only the ones its
 * carousels use.
 */
export function carouselSettings(layout: CarouselLayout, slideCount: number, shown: number): SwiperProps {
  const reducedMotion = prefersReducedMotion();
  return {
    slidesPerView: shown,
    loop: canLoop(layout, slideCount),
    autoplay: reducedMotion ? false : AUTOPLAY,
    speed: reducedMotion ? 0 : 300,
    grabCursor: true,
    spaceBetween: 20,
  };
}
