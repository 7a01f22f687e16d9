import { fill } from '@servenear/shared/i18n';
import { MediaGallery } from '@servenear/shared/media-gallery';
import type { PartnerPdJob } from '@servenear/shared/partner';
import { pdTexts } from './pdTexts';
import styles from './Pd.module.css';

/** The customer's photos of the goods and their video, in the shared gallery; a note when there are none. */
export function PdMedia({ job }: { job: PartnerPdJob }) {
  if (job.images.length === 0 && !job.video) return <p className={styles.muted}>{pdTexts.noMedia}</p>;
  const photos = job.images.map((src, index) => ({
    src,
    sources: job.imageSources[index],
    alt: fill(pdTexts.photoAlt, { number: index + 1 }),
  }));
  return (
    <MediaGallery
      label={fill(pdTexts.galleryLabel, { customer: job.customerName })}
      photos={photos}
      video={job.video ? { src: job.video, label: pdTexts.videoLabel } : null}
      sizes="(max-width: 998px) calc(100vw - 64px), 560px"
      fit="contain"
    />
  );
}
