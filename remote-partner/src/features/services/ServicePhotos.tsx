import type { PartnerService } from '@servenear/shared/partner';
import { MediaGallery, cardPhotoSizes } from '@servenear/shared/media-gallery';
import { mediumState } from '@servenear/shared/media-states';
import { MediaStateTile } from '@servenear/shared/media-tile';
import { ServiceImage } from '@servenear/shared/ui';
import { fill } from '@servenear/shared/i18n';
import { mediaStateTexts, serviceTexts } from './texts';
import styles from './Services.module.css';

/** partner §9: the cards' carousels turn every 3000 ms. */
export const photoAutoplayMs = 3000;

/**
 * A service card's photos (partner §2 'Employee service list'): the shared media gallery, looping
 * and turning on its own (never with reduced motion), with clickable dots and no arrows on a card
 * this small; one photo is shown still, none shows the fallback image. Each photo is a <picture>
 * of the stored sizes (WebP, else JPEG), so a phone fetches a small one; one still processing or
 * failed is a tile in its place (issue 37).
 */
export function ServicePhotos({ service }: { service: Pick<PartnerService, 'name' | 'imageUrls' | 'imageSources' | 'notReady'> }) {
  const { imageUrls, imageSources, notReady, name } = service;
  if (imageUrls.length === 0) {
    return (
      <div className={styles.photos}>
        <ServiceImage className={styles.photo} src={null} alt={name} width={640} height={400} />
      </div>
    );
  }
  const tileTexts = { processing: mediaStateTexts.processing, failed: mediaStateTexts.photoFailed };
  const photos = imageUrls.map((src, index) => {
    const state = mediumState(notReady, src);
    return { src, sources: imageSources[index], alt: imageUrls.length === 1 ? name : `${name} ${index + 1}`, tile: state === 'ready' ? undefined : <MediaStateTile state={state} texts={tileTexts} /> };
  });
  return (
    <div className={styles.photos}>
      <MediaGallery label={fill(serviceTexts.photosOf, { name })} photos={photos} sizes={cardPhotoSizes} autoplayMs={photoAutoplayMs} loop arrows={false} />
    </div>
  );
}
