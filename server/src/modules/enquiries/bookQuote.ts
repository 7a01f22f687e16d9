import { indianDate, indianTime, isTimePast } from '@servenear/shared/domain';
import { serviceEnquiryMessages } from '@servenear/shared/enquiry-schemas';
import type { AppContext } from '../../context';
import { HttpError, notFound } from '../../lib/httpError';
import type { Point } from '../catalog/coordinates';
import { placeBookingIn, priceAtQuote } from '../bookings/service';
import { lockOwnEnquiry, markQuoteBooked, ownEnquiry } from './repository';
import { enquiryTexts } from './messages';
import { serviceAskOf, type EnquiryRow } from './views';

export const bookQuoteMessages = enquiryTexts.bookQuote;

type Context = Pick<AppContext, 'db' | 'clock' | 'geocoder' | 'metrics'>;

/**
 * Where the work is done, for allocation. The address was placed when the enquiry was sent
 * (service.ts refuses one the map cannot place); a maps service failing now leaves the booking
 * unplaced for ops to see, rather than refusing a customer who is about to pay.
 */
async function placeOfWork(context: Context, address: string): Promise<Point | null> {
  const found = await context.geocoder.forward(address).catch(() => null);
  if (!found || found.choices.length > 1) return null;
  return { latitude: found.latitude, longitude: found.longitude };
}

/** What stands between the enquiry and a booking: someone else's, no quote yet, a slot gone by. */
function quotedEnquiry(row: EnquiryRow | undefined, now: Date) {
  if (!row) throw notFound(serviceEnquiryMessages.notFound);
  if (row.status !== 'enquired' || row.quote === null) throw new HttpError(409, {}, serviceEnquiryMessages.notQuoted);
  const { slot, ...ask } = serviceAskOf(row);
  if (!slot) throw new HttpError(409, {}, bookQuoteMessages.noSlot);
  const today = indianDate(now);
  if (slot.serviceDate < today || isTimePast(slot.serviceDate, slot.serviceTime, today, indianTime(now))) {
    throw new HttpError(409, {}, bookQuoteMessages.slotPassed);
  }
  return { ...ask, ...slot, quote: row.quote, mobile: row.mobile, description: row.description };
}

/**
 * POST user/service/enquiry/{id}/book: the quoted service enquiry becomes a booking of one line,
 * the enquiry's service and slot, priced at the stored quote (the route reads no body, so no
 * price from the browser can reach it). One transaction: the enquiry row is locked, the booking
 * is made through the bookings module (its notification included) and tied to the enquiry by a
 * conditional update, so a double click makes one booking and every click gets its id back.
 * Someone else's enquiry is "not found"; one already booked answers its booking (idempotent).
 */
export async function bookQuotedEnquiry(context: Context, userId: number, enquiryId: number): Promise<number> {
  const now = context.clock();
  // Checked once before geocoding (not under the lock: the maps call may be slow), and again
  // on the locked row, which is what counts.
  const seen = await ownEnquiry(context.db, enquiryId, userId, 'service');
  if (seen?.bookingId) return seen.bookingId;
  const place = await placeOfWork(context, quotedEnquiry(seen, now).address);
  const placed = await context.db.transaction(async (tx) => {
    const row = await lockOwnEnquiry(tx, enquiryId, userId, 'service');
    if (row?.bookingId) return { bookingId: row.bookingId, isNew: false };
    const quoted = quotedEnquiry(row, now);
    const { bookingId } = await placeBookingIn(tx, {
      userId,
      key: null,
      now,
      contact: { name: quoted.name, email: quoted.email, mobile: quoted.mobile, address: quoted.address, description: quoted.description },
      place,
      lines: [
        {
          serviceId: quoted.serviceId,
          serviceMethod: quoted.workType,
          workingDuration: quoted.dayHours,
          preferredDate: quoted.serviceDate,
          preferredTime: quoted.serviceTime,
          field: 'id',
        },
      ],
      fromCart: false,
      price: priceAtQuote(quoted.quote),
    });
    // Cannot fail while the row is locked; if it ever did, the booking would roll back with it.
    if (!(await markQuoteBooked(tx, enquiryId, bookingId))) throw new HttpError(409, {}, serviceEnquiryMessages.alreadyBooked);
    return { bookingId, isNew: true };
  });
  if (placed.isNew) context.metrics.bookingsPlaced.inc({ kind: 'quote' });
  return placed.bookingId;
}
