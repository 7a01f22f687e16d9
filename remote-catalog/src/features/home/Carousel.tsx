import type { ReactNode } from 'react';
import { Swiper, SwiperSlide, type SwiperProps } from 'swiper/react';
import { A11y, Autoplay, Navigation, Pagination } from 'swiper/modules';
import { canLoop, type CarouselLayout } from '@servenear/shared/domain';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import styles from './Carousel.module.css';

/** customer §9: banners and carousels move on every 3000 ms and keep going after a swipe. */
export const AUTOPLAY = { delay: 3000, disableOnInteraction: false } as const;

/** customer §2 and §9: the settings every home carousel shares, for its layout and slide count. */
export function carouselSettings(layout: CarouselLayout, slideCount: number): SwiperProps {
  return {
    modules: [Navigation, Pagination, Autoplay, A11y],
    slidesPerView: layout.slidesPerView,
    breakpoints: layout.breakpoints,
    loop: canLoop(layout, slideCount),
    autoplay: AUTOPLAY,
    navigation: true,
    pagination: { clickable: true },
    grabCursor: true,
    spaceBetween: 20,
  };
}

export interface Slide {
  key: string | number;
  content: ReactNode;
}

interface CarouselProps {
  /** Names the carousel for assistive technology. */
  label: string;
  layout: CarouselLayout;
  slides: Slide[];
}

export function Carousel({ label, layout, slides }: CarouselProps) {
  return (
    <div className={styles.carousel} role="region" aria-roledescription="carousel" aria-label={label}>
      <Swiper className={styles.swiper} {...carouselSettings(layout, slides.length)}>
        {slides.map((slide) => (
          <SwiperSlide key={slide.key} className={styles.slide}>
            {slide.content}
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
