import { useState, type CSSProperties } from 'react';
import type { Swiper as SwiperClass } from 'swiper';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay, Navigation } from 'swiper/modules';
import type { CarouselProps } from './Carousel';
import { carouselSettings } from './settings';
import { useSlidesPerView } from './useSlidesPerView';
import { useStartWhenNear } from './useStartWhenNear';
import 'swiper/css';
import 'swiper/css/navigation';
import styles from './Carousel.module.css';

interface RowCarouselProps extends CarouselProps {
  /** The card shown first (0 unless given). */
  initialIndex?: number;
}

/** The texts swiper's A11y module gives its arrows and bullets; ours say the same. */
const controlTexts = {
  previous: 'Previous slide',
  next: 'Next slide',
  goTo: (position: number) => `Go to slide ${position}`,
};

/**
 * A row of small cards that all fit on a wide screen (customer §2 'Category carousel'):
 *
 * - it loops even when every card is shown at once: Swiper can loop only with more slides
 *   than it shows, so at such a width (five cards from 1024 px) the row draws its cards
 *   twice, the copies hidden from assistive technology and the keyboard (they are still
 *   clickable: they are on screen in turn). Narrower, where fewer cards show, there are no
 *   copies: on a phone every card on screen is a real one;
 * - one bullet per card, not per copy: its own clickable bullets under the row, following
 *   the carousel (Swiper's Pagination would count the copies);
 * - the arrows sit beside the row, not over the cards' edges, so they never cover a name.
 */
export function RowCarousel(props: RowCarouselProps) {
  const { layout, slides } = props;
  const shown = useSlidesPerView(layout);
  const copies = slides.length > 1 && shown >= slides.length ? 2 : 1;
  // Crossing that width starts the row afresh, with or without its copies.
  return <Row key={copies} {...props} copies={copies} shown={shown} />;
}

/**
 * The row before Swiper has started (the server's picture of the page, and the first frame in
 * the browser): the cards it will show first, laid out as Swiper lays them out, so the row is
 * drawn before any script runs and nothing moves when Swiper takes over.
 */
function StillRow({ slides, from, shown }: { slides: RowCarouselProps['slides']; from: number; shown: number }) {
  const count = slides.length;
  const first = Array.from({ length: Math.min(shown, count) }, (_, offset) => slides[(from + offset) % count]);
  return (
    <div className={`${styles.rowSwiper} ${styles.stillRow}`} style={{ '--still-row-columns': shown } as CSSProperties}>
      {first.map((slide) =>
        slide ? (
          <div key={slide.key} className={styles.slide}>
            {slide.content}
          </div>
        ) : null,
      )}
    </div>
  );
}

function Row({ label, layout, slides, initialIndex = 0, copies, shown }: RowCarouselProps & { copies: number; shown: number }) {
  const count = slides.length;
  const [swiper, setSwiper] = useState<SwiperClass | null>(null);
  const [current, setCurrent] = useState(initialIndex);
  // Navigation takes the arrow elements at its start: the carousel starts once both exist
  // (their refs are set before the first paint) and the row is near the viewport.
  const [previousArrow, setPreviousArrow] = useState<HTMLButtonElement | null>(null);
  const [nextArrow, setNextArrow] = useState<HTMLButtonElement | null>(null);
  const [observe, mayStart] = useStartWhenNear<HTMLDivElement>();

  const goTo = (index: number) => {
    if (!swiper) return;
    // The bullet's card in the copy the row is showing, so the row moves the short way.
    swiper.slideToLoop(swiper.realIndex - (swiper.realIndex % count) + index);
  };

  return (
    <div ref={observe} className={`${styles.carousel} ${styles.row}`} role="region" aria-roledescription="carousel" aria-label={label}>
      <div className={styles.track}>
        <button ref={setPreviousArrow} type="button" className={`swiper-button-prev ${styles.arrow}`} aria-label={controlTexts.previous} />
        {previousArrow && nextArrow && mayStart ? (
          <Swiper
            className={styles.rowSwiper}
            {...carouselSettings(layout, count * copies, shown)}
            // More cards than it shows, copies counted: a row of two or more always loops.
            loop={count > 1}
            initialSlide={initialIndex}
            modules={[Navigation, Autoplay, A11y]}
            navigation={{ prevEl: previousArrow, nextEl: nextArrow }}
            a11y={{ slideLabelMessage: `{{index}} / ${count}` }}
            onSwiper={setSwiper}
            onRealIndexChange={(turned) => setCurrent(turned.realIndex % count)}
          >
            {slides.map((slide) => (
              <SwiperSlide key={slide.key} className={styles.slide}>
                {slide.content}
              </SwiperSlide>
            ))}
            {copies > 1 &&
              slides.map((slide) => (
                <SwiperSlide key={`${slide.key}-copy`} className={styles.slide} aria-hidden="true">
                  {slide.copy ?? slide.content}
                </SwiperSlide>
              ))}
          </Swiper>
        ) : (
          <StillRow slides={slides} from={initialIndex} shown={shown} />
        )}
        <button ref={setNextArrow} type="button" className={`swiper-button-next ${styles.arrow}`} aria-label={controlTexts.next} />
      </div>
      {/* Drawn while the row still has one card too: the bullets' room is kept, so nothing below moves when the other cards arrive. */}
      <div className={styles.bullets}>
        {count > 1 &&
          slides.map((slide, index) => (
            <button
              key={slide.key}
              type="button"
              className={styles.bullet}
              aria-label={controlTexts.goTo(index + 1)}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => goTo(index)}
            />
          ))}
      </div>
    </div>
  );
}
