import type { OpsEnquiry } from '@servenear/shared/ops-api';
import { dateLabel } from '@servenear/shared/domain';
import { momentOf } from '../../components/table/format';
import { kindLabels, rupees, standingOf } from './format';
import detail from '../../components/detail/DetailPage.module.css';
import styles from './EnquiryDetailPage.module.css';

/** The slot a service enquiry asked for, when it named one: '12 Dec 2026 at 10:00, 4 hours'. */
function slotOf(enquiry: OpsEnquiry): string | null {
  if (!enquiry.service_date || !enquiry.service_time) return null;
  const length = enquiry.work_type === 'hour' ? `${enquiry.day_hours ?? 1} hours` : `${enquiry.day_hours ?? 1} days`;
  return `${dateLabel(enquiry.service_date)} at ${enquiry.service_time.slice(0, 5)}, ${length}`;
}

/** What the customer asked: who, how to reach them, and the service's or the move's own details. */
export function EnquiryFacts({ enquiry }: { enquiry: OpsEnquiry }) {
  const move = enquiry.kind === 'pd';
  const facts: Array<[string, string]> = [
    ['Kind', kindLabels[enquiry.kind]],
    ['Standing', standingOf(enquiry)],
    ['Customer', enquiry.customer_name],
    ['Mobile', enquiry.mobile],
  ];
  if (enquiry.email) facts.push(['Email', enquiry.email]);
  if (move) {
    facts.push(['Pick up from', enquiry.from_address ?? '—'], ['Deliver to', enquiry.to_address ?? '—']);
    facts.push(['Day', enquiry.move_date ? dateLabel(enquiry.move_date) : '—']);
    facts.push(['Distance', enquiry.distance_km === null ? 'Could not be placed' : `${enquiry.distance_km} km`]);
    facts.push(['Mover', enquiry.partner_name ?? 'Not allocated']);
  } else {
    facts.push(['Service', enquiry.title], ['Address', enquiry.address ?? '—']);
    const slot = slotOf(enquiry);
    if (slot) facts.push(['Slot asked for', slot]);
  }
  facts.push(['Received', momentOf(enquiry.created_at)]);
  if (enquiry.booking_id !== null) facts.push(['Booking', `#${enquiry.booking_id}`]);
  return (
    <dl className={detail.facts}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** What ops said, once they did: the answer with its quote, or the rejection's reason. */
export function OpsReply({ enquiry }: { enquiry: OpsEnquiry }) {
  if (enquiry.answer === null) return <p className={detail.note}>Not answered yet.</p>;
  return (
    <>
      <p className={detail.note}>
        {enquiry.status === 'rejected' ? 'Rejected' : 'Answered'}
        {enquiry.answered_at ? ` on ${momentOf(enquiry.answered_at)}` : ''}
        {enquiry.quote !== null ? `, quoting ${rupees(enquiry.quote)}` : ''}:
      </p>
      <p className={styles.quoted}>{enquiry.answer}</p>
    </>
  );
}
