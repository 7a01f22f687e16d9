import { useRef, useState } from 'react';
import { Link } from '@servenear/shared/router';
import { useSendBooking, type Booking } from '@servenear/shared/booking-api';
import { formatRupees } from '@servenear/shared/domain';
import { formStyles, serverMessage } from '@servenear/shared/forms';
import { useHost } from '@servenear/shared/host';
import { Card } from '../../ui/Card';
import { usePayBooking } from '../../components/payment';
import { summaryTexts as texts } from './texts';
import page from '../../ui/page.module.css';
import styles from './PickerBookingPage.module.css';

/**
 * The payment summary and 'Book Services' (customer §4 'Payment'): sends the booking, then
 * opens the checkout. A closed checkout leaves the booking saved, to be paid now or later.
 */
export function PaymentPanel({ booking, onPaid }: { booking: Booking; onPaid(): void }) {
  const host = useHost();
  const { pay } = usePayBooking();
  const sendBooking = useSendBooking();
  const [working, setWorking] = useState(false);
  const [unpaid, setUnpaid] = useState(false);
  const sent = useRef(false);

  async function bookServices() {
    setWorking(true);
    try {
      if (!sent.current) {
        try {
          await sendBooking.mutateAsync(booking.id);
          sent.current = true;
        } catch (error) {
          host.notify('error', serverMessage(error) ?? texts.sendFailed);
          return;
        }
      }
      if ((await pay(booking.id)).status === 'paid') {
        onPaid();
      } else {
        host.notify('info', texts.notCompleted);
        setUnpaid(true);
      }
    } finally {
      setWorking(false);
    }
  }

  return (
    <Card title={texts.paymentSummary}>
      <dl className={styles.totals}>
        <div>
          <dt>{texts.itemTotal}</dt>
          <dd>{formatRupees(booking.totalAmount)}</dd>
        </div>
        <div className={styles.toPay}>
          <dt>{texts.amountToPay}</dt>
          <dd>{formatRupees(booking.totalAmount)}</dd>
        </div>
      </dl>
      <p className={page.noFees}>{texts.noFees}</p>
      {booking.paid ? (
        <>
          <p className={styles.paidBadge}>{texts.paid}</p>
          <Link className={formStyles.buttonLink} to="/instand-booking">
            {texts.viewBookings}
          </Link>
        </>
      ) : (
        <>
          <button type="button" className={formStyles.submit} disabled={working} onClick={() => void bookServices()}>
            {working ? texts.processing : unpaid ? texts.payNow : texts.bookServices}
          </button>
          {unpaid ? (
            <p className={styles.payLater}>
              {texts.payLater} <Link to="/instand-booking">{texts.viewBookings}</Link>
            </p>
          ) : null}
        </>
      )}
    </Card>
  );
}
