import { useState, type CSSProperties, type ReactNode } from 'react';
import type { CarouselLayout } from '@servenear/shared/domain';
import { useMediaQuery } from '@servenear/shared/hooks';
import { fill } from '@servenear/shared/i18n';
import { Chevron } from '@servenear/shared/ui';
import { useAutoplay } from './useAutoplay';
import { useCarouselTrack } from './useCarouselTrack';
import { useDragToScroll } from './useDragToScroll';
import { useSlidesPerView } from './useSlidesPerView';
import { carouselTexts as texts } from './texts';
import styles from './Carousel.module.css';

export interface Slide {
  key: string | number;
  content: ReactNode;
  /**
   * What the carousel draws in the copy of this slide it adds to loop: the same card, kept out
   * of the tab order (the copy is hidden from assistive technology, the original is not). Without
   * one the copy is `content` itself, fine for a card with nothing to focus.
   */
  copy?: ReactNode;
}

interface CommonProps {
  /** Names the carousel for assistive technology. */
  label: string;
  layout: CarouselLayout;
  slides: Slide[];
}

interface CarouselProps extends CommonProps {
  /**
   * How far down the row the arrows' middle sits (a CSS length; `100cqw` is the row's width and
   * `var(--per-view)` the cards side by side): the row's middle unless given.
   */
  arrowsAt?: string;
}

interface RowCarouselProps extends CommonProps {
  /** The card shown first (0 unless given). */
  initialIndex?: number;
}

/** A home carousel of service cards or banners (customer §2, §9): its arrows over the row's edges. */
export function Carousel({ arrowsAt, ...props }: CarouselProps) {
  return <CarouselTrack {...props} initialIndex={0} kind="cards" arrowsAt={arrowsAt} />;
}

/**
 * A row of small cards that may all fit on a wide screen (customer §2 'Category carousel'): it
 * loops even then (the copies it draws to loop fill the row as it turns), the arrows sit beside
 * the row rather than over the cards' edges, so they never cover a name, and it can start at a
 * card of the caller's (the list page's current category).
 */
export function RowCarousel({ initialIndex = 0, ...props }: RowCarouselProps) {
  return <CarouselTrack {...props} initialIndex={initialIndex} kind="row" />;
}

/**
 * customer §2 and §9, without a carousel library: a row that scrolls with CSS scroll snap (a
 * swipe on a phone is the browser's own, a mouse grabs and drags it), looping, with arrows and
 * one bullet per card, turning by itself every 3000 ms (not for someone who asked their system
 * for less motion: WCAG 2.2.2), 20 px between cards. The server draws it as the browser does, so
 * nothing moves when the page comes alive, and starting it costs nothing but its markup: the
 * library it replaced measured and laid out every slide at its start, a third of the signed-in
 * home's blocking time on a slow phone.
 */
function CarouselTrack({ label, layout, slides, initialIndex, kind, arrowsAt }: CommonProps & { initialIndex: number; kind: 'cards' | 'row'; arrowsAt?: string }) {
  const shown = useSlidesPerView(layout);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const count = slides.length;
  // A row of categories loops even when every card is in view (customer §2); a row of services
  // or banners only when some are out of it.
  // Otherwise it has every card in view and nothing to move: no arrows, bullets or autoplay.
  const loops = count > 1 && (kind === 'row' || count > shown);
  const { trackRef, current, move, goTo, followScroll, release } = useCarouselTrack({ count, reducedMotion });
  const drag = useDragToScroll(release);
  const [region, setRegion] = useState<HTMLElement | null>(null);
  useAutoplay({ element: region, enabled: loops && !reducedMotion, movedTo: current, step: () => move(1) });

  // The cards from the first one shown: a row that starts elsewhere is drawn from there, so the
  // server's picture and the first frame show it with no scrolling (the bullets keep their order).
  const first = count > 0 ? ((initialIndex % count) + count) % count : 0;
  const ordered = slides.map((_, offset) => slides[(first + offset) % count]!);
  // Going on from the last card shows the first cards again: their copies follow the row.
  const copies = loops ? ordered.slice(0, Math.min(shown, count)) : [];
  const bulletOf = (position: number) => (position + first) % count;

  return (
    <div ref={setRegion} className={`${styles.carousel} ${styles[kind]}`} role="region" aria-roledescription={texts.carousel} aria-label={label}>
      <div className={styles.frame} style={{ '--per-view': shown, '--carousel-arrow-top': arrowsAt } as CSSProperties}>
        {loops && (
          <button type="button" className={`${styles.arrow} ${styles.previous}`} aria-label={texts.previous} onClick={() => move(-1)}>
            <Chevron direction="previous" />
          </button>
        )}
        <div
          ref={trackRef}
          className={styles.track}
          data-movable={loops ? 'true' : undefined}
          onScroll={followScroll}
          {...(loops ? drag : {})}
        >
          {ordered.map((slide, position) => (
            <div key={slide.key} className={styles.slide} role="group" aria-roledescription={texts.slide} aria-label={`${bulletOf(position) + 1} / ${count}`}>
              {slide.content}
            </div>
          ))}
          {copies.map((slide) => (
            <div key={`${slide.key}-copy`} className={styles.slide} aria-hidden="true">
              {slide.copy ?? slide.content}
            </div>
          ))}
        </div>
        {loops && (
          <button type="button" className={`${styles.arrow} ${styles.next}`} aria-label={texts.next} onClick={() => move(1)}>
            <Chevron direction="next" />
          </button>
        )}
      </div>
      {/* Kept, if empty, when everything is in view: the row is as tall either way. */}
      <div className={styles.bullets}>
        {loops &&
          Array.from({ length: count }, (_, bullet) => {
            // A row drawn from its initial card: bullet n is still card n.
            const position = (bullet - first + count) % count;
            return (
              <button
                key={bullet}
                type="button"
                className={styles.bullet}
                aria-label={fill(texts.goTo, { position: bullet + 1 })}
                aria-current={position === current ? 'true' : undefined}
                onClick={() => goTo(position)}
              />
            );
          })}
      </div>
    </div>
  );
}
