import { moveMessages, serviceEnquiryMessages } from '@servenear/shared/enquiry-schemas';
import type { AppContext } from '../../../context';
import { HttpError, notFound } from '../../../lib/httpError';
import { recordMoveAccepted } from '../../notifications/moveEvents';
import { lockOwnEnquiry, markQuoteBooked } from '../repository';
import { customerContact, insertMoveBooking } from './repository';

/**
 * POST user/pdenquiry/{id}/accept (issue 37): quoted → accepted. The customer takes ops' quote
 * for the move; like a service enquiry's quote (bookQuote.ts) it becomes a booking, here of no
 * lines, owing the quote, which the customer then pays through the payment calls
 * (user/createRazorpayOrder, …) as any booking. One transaction: the row is locked, the booking
 * written and tied to the move by the same conditional update a service quote uses
 * (markQuoteBooked), and ops told. A repeat answers the same booking; someone else's request is
 * not found; one not (or no longer) quoted is a 409. The price is the stored quote: the route
 * reads no body.
 */
export async function acceptMoveQuote(context: Pick<AppContext, 'db' | 'clock'>, userId: number, enquiryId: number): Promise<number> {
  const at = context.clock();
  return context.db.transaction(async (tx) => {
    const row = await lockOwnEnquiry(tx, enquiryId, userId, 'pd');
    if (!row) throw notFound(serviceEnquiryMessages.notFound);
    if (row.bookingId !== null) return row.bookingId;
    if (row.status !== 'enquired' || row.quote === null) throw new HttpError(409, {}, moveMessages.notQuoted);
    const contact = await customerContact(tx, userId);
    const bookingId = await insertMoveBooking(tx, {
      userId,
      name: contact?.name ?? '',
      email: contact?.email ?? '',
      mobile: row.mobile,
      address: row.fromAddress ?? '',
      description: row.description,
      latitude: row.fromLatitude,
      longitude: row.fromLongitude,
      quote: row.quote,
    });
    if (!(await markQuoteBooked(tx, enquiryId, bookingId))) throw new HttpError(409, {}, serviceEnquiryMessages.alreadyBooked);
    await recordMoveAccepted(tx, { id: enquiryId, quote: row.quote }, at);
    return bookingId;
  });
}
