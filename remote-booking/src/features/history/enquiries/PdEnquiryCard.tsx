import { dateLabel } from '@servenear/shared/domain';
import type { PdEnquiry } from '@servenear/shared/enquiries';
import { fill } from '@servenear/shared/i18n';
import { MediaGallery } from '@servenear/shared/media-gallery';
import { mediumState } from '@servenear/shared/media-states';
import { ExpandableCard } from '../cards/ExpandableCard';
import { dayOf } from '../dates';
import { enquiryTexts as texts } from '../texts';
import { Badge } from '../cards/Badge';
import { EnquiryStatusBadge } from './EnquiryStatusBadge';
import { MoveProgress } from './MoveProgress';
import { MoveMediaTile, moveVideoNote } from './MoveMediaTile';
import { MoverCard } from './MoverCard';
import { OpsReplyNote } from './OpsReplyNote';
import { PayMove } from './PayMove';
import cardStyles from '../cards/Card.module.css';
import styles from './Enquiries.module.css';

/** Past the quote, the move's own stage says more than 'Answered' (issue 37). */
function StageBadge({ enquiry }: { enquiry: PdEnquiry }) {
  const { stage } = enquiry;
  if (stage === 'accepted') return <Badge tone="warning">{texts.pd.stageBadge.accepted}</Badge>;
  if (stage === 'paid' || stage === 'picked_up') return <Badge tone="info">{texts.pd.stageBadge[stage]}</Badge>;
  if (stage === 'delivered') return <Badge tone="success">{texts.pd.stageBadge.delivered}</Badge>;
  return <EnquiryStatusBadge status={enquiry.status} />;
}

/**
 * One Pass Fast Express request (customer §3 'Move enquiry'): where from and to, the day, its
 * photos and video (each not yet ready a tile in its place, issue 37), and ops' answer; then (issue 37) accepting and paying the quote, the move's
 * steps with the mover's photos, and the mover.
 */
export function PdEnquiryCard({ enquiry }: { enquiry: PdEnquiry }) {
  const videoState = enquiry.video ? mediumState(enquiry.notReady, enquiry.video) : 'ready';
  const videoNote = moveVideoNote(videoState);
  const distance = enquiry.distanceKm === null ? texts.pd.distanceUnknown : fill(texts.pd.distanceKm, { km: enquiry.distanceKm });
  const summary = (
    <>
      <span className={cardStyles.headRow}>
        <span className={styles.route}>{fill(texts.pd.route, { from: enquiry.fromAddress, to: enquiry.toAddress })}</span>
        <StageBadge enquiry={enquiry} />
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
      <PayMove enquiry={enquiry} />
      <MoveProgress enquiry={enquiry} />
      {enquiry.mover ? <MoverCard mover={enquiry.mover} /> : null}
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
          label={fill(texts.pd.gallery, { from: enquiry.fromAddress, to: enquiry.toAddress })}
          photos={enquiry.images.map((src, index) => {
            const state = mediumState(enquiry.notReady, src);
            return { src, sources: enquiry.imageSources[index], alt: fill(texts.pd.photo, { position: index + 1 }), tile: state === 'ready' ? undefined : <MoveMediaTile state={state} /> };
          })}
          video={enquiry.video && videoState === 'ready' ? { src: enquiry.video, label: texts.pd.video } : null}
          sizes="(max-width: 560px) calc(100vw - 58px), 470px"
          fit="contain"
        />
        {videoNote ? <p className={styles.videoNote}>{videoNote}</p> : null}
      </section>
    </ExpandableCard>
  );
}
