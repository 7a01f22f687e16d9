import { useEffect, useRef, useState } from 'react';
import { fill } from '@servenear/shared/i18n';
import { ServiceImage } from '@servenear/shared/ui';
import { serviceDetailsTexts } from './texts';
import styles from './ImageGroups.module.css';

/** customer §9: image carousels move on every 3000 ms. */
export const AUTOPLAY_MS = 3000;

function groupsOfThree(urls: readonly string[]): string[][] {
  const groups: string[][] = [];
  for (let start = 0; start < urls.length; start += 3) groups.push(urls.slice(start, start + 3));
  return groups;
}

/**
 * customer §2: the service's images in groups of three, one large and two small, one group
 * per slide of a scroll-snap track that advances on its own and loops.
 */
export function ImageGroups({ urls, name }: { urls: readonly string[]; name: string }) {
  const groups = groupsOfThree(urls.length > 0 ? urls : ['']);
  const [chosen, setChosen] = useState(0);
  const track = useRef<HTMLDivElement>(null);
  const count = groups.length;
  // The service's details may be read again with fewer images: then the first group shows.
  const active = chosen < count ? chosen : 0;

  useEffect(() => {
    if (count < 2) return;
    const timer = window.setInterval(() => setChosen((index) => (index + 1) % count), AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [count]);

  useEffect(() => {
    const element = track.current;
    const slide = element?.children[active];
    if (!element || !(slide instanceof HTMLElement) || typeof element.scrollTo !== 'function') return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    element.scrollTo({ left: slide.offsetLeft, behavior: reduced ? 'auto' : 'smooth' });
  }, [active]);

  return (
    <section className={styles.carousel} aria-roledescription={serviceDetailsTexts.carousel} aria-label={serviceDetailsTexts.images}>
      <div ref={track} className={styles.track}>
        {groups.map((group, index) => (
          <div
            key={index}
            className={styles.slide}
            role="group"
            aria-roledescription={serviceDetailsTexts.slide}
            aria-label={fill(serviceDetailsTexts.slideOf, { position: index + 1, count })}
            aria-hidden={index === active ? undefined : true}
          >
            {group.map((url, position) => (
              <ServiceImage
                key={`${url}-${position}`}
                src={url || null}
                alt={`${name} ${index * 3 + position + 1}`}
                width={position === 0 ? 640 : 320}
                height={position === 0 ? 480 : 240}
                loading={index === 0 ? 'eager' : 'lazy'}
                className={position === 0 ? styles.large : styles.small}
              />
            ))}
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className={styles.dots}>
          {groups.map((_, index) => (
            <button
              key={index}
              type="button"
              className={styles.dot}
              aria-label={fill(serviceDetailsTexts.showImages, { position: index + 1 })}
              aria-pressed={index === active}
              onClick={() => setChosen(index)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
