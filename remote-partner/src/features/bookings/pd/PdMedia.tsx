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
    alt: `Photo ${index + 1} of the goods`,
  }));
  return (
    <MediaGallery
      label={`Photos of the goods for ${job.customerName}`}
      photos={photos}
      video={job.video ? { src: job.video, label: 'Video of the goods' } : null}
      sizes="(max-width: 998px) calc(100vw - 64px), 560px"
      fit="contain"
    />
  );
}
