import type { PartnerPdJob } from '@servenear/shared/partner';
import { pdStageLabels, pdStatusLabels } from './pdTexts';
import bookings from '../Bookings.module.css';

const tone: Record<PartnerPdJob['status'], string | undefined> = {
  pending: bookings.waiting,
  enquired: bookings.done,
  rejected: bookings.cancelled,
};

/** The job's enquiry status as the booking cards' pill; past the quote (issue 37), its stage. */
export function PdStatus({ job }: { job: Pick<PartnerPdJob, 'status' | 'stage'> }) {
  const stage = pdStageLabels[job.stage];
  if (stage) return <span className={`${bookings.label} ${job.stage === 'accepted' ? bookings.waiting : bookings.done}`}>{stage}</span>;
  return <span className={`${bookings.label} ${tone[job.status] ?? ''}`}>{pdStatusLabels[job.status]}</span>;
}
