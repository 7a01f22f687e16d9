import { linePrice, offeredRates, type WorkMethod } from '@servenear/shared/domain';
import type { CreateBookingRequest, FieldErrors, SingleBookingRequest } from '@servenear/shared/schemas';
import type { AppContext } from '../../context';
import { onGenericPlans } from '../../db/rowsQuery';
import { HttpError, notFound, unprocessable } from '../../lib/httpError';
import { noRateMessage } from '../cart/slot';
import type { Point } from '../catalog/coordinates';
import { bookingReceived } from '../notifications/record';
import { notificationWritten } from '../notifications/repository';
import { earlierBooking, requestKey, type Executor, type RequestKey } from './idempotency';
import { bookingTexts } from './messages';
import { insertBooking, openBooking, type TakenFromCart } from './placementStatements';
import { bookableRates, type NewLine, type ServiceRates } from './repository';

export const bookingMessages = bookingTexts.booking;

type Context = Pick<AppContext, 'db' | 'clock' | 'metrics'>;

/** One service to book with its slot; `field` is where a refusal about it is reported. */
export interface RequestedLine {
  serviceId: number;
  serviceMethod: WorkMethod;
  workingDuration: number;
  preferredTime: string;
  preferredDate: string;
  field: string;
}

export interface Contact {
  name: string;
  email: string;
  mobile: string;
  address: string;
  description: string;
}

/**
 * How the lines of a booking are priced, inside its transaction: from the services' own rates
 * (priceByRates) or at a quote ops gave (priceAtQuote). Never from anything the browser sends.
 * `ratesRead`: the rates a cart booking read with the cart rows it took (null for a service no
 * longer bookable); null when nothing was read yet.
 */
export type PriceStep = (tx: Executor, lines: RequestedLine[], missing: () => HttpError, ratesRead: TakenFromCart | null) => Promise<NewLine[]>;

export interface Placement {
  userId: number;
  /**
   * The request's idempotency key, claimed in the transaction; null when the caller makes the
   * booking idempotent itself (a quoted enquiry is booked at most once, by its own row).
   */
  key: RequestKey | null;
  now: Date;
  contact: Contact;
  place: Point | null;
  lines: RequestedLine[];
  /** Cart bookings take their services out of the cart; a single booking leaves the cart alone. */
  fromCart: boolean;
  price: PriceStep;
}

/** Where the work is done, when the client says (optional top-level latitude and longitude). */
interface Located {
  place: Point | null;
}

/** POST user/createbooking as the route's schema gave it: the request and where the work is done. */
export type CartBooking = CreateBookingRequest & Located;
/** POST user/book/singleservice as the route's schema gave it. */
export type SingleBooking = SingleBookingRequest & Located;

/** A booking is priced from the services' own rates only; whatever the body says a price is, is ignored. */
function priceLines(lines: RequestedLine[], rates: Map<number, ServiceRates | null>, missing: () => HttpError): NewLine[] {
  const errors: FieldErrors = {};
  const priced = lines.map((line) => {
    const service = rates.get(line.serviceId);
    if (!service) throw missing();
    const offered = offeredRates(service.ratePerDay, service.ratePerHour);
    const price = linePrice(offered, line.serviceMethod, line.workingDuration);
    if (price === null) errors[line.field] = [noRateMessage(line.serviceMethod)];
    const rate = line.serviceMethod === 'day' ? service.ratePerDay : service.ratePerHour;
    return {
      serviceId: line.serviceId,
      workMethod: line.serviceMethod,
      duration: line.workingDuration,
      serviceDate: line.preferredDate,
      serviceTime: line.preferredTime,
      rate,
      price: price ?? 0,
    };
  });
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
  return priced;
}

/** The bookable services' current rates: the price step of the cart and of a single booking. */
const priceByRates: PriceStep = async (tx, lines, missing, ratesRead) =>
  priceLines(lines, ratesRead ?? (await bookableRates(tx, lines.map((line) => line.serviceId))), missing);

/**
 * Each line at the quote ops gave for it (whole rupees), whatever the service's rates are (an
 * enquiry-type service has none). The quote is the line's price, exactly; its rate is the quote
 * shared over the duration (rounded), so the booking pages' "per day / per hour" beside the
 * price agrees with it.
 */
export const priceAtQuote =
  (quote: number): PriceStep =>
  async (_tx, lines) =>
    lines.map((line) => ({
      serviceId: line.serviceId,
      workMethod: line.serviceMethod,
      duration: line.workingDuration,
      serviceDate: line.preferredDate,
      serviceTime: line.preferredTime,
      rate: Math.round(quote / line.workingDuration),
      price: quote,
    }));

