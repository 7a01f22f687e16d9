import { Link, useNavigate } from '@servenear/shared/router';
import { ApiError } from '@servenear/shared/api';
import { formatRupees } from '@servenear/shared/domain';
import { useBookQuote, type ServiceEnquiry } from '@servenear/shared/enquiries';
import { serverMessage } from '@servenear/shared/forms';
import { useHost } from '@servenear/shared/host';
import { fill } from '@servenear/shared/i18n';
import { enquiryTexts } from '../texts';
import buttons from '../Buttons.module.css';
import styles from './Enquiries.module.css';

const texts = enquiryTexts.service;
const summaryOf = (bookingId: number) => `/picker-service-booking?booking_id=${bookingId}`;

/**
 * An answered enquiry with a quote is booked at that price (POST user/service/enquiry/{id}/book)
 * and paid on the booking's summary page, like any booking; once booked, the card links there.
 */
export function BookQuote({ enquiry }: { enquiry: ServiceEnquiry }) {
  const host = useHost();
  const navigate = useNavigate();
  const bookQuote = useBookQuote();

  if (enquiry.bookingId !== null) {
    return (
      <p className={styles.booked}>
        <span>{texts.booked}</span>
        <Link className={buttons.secondary} to={summaryOf(enquiry.bookingId)}>
          {texts.viewBooking}
        </Link>
      </p>
    );
  }
  if (enquiry.status !== 'enquired' || enquiry.quote === null) return null;

  async function book() {
    try {
      const bookingId = await bookQuote.mutateAsync(enquiry.id);
      navigate(summaryOf(bookingId));
    } catch (error) {
      if (!(error instanceof ApiError) || error.status === 0) host.notify('error', texts.bookError);
      else host.notify('error', serverMessage(error) ?? texts.bookFailed);
    }
  }

  return (
    <button type="button" className={`${buttons.primary} ${styles.book}`} disabled={bookQuote.isPending} onClick={() => void book()}>
      {bookQuote.isPending ? texts.booking : fill(texts.book, { price: formatRupees(enquiry.quote) })}
    </button>
  );
}
