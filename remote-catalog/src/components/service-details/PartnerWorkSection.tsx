import type { PartnerWorkWire } from '@servenear/shared/wire';
import { MediaGallery } from '@servenear/shared/media-gallery';
import { PartnerCard } from '@servenear/shared/partner-card';
import { fill } from '@servenear/shared/i18n';
import { serviceDetailsTexts as texts } from './texts';
import styles from './ServiceDetails.module.css';

export interface PartnerWorkSectionProps {
  serviceName: string;
  work: readonly PartnerWorkWire[];
  /** id of the section's heading. */
  headingId: string;
  Heading: 'h2' | 'h3';
}

/**
 * Issue 37: the photos and videos of this service that verified partners working near the
 * customer uploaded, each under the partner's card (his own rating and jobs done). The server
 * decides who is near and verified; nothing is drawn when nobody is.
 */
export function PartnerWorkSection({ serviceName, work, headingId, Heading }: PartnerWorkSectionProps) {
  if (work.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.sectionTitle}>
        {texts.partnerWorkTitle}
      </Heading>
      <p className={styles.note}>{texts.partnerWorkNote}</p>
      <ul className={styles.partnerWork}>
        {work.map(({ partner, photos, video_url: videoUrl }) => (
          <li key={partner.id} className={styles.partnerWorkItem}>
            <PartnerCard partner={partner} level={Heading === 'h2' ? 3 : 4} />
            <MediaGallery
              label={fill(texts.partnerPhotos, { service: serviceName, partner: partner.name })}
              photos={photos.map((photo, index) => ({ src: photo.url, sources: photo.sources, alt: fill(texts.partnerPhoto, { partner: partner.name, position: index + 1 }) }))}
              video={videoUrl ? { src: videoUrl, label: fill(texts.partnerVideo, { partner: partner.name }) } : null}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
