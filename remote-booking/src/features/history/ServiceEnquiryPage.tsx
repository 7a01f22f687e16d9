import { useServiceEnquiries } from '@servenear/shared/enquiries';
import { ServiceEnquiryCard } from './enquiries/ServiceEnquiryCard';
import { HistoryPage } from './layout/HistoryPage';
import { ListState } from './layout/ListState';
import { enquiryTexts } from './texts';
import styles from './layout/HistoryPage.module.css';

/** /service-enquiry (customer §2 'Booking tabs menu'): the customer's service enquiries, newest first, with quotes to book. */
export default function ServiceEnquiryPage() {
  const enquiries = useServiceEnquiries();
  return (
    <HistoryPage description={enquiryTexts.service.description}>
      <ListState query={enquiries} emptyText={enquiryTexts.service.empty}>
        {(items) => (
          <ul className={styles.list}>
            {items.map((enquiry) => (
              <li key={enquiry.id}>
                <ServiceEnquiryCard enquiry={enquiry} />
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </HistoryPage>
  );
}
