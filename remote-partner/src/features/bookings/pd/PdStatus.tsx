import type { PartnerPdJob } from '@servenear/shared/partner';
import { pdStatusLabels } from './pdTexts';
import bookings from '../Bookings.module.css';

const tone: Record<PartnerPdJob['status'], string | undefined> = {
  pending: bookings.waiting,
  enquired: bookings.done,
  rejected: bookings.cancelled,
};

/** The job's enquiry status as the booking cards' pill. */
export function PdStatus({ status }: { status: PartnerPdJob['status'] }) {
  return <span className={`${bookings.label} ${tone[status] ?? ''}`}>{pdStatusLabels[status]}</span>;
}
