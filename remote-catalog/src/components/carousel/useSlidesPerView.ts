import { slidesPerViewAt, type CarouselLayout } from '@servenear/shared/domain';
import { useViewportWidth } from '@servenear/shared/hooks';

/** Cards side by side now, for the window's width (the layout's breakpoints, as Swiper would read them). */
export function useSlidesPerView(layout: CarouselLayout): number {
  return slidesPerViewAt(layout, useViewportWidth());
}
