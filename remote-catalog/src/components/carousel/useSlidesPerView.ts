import { useSyncExternalStore } from 'react';
import { slidesPerViewAt, type CarouselLayout } from '@servenear/shared/domain';
import { useServerViewportWidth } from '@servenear/shared/hooks';

const onResize = (changed: () => void) => {
  window.addEventListener('resize', changed);
  return () => window.removeEventListener('resize', changed);
};

/** Cards side by side now, for the window's width (the layout's breakpoints, as Swiper would read them). */
export function useSlidesPerView(layout: CarouselLayout): number {
  const serverWidth = useServerViewportWidth();
  return useSyncExternalStore(
    onResize,
    () => slidesPerViewAt(layout, window.innerWidth),
    () => slidesPerViewAt(layout, serverWidth),
  );
}
