import { dateLabel } from '@servenear/shared/domain';
import type { PdEnquiry } from '@servenear/shared/enquiries';
import { MediaGallery } from '@servenear/shared/media-gallery';
import { ExpandableCard } from '../cards/ExpandableCard';
import { dayOf } from '../dates';
import { enquiryTexts as texts } from '../texts';
import { EnquiryStatusBadge } from './EnquiryStatusBadge';
import { OpsReplyNote } from './OpsReplyNote';
import cardStyles from '../cards/Card.module.css';
import styles from './Enquiries.module.css';

/** One Pass Fast Express request (customer §3 'Move enquiry'): where from and to, the day, its photos and video, and ops' answer. */
export function PdEnquiryCard({ enquiry }: { enquiry: PdEnquiry }) {
  const distance = enquiry.distanceKm === null ? texts.pd.distanceUnknown : texts.pd.distanceKm(enquiry.distanceKm);
  const summary = (
    <>
      <span className={cardStyles.headRow}>
        <span className={styles.route}>{texts.pd.route(enquiry.fromAddress, enquiry.toAddress)}</span>
        <EnquiryStatusBadge status={enquiry.status} />
      </span>
      <span className={cardStyles.metaRow}>
        <span className={cardStyles.meta}>
          {texts.pd.moveOn} {dateLabel(enquiry.date)} · {distance}
        </span>
      </span>
    </>
  );
  const facts: Array<[string, string]> = [
    [texts.pd.from, enquiry.fromAddress],
    [texts.pd.to, enquiry.toAddress],
    [texts.pd.moveOn, dateLabel(enquiry.date)],
    [texts.pd.distance, distance],
    [texts.mobile, enquiry.mobile],
    [texts.sentOn, dayOf(enquiry.createdAt)],
    [texts.description, enquiry.description],
  ];
  return (
    <ExpandableCard summary={summary}>
      <OpsReplyNote status={enquiry.status} reply={enquiry} />
      <dl className={cardStyles.contactList}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value || '—'}</dd>
          </div>
        ))}
      </dl>
      <section className={styles.media}>
        <h3 className={cardStyles.sectionTitle}>{texts.pd.photos}</h3>
        <MediaGallery
          label={texts.pd.gallery(enquiry.fromAddress, enquiry.toAddress)}
          photos={enquiry.images.map((src, index) => ({ src, sources: enquiry.imageSources[index], alt: texts.pd.photo(index + 1) }))}
          video={enquiry.video ? { src: enquiry.video, label: texts.pd.video } : null}
          sizes="(max-width: 560px) calc(100vw - 58px), 470px"
          fit="contain"
        />
      </section>
    </ExpandableCard>
  );
}
