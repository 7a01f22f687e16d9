import { Link, useLocation, useSearchParams } from '@servenear/shared/router';
import { serviceEnquiryMessages } from '@servenear/shared/enquiry-texts';
import { formStyles } from '@servenear/shared/forms';
import { readSlotState } from './navigationState';
import { EnquiryForm } from './EnquiryForm';
import { MissingChoice, ServiceLoadState } from './ServiceLoadState';
import { ServiceSummaryCard } from './ServiceSummaryCard';
import { singleBookingTexts as texts } from './texts';
import { useServiceToBook } from './useServiceToBook';
import page from '../../ui/page.module.css';
import styles from './SingleBooking.module.css';

/**
 * /enquiry-service-booking (customer §2): the service chosen with Enquiry Now (id in navigation
 * state, or ?id=), its summary with View Details, and the enquiry form. A bookable service is
 * booked, not enquired about: the page says so and leads to /service-book.
 */
export default function EnquiryServiceBookingPage() {
  const location = useLocation();
  const [query] = useSearchParams();
  const { serviceId } = readSlotState(location.state, query.get('id'));
  const service = useServiceToBook(serviceId);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{texts.enquiryTitle}</h1>
      {serviceId === null ? (
        <MissingChoice title={serviceEnquiryMessages.noProduct} />
      ) : (
        <ServiceLoadState query={service} notFoundTitle={serviceEnquiryMessages.noProduct}>
          {(loaded) => {
            const summary = (
              <ServiceSummaryCard service={loaded}>
                <Link className={styles.detailsLink} to="/enquiry-product-description" state={{ serviceId: loaded.id }}>
                  {texts.viewDetails}
                </Link>
              </ServiceSummaryCard>
            );
            return loaded.bookable ? (
              <div className={styles.narrow}>
                {summary}
                <p className={page.state}>{serviceEnquiryMessages.bookableService}</p>
                <Link className={formStyles.buttonLink} to="/service-book" state={{ serviceId: loaded.id }}>
                  {texts.bookService}
                </Link>
              </div>
            ) : (
              <div className={styles.columns}>
                <div className={styles.stack}>{summary}</div>
                <EnquiryForm serviceId={loaded.id} />
              </div>
            );
          }}
        </ServiceLoadState>
      )}
    </div>
  );
}