/** The booking's id; `isNew` is false when the request key named a booking made before. */
interface Placed {
  bookingId: number;
  isNew: boolean;
}

/**
 * Inside the caller's transaction: claim the request key (if any), take those services out of the
 * cart, and write the booking and its lines priced by the placement's step (tying the key to it)
 * with the customer's notification. Two statements for a cart booking (openBooking, insertBooking),
 * each doing what it can at once: they run on every booking (bench/README.md, booking creation
 * under load). A caller with its own transaction (booking a quoted enquiry) runs its checks and
 * writes around it.
 */
export async function placeBookingIn(tx: Executor, placement: Placement): Promise<Placed> {
  const { userId, key, now, contact, place, lines, fromCart, price } = placement;
  const serviceIds = lines.map((line) => line.serviceId);
  const opened = await openBooking(tx, { userId, key, now, fromCart: fromCart ? serviceIds : null });
  if (opened.bookingId === null) return { bookingId: await earlierBooking(tx, userId, key!), isNew: false };
  const { bookingId, taken } = opened;
  if (taken && serviceIds.some((id) => !taken.has(id))) throw new HttpError(409, {}, bookingMessages.notInCart);
  const missing = () => (fromCart ? new HttpError(409, {}, bookingMessages.notInCart) : notFound(bookingMessages.serviceNotFound));
  const priced = await price(tx, lines, missing, taken);
  const totalAmount = priced.reduce((sum, line) => sum + line.price, 0);
  const notification = bookingReceived({ userId, bookingId, at: now });
  const notificationId = await insertBooking(tx, {
    id: bookingId,
    booking: { userId, ...contact, latitude: place?.latitude ?? null, longitude: place?.longitude ?? null, totalAmount },
    lines: priced,
    claim: key ?? undefined,
    notification,
  });
  await notificationWritten(tx, notificationId, notification);
  return { bookingId, isNew: true };
}

/** One transaction: claim the request key, write the booking and its lines, empty those cart rows. */
async function placeBooking(context: Context, kind: 'cart' | 'single', placement: Placement): Promise<number> {
  // On connections that keep one plan per named statement: a booking's statements are written for one (placementStatements.ts).
  const placed = await onGenericPlans(context.db).transaction((tx) => placeBookingIn(tx, placement));
  // Counted once committed, and only once however often the request is repeated.
  if (placed.isNew) context.metrics.bookingsPlaced.inc({ kind });
  return placed.bookingId;
}

/** The first service booked twice in one request, as the field that names it; or null. */
function repeatedService(storedServices: CreateBookingRequest['storedServices']): string | null {
  const repeated = storedServices.findIndex((slot, index) => storedServices.slice(0, index).some((earlier) => earlier.serviceId === slot.serviceId));
  return repeated >= 0 ? `storedServices.${repeated}.serviceId` : null;
}

/**
 * POST user/createbooking: books services of the customer's cart; the id of the booking.
 * `clientKey` is the request's checked Idempotency-Key, if it sent one.
 */
export async function createCartBooking(context: Context, userId: number, clientKey: string | undefined, booking: CartBooking): Promise<number> {
  const { place, ...request } = booking;
  const repeated = repeatedService(request.storedServices);
  if (repeated) throw unprocessable({ [repeated]: [bookingMessages.repeated] });
  const { formData, storedServices } = request;
  return placeBooking(context, 'cart', {
    userId,
    key: requestKey(clientKey, { call: 'createbooking', request, place }),
    now: context.clock(),
    contact: { name: formData.name, email: formData.email, mobile: formData.mobile, address: formData.address, description: formData.description },
    place,
    lines: storedServices.map((slot, index) => ({ ...slot, field: `storedServices.${index}.serviceMethod` })),
    fromCart: true,
    price: priceByRates,
  });
}

/** POST user/book/singleservice: books one service straight from its page; the cart is untouched. */
export async function createSingleBooking(context: Context, userId: number, clientKey: string | undefined, booking: SingleBooking): Promise<number> {
  const { place, ...request } = booking;
  return placeBooking(context, 'single', {
    userId,
    key: requestKey(clientKey, { call: 'book/singleservice', request, place }),
    now: context.clock(),
    contact: { name: request.name, email: request.email, mobile: request.mobile, address: request.address, description: request.description },
    place,
    lines: [{ ...request, field: 'serviceMethod' }],
    fromCart: false,
    price: priceByRates,
  });
}
