import { usePartnerPdJobs } from '@servenear/shared/partner';
import { BookingsFrame } from './BookingsFrame';
import { PdJobCard } from './pd/PdJobCard';
import { pdTexts } from './pd/pdTexts';

/**
 * '/employee-booking-pdenquiery': the spec gives it only the booking tab menu; ours (issue 15),
 * under it the pickup-and-delivery jobs ops allocated to the partner, newest allocation first.
 */
export default function PdJobsPage() {
  const query = usePartnerPdJobs();
  return (
    <BookingsFrame title={pdTexts.listTitle} query={query}>
      {(jobs) => jobs.map((job) => <PdJobCard key={job.id} job={job} />)}
    </BookingsFrame>
  );
}
