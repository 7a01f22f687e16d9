import type { OpsBookingLine } from '@servenear/shared/ops-api';
import { momentLabel, rupees, slotLabel, workLabel } from './format';
import detail from '../../components/detail/DetailPage.module.css';

/** The booking as ops need it on the phone: who, where, what, when, how much, and who is going. */
export function BookingFacts({ line }: { line: OpsBookingLine }) {
  const facts: Array<[string, string]> = [
    ['Customer', line.customer.name],
    ['Mobile', line.customer.mobile ?? 'None'],
    ['Email', line.customer.email],
    ['Address', line.address],
    ['Service', `${line.service_name} (${workLabel(line.work_type, line.day_hours)})`],
    ['Date and slot', slotLabel(line.service_date, line.service_time)],
    ['Price', rupees(line.price)],
    ['Payment', line.payment_status === 'paid' ? 'Paid' : 'Not paid yet'],
    ['Partner', line.partner ? `${line.partner.name}${line.partner.mobile ? `, ${line.partner.mobile}` : ''}` : 'Not allocated'],
    ['Booked', momentLabel(line.booked_at)],
  ];
  if (line.refund_amount > 0) facts.push(['Owed back', rupees(line.refund_amount)]);
  if (line.reschedule) facts.push(['Reschedule', `${slotLabel(line.reschedule.date, line.reschedule.time)} (${line.reschedule.status})`]);
  return (
    <>
      <dl className={detail.facts}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {line.description ? <p className={detail.note}>“{line.description}”</p> : null}
    </>
  );
}
