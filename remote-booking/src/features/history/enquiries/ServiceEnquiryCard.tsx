import { dateLabel, durationLabel, timeLabel, workMethodLabels } from '@servenear/shared/domain';
import type { ServiceEnquiry } from '@servenear/shared/enquiries';
import { fill } from '@servenear/shared/i18n';
import { ServiceImage } from '@servenear/shared/ui';
import { ExpandableCard } from '../cards/ExpandableCard';
import { enquiryTexts as texts, historyTexts } from '../texts';
import lineStyles from '../lines/Line.module.css';
import { BookQuote } from './BookQuote';
import { EnquiryStatusBadge } from './EnquiryStatusBadge';
import { OpsReplyNote } from './OpsReplyNote';
import cardStyles from '../cards/Card.module.css';
import styles from './Enquiries.module.css';

/** One service enquiry (customer §3 'Service enquiry'): the service, the slot asked for, the details given, and ops' answer with its quote to book. */
export function ServiceEnquiryCard({ enquiry }: { enquiry: ServiceEnquiry }) {
  const summary = (
    <>
      <span className={cardStyles.headRow}>
        <span className={styles.route}>{enquiry.serviceName}</span>
        <EnquiryStatusBadge status={enquiry.status} />
      </span>
      <span className={cardStyles.metaRow}>
        <span className={cardStyles.meta}>{fill(texts.service.askedOn, { date: dateLabel(enquiry.createdDate), time: timeLabel(enquiry.createdTime) })}</span>
      </span>
    </>
  );
  const asked = enquiry.slot;
  const slot: Array<[string, string]> = asked
    ? [
        [historyTexts.method, `${workMethodLabels[asked.workType]} · ${durationLabel(asked.workType, asked.duration)}`],
        [historyTexts.date, dateLabel(asked.serviceDate)],
        [historyTexts.time, timeLabel(asked.serviceTime)],
      ]
    : // An enquiry sent without a slot (the spec's payload, issue 37).
      [[historyTexts.date, texts.service.noSlot]];
  return (
    <ExpandableCard summary={summary}>
      <OpsReplyNote status={enquiry.status} reply={enquiry} />
      <BookQuote enquiry={enquiry} />
      <div className={lineStyles.line}>
        <ServiceImage className={lineStyles.image} src={enquiry.imageUrls[0] ?? null} alt={enquiry.serviceName} width={96} height={96} loading="lazy" />
        <section className={lineStyles.content}>
          <h3 className={cardStyles.sectionTitle}>{texts.service.slotTitle}</h3>
          <dl className={lineStyles.facts}>
            {slot.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
      <dl className={cardStyles.contactList}>
        <div>
          <dt>{texts.mobile}</dt>
          <dd>{enquiry.mobile || '—'}</dd>
        </div>
        <div>
          <dt>{texts.address}</dt>
          <dd>{enquiry.address || '—'}</dd>
        </div>
        <div>
          <dt>{texts.description}</dt>
          <dd>{enquiry.description || '—'}</dd>
        </div>
      </dl>
    </ExpandableCard>
  );
}
