import { ApiError } from '@servenear/shared/api';
import { formatRupees } from '@servenear/shared/domain';
import { useAcceptMoveQuote, type PdEnquiry } from '@servenear/shared/enquiries';
import { serverMessage } from '@servenear/shared/forms';
import { useHost } from '@servenear/shared/host';
import { fill } from '@servenear/shared/i18n';
import { usePayBooking } from '../../../components/payment';
import { enquiryTexts } from '../texts';
import buttons from '../Buttons.module.css';
import styles from './Enquiries.module.css';

const texts = enquiryTexts.pd;

/**
 * Issue 37: a quoted move is accepted (POST user/pdenquiry/{id}/accept makes its booking) and
 * paid at once through the same checkout as any booking (usePayBooking); a move accepted but not
 * paid (a checkout closed) offers the payment again. The price shown is the server's quote; the
 * amount taken is the server's too.
 */
export function PayMove({ enquiry }: { enquiry: PdEnquiry }) {
  const host = useHost();
  const accept = useAcceptMoveQuote();
  const { pay, paying } = usePayBooking();
  if (enquiry.quote === null || (enquiry.stage !== 'quoted' && enquiry.stage !== 'accepted')) return null;
  const price = formatRupees(enquiry.quote);

  async function acceptAndPay() {
    let bookingId = enquiry.bookingId;
    if (bookingId === null) {
      try {
        bookingId = await accept.mutateAsync(enquiry.id);
      } catch (error) {
        host.notify('error', (error instanceof ApiError && error.status !== 0 && serverMessage(error)) || texts.acceptFailed);
        return;
      }
    }
    // The payment hook tells the customer how it went, and the list asks again.
    await pay(bookingId);
  }

  const busy = accept.isPending || paying;
  return (
    <button type="button" className={`${buttons.primary} ${styles.book}`} disabled={busy} onClick={() => void acceptAndPay()}>
      {busy ? texts.paying : enquiry.stage === 'quoted' ? fill(texts.acceptAndPay, { price }) : fill(texts.pay, { price })}
    </button>
  );
}
