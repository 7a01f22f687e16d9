import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from '@servenear/shared/router';
import { formStyles } from '@servenear/shared/forms';
import { choiceOf, methodsOffered } from '../../components/slot';
import { readSlotState } from './navigationState';
import { ServiceLoadState } from './ServiceLoadState';
import { ServiceSummaryCard } from './ServiceSummaryCard';
import { SlotNoteDialog } from './SlotNoteDialog';
import { singleBookingTexts as texts } from './texts';
import { useServiceToBook } from './useServiceToBook';
import page from '../../ui/page.module.css';
import styles from './SingleBooking.module.css';

/**
 * /service-book (customer §2): the service chosen with Book Service (id in navigation state,
 * or ?id=), and the slot note popup, open from the start; Save goes on to /slot-booked.
 */
export default function ServiceBookPage() {
  const location = useLocation();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const { serviceId, slot } = readSlotState(location.state, query.get('id'));
  const service = useServiceToBook(serviceId);
  const [choosing, setChoosing] = useState(true);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{texts.serviceBookTitle}</h1>
      <ServiceLoadState query={service}>
        {(loaded) =>
          !loaded.bookable ? (
            <div className={styles.narrow}>
              <ServiceSummaryCard service={loaded} />
              <p className={page.state}>{texts.enquiryOnly}</p>
              <button type="button" className={formStyles.submit} onClick={() => navigate('/enquiry-service-booking', { state: { serviceId } })}>
                {texts.enquiryNow}
              </button>
            </div>
          ) : (
            <div className={styles.narrow}>
              <ServiceSummaryCard service={loaded} />
              <button type="button" className={formStyles.submit} onClick={() => setChoosing(true)}>
                {texts.chooseSlot}
              </button>
              {choosing ? (
                <SlotNoteDialog
                  serviceName={loaded.name}
                  methods={methodsOffered(loaded)}
                  rates={loaded}
                  initial={slot ? choiceOf(slot) : undefined}
                  onSave={(saved) => navigate('/slot-booked', { state: { serviceId: loaded.id, slot: saved } })}
                  onClose={() => setChoosing(false)}
                />
              ) : null}
            </div>
          )
        }
      </ServiceLoadState>
    </div>
  );
}
