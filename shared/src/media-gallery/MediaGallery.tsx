import { useCallback, useEffect, useId, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { fill } from '@servenear/shared/i18n';
import { ServiceImage } from '@servenear/shared/ui';
import { mediaGalleryTexts } from './texts';
import styles from './MediaGallery.module.css';

/** One photo: its 640 px JPEG, and when the media pipeline stored them, every size as srcset strings. */
export interface GalleryPhoto {
  src: string;
  sources?: { webp: string; jpeg: string } | undefined;
  alt: string;
  /** Drawn in the photo's place, at its size (issue 37: the uploader's photo still processing, or failed). */
  tile?: ReactNode;
}

export interface MediaGalleryProps {
  /** What the carousel shows, read out as its name ('Photos of Kitchen Deep Cleaning'). */
  label: string;
  photos: readonly GalleryPhoto[];
  /** An optional video after the photos; it never plays on its own. */
  video?: { src: string; label: string } | null | undefined;
  /** The <source> sizes: how wide the gallery is drawn, so a phone fetches the small photo. */
  sizes?: string;
  /** The frame's width / height; 8 / 5 unless given. */
  aspectRatio?: number;
  /** Turn the photos every `autoplayMs` (never onto or past a video, never with reduced motion). */
  autoplayMs?: number;
  /** After the last item comes the first again; otherwise the buttons stop at the ends. */
  loop?: boolean;
  /** The previous and next buttons; without them (a small card) the dots, the keys and a swipe move it. */
  arrows?: boolean;
  /**
   * 'cover' fills the frame (a service's photos on a card); 'contain' shows each photo whole on a
   * soft background (a customer's photos of what is to be moved: nothing of the item may be cut off).
   */
  fit?: 'cover' | 'contain';
  className?: string;
}

/** A card on a phone is the screen less the page's padding, and at most 470 px (customer §9, partner §9). */
export const cardPhotoSizes = '(max-width: 520px) calc(100vw - 32px), 470px';
const photoWidth = 640;
const photoHeight = 400;

type Item = { kind: 'photo'; photo: GalleryPhoto } | { kind: 'video'; src: string; label: string };

function prefersStillness(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Photos (each a <picture>: WebP, else JPEG, in every stored width, lazily loaded) and an
 * optional video (`controls`, `preload="metadata"`: only its first frame and length are fetched
 * until it is played) in one carousel. The track is a CSS scroll-snap strip, so a finger swipes
 * it with the browser's own scrolling and no carousel library is downloaded; the arrows, the dots
 * and the Left and Right keys move it too. Leaving the video pauses it.
 *
 * Usage:
 *   <MediaGallery
 *     label={`Photos of ${request.fromAddress} to ${request.toAddress}`}
 *     photos={request.images.map((src, i) => ({ src, sources: request.imageSources[i], alt: `Item photo ${i + 1}` }))}
 *     video={request.video ? { src: request.video, label: 'Video of the items' } : null}
 *   />
 * A single item is drawn still, without arrows or dots; none draws the fallback image.
 */
export function MediaGallery({
  label,
  photos,
  video,
  sizes = cardPhotoSizes,
  aspectRatio,
  autoplayMs,
  loop = false,
  arrows = true,
  fit = 'cover',
  className,
}: MediaGalleryProps) {
  const id = useId();
  const rootClass = [styles.gallery, fit === 'contain' ? styles.whole : '', className ?? ''].filter(Boolean).join(' ');
  const items: Item[] = photos.map((photo) => ({ kind: 'photo', photo }));
  if (video) items.push({ kind: 'video', src: video.src, label: video.label });
  const count = items.length;

  const trackRef = useRef<HTMLUListElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const frameStyle = aspectRatio ? ({ '--media-gallery-ratio': String(aspectRatio) } as CSSProperties) : undefined;

  const show = useCallback(
    (wanted: number) => {
      const target = loop ? (wanted + count) % count : Math.min(Math.max(wanted, 0), count - 1);
      setCurrent(target);
      const track = trackRef.current;
      // jsdom has no scrollTo; the state above is what the dots and the tests read.
      if (track && typeof track.scrollTo === 'function') {
        track.scrollTo({ left: target * track.clientWidth, behavior: prefersStillness() ? 'auto' : 'smooth' });
      }
    },
    [count, loop],
  );

  // A swipe moves the track itself: the item most in view becomes the current one.
  const frame = useRef(0);
  const followScroll = () => {
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => {
      const track = trackRef.current;
      if (!track || track.clientWidth === 0) return;
      setCurrent(Math.min(count - 1, Math.max(0, Math.round(track.scrollLeft / track.clientWidth))));
    });
  };
  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  const videoIndex = video ? count - 1 : -1;
  useEffect(() => {
    const playing = videoRef.current;
    if (current !== videoIndex && playing && !playing.paused) playing.pause();
  }, [current, videoIndex]);

  const photoCount = photos.length;
  useEffect(() => {
    if (!autoplayMs || paused || photoCount < 2 || current >= photoCount || prefersStillness()) return undefined;
    const timer = window.setTimeout(() => show(current + 1 < photoCount ? current + 1 : 0), autoplayMs);
    return () => window.clearTimeout(timer);
  }, [autoplayMs, paused, photoCount, current, show]);

  if (count === 0) {
    return (
      <div className={rootClass}>
        <div className={styles.frame} style={frameStyle}>
          <ServiceImage className={styles.photo} src={null} alt={label} width={photoWidth} height={photoHeight} />
        </div>
      </div>
    );
  }

  const drawItem = (item: Item, index: number) =>
    item.kind === 'photo' ? (
      <Photo photo={item.photo} sizes={sizes} />
    ) : (
      <video
        ref={videoRef}
        className={styles.video}
        src={item.src}
        controls
        preload="metadata"
        playsInline
        aria-label={item.label}
        tabIndex={index === current ? 0 : -1}
      />
    );

  if (count === 1) {
    return (
      <div className={rootClass}>
        <div className={styles.frame} style={frameStyle}>
          {drawItem(items[0] as Item, 0)}
        </div>
      </div>
    );
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target instanceof HTMLVideoElement) return; // the video's own keys seek
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      show(current - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      show(current + 1);
    }
  };

  // Turning by itself, the track would announce every photo: it is quiet until paused.
  const live = autoplayMs && !paused ? 'off' : 'polite';

  return (
    <div
      className={rootClass}
      role="region"
      aria-roledescription={mediaGalleryTexts.carousel}
      aria-label={label}
      onKeyDown={onKeyDown}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className={styles.frame} style={frameStyle}>
        <ul ref={trackRef} className={styles.track} id={`${id}-track`} onScroll={followScroll} aria-live={live}>
          {items.map((item, index) => (
            <li
              key={index}
              className={styles.slide}
              aria-roledescription={mediaGalleryTexts.slideRole}
              aria-label={fill(mediaGalleryTexts.slide, { position: index + 1, count })}
              aria-hidden={index === current ? undefined : true}
            >
              {drawItem(item, index)}
            </li>
          ))}
        </ul>
        {arrows ? (
          <>
            <button
              type="button"
              className={`${styles.arrow} ${styles.previous}`}
              aria-controls={`${id}-track`}
              aria-label={mediaGalleryTexts.previous}
              disabled={!loop && current === 0}
              onClick={() => show(current - 1)}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className={`${styles.arrow} ${styles.next}`}
              aria-controls={`${id}-track`}
              aria-label={mediaGalleryTexts.next}
              disabled={!loop && current === count - 1}
              onClick={() => show(current + 1)}
            >
              <span aria-hidden="true">›</span>
            </button>
          </>
        ) : null}
        {video ? null : <Dots count={count} current={current} videoIndex={videoIndex} onShow={show} over />}
      </div>
      {video ? <Dots count={count} current={current} videoIndex={videoIndex} onShow={show} over={false} /> : null}
    </div>
  );
}

