import { parseId } from '@servenear/shared/id';
import { Link, Navigate, useLocation } from '@servenear/shared/router';
import { useRefetchWhileProcessing } from '@servenear/shared/media-states';
import { usePartnerPdJob, type PartnerPdJob } from '@servenear/shared/partner';
import { QueryState } from '@servenear/shared/ui';
import { PartnerLayout } from '../../components/layout/PartnerLayout';
import { PdJobDetails } from './pd/PdJobDetails';
import { pdTexts } from './pd/pdTexts';
import styles from './pd/Pd.module.css';
import bookings from './Bookings.module.css';
import actions from '../../components/actions/actions.module.css';

/**
 * The job's id: the list hands it over in the navigation state ({ id }, as the spec's popup took
 * it); ?id= too, so the notification's link and a reloaded or shared page still open it.
 */
function jobIdOf(state: unknown, search: string): number | null {
  const fromState = typeof state === 'object' && state !== null && 'id' in state ? parseId(state.id) : null;
  return fromState ?? parseId(new URLSearchParams(search).get('id'));
}

/** '/pd-delivery-popup' (partner §2, the spec's pickup-and-delivery popup as a page): one allocated job. Without an id it shows /error, as the edit screens do. */
export default function PdJobPage() {
  const location = useLocation();
  const id = jobIdOf(location.state, location.search);
  if (id === null) return <Navigate to="/error" replace />;
  return <PdJob id={id} />;
}

/** A step photo of his still processing: the page asks again until it is ready (issue 37). */
const stepPhotoProcessing = (job: PartnerPdJob) => job.notReady?.some((medium) => medium.status === 'processing') ?? false;

function PdJob({ id }: { id: number }) {
  const query = usePartnerPdJob(id);
  useRefetchWhileProcessing(query, stepPhotoProcessing);
  return (
    <PartnerLayout title={pdTexts.detailsTitle}>
      <QueryState
        query={query}
        loading={
          <p role="status" className={bookings.empty}>
            {pdTexts.loadingJob}
          </p>
        }
        notFound={
          <div role="alert" className={styles.notFound}>
            <p className={styles.notFoundText}>{pdTexts.notFound}</p>
            <Link to="/employee-booking-pdenquiery" className={actions.secondary}>
              {pdTexts.backToList}
            </Link>
          </div>
        }
        failedText={pdTexts.failedJob}
      >
        {(job) => <PdJobDetails job={job} />}
      </QueryState>
    </PartnerLayout>
  );
}
