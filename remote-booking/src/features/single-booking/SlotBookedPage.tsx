import { Link, useLocation } from '@servenear/shared/router';
import { dateLabel, durationLabel, formatRupees, indianDate, indianTime, linePrice, timeLabel, workMethodLabels } from '@servenear/shared/domain';
import { FormAlert } from '@servenear/shared/forms';
import { slotNoteSchema, type Slot } from '@servenear/shared/schemas';
import type { ServiceDetails } from '@servenear/shared/api';
import { Card } from '../../ui/Card';
import { checkSlot, choiceOf } from '../../components/slot';
import { readSlotState } from './navigationState';
import { MissingChoice, ServiceLoadState } from './ServiceLoadState';
import { ServiceSummaryCard } from './ServiceSummaryCard';
import { SingleBookingForm } from './SingleBookingForm';
import { singleBookingTexts as texts } from './texts';
import { useServiceToBook } from './useServiceToBook';
import styles from './SingleBooking.module.css';

function ChosenSlot({ service, slot, stillOpen }: { service: ServiceDetails; slot: Slot; stillOpen: boolean }) {
  const price = linePrice(service, slot.serviceMethod, slot.workingDuration);
  return (
    <Card title={texts.yourSlot} titleClassName={styles.subTitle}>
      <dl className={styles.slotFacts}>
        <div>
          <dt>{workMethodLabels[slot.serviceMethod]}</dt>
          <dd>{durationLabel(slot.serviceMethod, slot.workingDuration)}</dd>
        </div>
        <div>
          <dt>{dateLabel(slot.preferredDate)}</dt>
          <dd>{timeLabel(slot.preferredTime)}</dd>
        </div>
      </dl>
      <p className={styles.slotPrice}>
        <span>{texts.price}</span> <strong>{formatRupees(price)}</strong>
      </p>
      {stillOpen ? null : <FormAlert message={texts.slotExpired} />}
      <Link className={styles.changeSlot} to="/service-book" state={{ serviceId: service.id, slot }}>
        {texts.changeSlot}
      </Link>
    </Card>
  );
}

/** /slot-booked (customer §2): the service and slot saved in the slot note popup, and the single booking form. */
export default function SlotBookedPage() {
  const location = useLocation();
  const { serviceId, slot } = readSlotState(location.state);
  const service = useServiceToBook(slot ? serviceId : null);

  if (serviceId === null || slot === null) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{texts.slotBookedTitle}</h1>
        <MissingChoice title={texts.noSlot} />
      </div>
    );
  }
  // A slot kept in history can go stale (its date passes): it is checked again before booking.
  const now = new Date();
  const stillOpen = checkSlot(slotNoteSchema(indianDate(now), indianTime(now)), choiceOf(slot)).ok;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{texts.slotBookedTitle}</h1>
      <ServiceLoadState query={service}>
        {(loaded) => (
          <div className={styles.columns}>
            <div className={styles.stack}>
              <ServiceSummaryCard service={loaded} compact />
              <ChosenSlot service={loaded} slot={slot} stillOpen={stillOpen} />
            </div>
            {stillOpen ? <SingleBookingForm serviceId={loaded.id} slot={slot} /> : null}
          </div>
        )}
      </ServiceLoadState>
    </div>
  );
}
