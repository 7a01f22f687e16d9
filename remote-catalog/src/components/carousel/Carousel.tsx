import type { ReactNode } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay, Navigation, Pagination } from 'swiper/modules';
import type { CarouselLayout } from '@servenear/shared/domain';
import { carouselSettings } from './settings';
import { useSlidesPerView } from './useSlidesPerView';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import styles from './Carousel.module.css';

export interface Slide {
  key: string | number;
  content: ReactNode;
  /**
   * What a RowCarousel draws in the copy of this slide it adds to loop: the same card, kept
   * out of the tab order (the copy is hidden from assistive technology, the original is not).
   */
  copy?: ReactNode;
}

export interface CarouselProps {
  /** Names the carousel for assistive technology. */
  label: string;
  layout: CarouselLayout;
  slides: Slide[];
}

/** A home carousel (customer §2, §9): Swiper's arrows over the track's edges and its bullets. */
export function Carousel({ label, layout, slides }: CarouselProps) {
  const shown = useSlidesPerView(layout);
  return (
    <div className={styles.carousel} role="region" aria-roledescription="carousel" aria-label={label}>
      <Swiper
        className={styles.swiper}
        {...carouselSettings(layout, slides.length, shown)}
        modules={[Navigation, Pagination, Autoplay, A11y]}
        navigation
        pagination={{ clickable: true }}
      >
        {slides.map((slide) => (
          <SwiperSlide key={slide.key} className={styles.slide}>
            {slide.content}
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
