import { usePdEnquiries } from '@servenear/shared/enquiries';
import { useRefetchWhileProcessing } from '@servenear/shared/media-states';
import { PdEnquiryCard } from './enquiries/PdEnquiryCard';
import { HistoryPage } from './layout/HistoryPage';
import { ListState } from './layout/ListState';
import { enquiryTexts } from './texts';
import styles from './layout/HistoryPage.module.css';

/** /pd-enquiry (customer §2 'Booking tabs menu'): the customer's Pass Fast Express requests, newest first. */
export default function PdEnquiryPage() {
  const enquiries = usePdEnquiries();
  // Issue 37: while one of the customer's photos or videos is processing, the list asks again by itself.
  useRefetchWhileProcessing(enquiries, (moves) => moves.some((move) => move.notReady?.some((medium) => medium.status === 'processing')));
  return (
    <HistoryPage description={enquiryTexts.pd.description}>
      <ListState query={enquiries} emptyText={enquiryTexts.pd.empty}>
        {(items) => (
          <ul className={styles.list}>
            {items.map((enquiry) => (
              <li key={enquiry.id}>
                <PdEnquiryCard enquiry={enquiry} />
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </HistoryPage>
  );
}
