import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import type { PartnerService } from '@servenear/shared/partner';
import { ServiceImage } from '@servenear/shared/ui';
import { useMediaQuery } from '../../components/layout/useMediaQuery';
import 'swiper/css';
import 'swiper/css/pagination';
import styles from './Services.module.css';

/** partner §9: the cards' carousels turn every 3000 ms. */
export const photoAutoplayMs = 3000;

/** A card is the phone's width less the page's padding, and at most 470 px (partner §9): the browser picks the smallest stored width that fills it. */
const photoSizes = '(max-width: 520px) calc(100vw - 32px), 470px';
const photoWidth = 640;
const photoHeight = 400;

/**
 * A service card's photos (partner §2 'Employee service list'): a carousel that loops and turns
 * on its own, with clickable bullets; one photo is shown still, none shows the fallback image.
 * Each photo is a <picture> of the stored sizes (WebP, else JPEG), so a phone fetches a small one.
 */
export function ServicePhotos({ service }: { service: Pick<PartnerService, 'name' | 'imageUrls' | 'imageSources'> }) {
  const still = useMediaQuery('(prefers-reduced-motion: reduce)');
  const { imageUrls, imageSources, name } = service;
  if (imageUrls.length <= 1) {
    return (
      <div className={styles.photos}>
        <Photo url={imageUrls[0] ?? null} sources={imageSources[0]} alt={name} />
      </div>
    );
  }
  return (
    <div className={styles.photos} role="region" aria-roledescription="carousel" aria-label={`Photos of ${name}`}>
      <Swiper
        className={styles.swiper}
        modules={[Pagination, Autoplay, A11y]}
        loop
        autoplay={still ? false : { delay: photoAutoplayMs, disableOnInteraction: false, pauseOnMouseEnter: true }}
        pagination={{ clickable: true }}
      >
        {imageUrls.map((url, index) => (
          <SwiperSlide key={`${url}-${index}`}>
            <Photo url={url} sources={imageSources[index]} alt={`${name} ${index + 1}`} />
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}

function Photo({ url, sources, alt }: { url: string | null; sources: { webp: string; jpeg: string } | undefined; alt: string }) {
  const image = <ServiceImage className={styles.photo} src={url} alt={alt} width={photoWidth} height={photoHeight} loading="lazy" />;
  if (!url || !sources) return image;
  return (
    <picture>
      <source type="image/webp" srcSet={sources.webp} sizes={photoSizes} />
      <source type="image/jpeg" srcSet={sources.jpeg} sizes={photoSizes} />
      {image}
    </picture>
  );
}