function Dots({ count, current, videoIndex, onShow, over }: { count: number; current: number; videoIndex: number; onShow(index: number): void; over: boolean }) {
  return (
    <ul className={`${styles.dots} ${over ? styles.dotsOver : styles.dotsBelow}`}>
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <button
            type="button"
            className={`${styles.dot} ${index === videoIndex ? styles.videoDot : ''}`}
            aria-label={fill(mediaGalleryTexts.show, { position: index + 1, count })}
            aria-current={index === current ? 'true' : undefined}
            onClick={() => onShow(index)}
          />
        </li>
      ))}
    </ul>
  );
}

function Photo({ photo, sizes }: { photo: GalleryPhoto; sizes: string }) {
  // A <picture> keeps asking its sources after its <img> failed: a broken photo leaves it for the fallback.
  const [broken, setBroken] = useState(false);
  if (photo.tile) return photo.tile;
  const image = <ServiceImage className={styles.photo} src={broken ? null : photo.src} alt={photo.alt} width={photoWidth} height={photoHeight} loading="lazy" />;
  if (!photo.sources || broken) return image;
  return (
    <picture onError={() => setBroken(true)}>
      <source type="image/webp" srcSet={photo.sources.webp} sizes={sizes} />
      <source type="image/jpeg" srcSet={photo.sources.jpeg} sizes={sizes} />
      {image}
    </picture>
  );
}
