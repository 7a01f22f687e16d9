import { indianDate, indianTime, linePrice, type WorkMethod } from '@servenear/shared/domain';
import {
  bookingFormMessages,
  createBookingRequestSchema,
  fieldErrorsFromZod,
  singleBookingRequestSchema,
  type FieldErrors,
} from '@servenear/shared/schemas';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { HttpError, notFound, unprocessable } from '../../lib/httpError';
import { firstMessages } from '../../plugins/errorHandler';
import { noRateMessage } from '../cart/slot';
import { optionalPointSchema, type Point } from '../catalog/coordinates';
import { claimRequest, recordBooking, requestKey, type RequestKey } from './idempotency';
import { bookableRates, insertBooking, takeFromCart, type NewLine, type ServiceRates } from './repository';

export const bookingMessages = {
  booked: 'Service booked successfully',
  notInCart: 'This service is no longer in your cart.',
  serviceNotFound: 'Service not found',
  repeated: 'Each service can be booked once per booking.',
  unverified: 'Please verify your mobile number before booking.',
} as const;

type Context = Pick<AppContext, 'db' | 'clock'>;

/** One service to book with its slot; `field` is where a refusal about it is reported. */
interface RequestedLine {
  serviceId: number;
  serviceMethod: WorkMethod;
  workingDuration: number;
  preferredTime: string;
  preferredDate: string;
  field: string;
}

interface Contact {
  name: string;
  email: string;
  mobile: string;
  address: string;
  description: string;
}

interface Placement {
  userId: number;
  key: RequestKey;
  now: Date;
  contact: Contact;
  place: Point | null;
  lines: RequestedLine[];
  /** Cart bookings take their services out of the cart; a single booking leaves the cart alone. */
  fromCart: boolean;
}

/** Where the work is done, when the client says (optional top-level latitude and longitude). */
function placeOf(body: unknown): Point | null {
  const { latitude, longitude } = (body ?? {}) as Record<string, unknown>;
  return optionalPointSchema.parse({ latitude, longitude });
}

/** A booking is priced from the services' own rates only; whatever the body says a price is, is ignored. */
function priceLines(lines: RequestedLine[], rates: Map<number, ServiceRates>, missing: () => HttpError): NewLine[] {
  const errors: FieldErrors = {};
  const priced = lines.map((line) => {
    const service = rates.get(line.serviceId);
    if (!service) throw missing();
    const offered = { perDay: service.ratePerDay || null, perHour: service.ratePerHour || null };
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

/** One transaction: claim the request key, write the booking and its lines, empty those cart rows. */
function placeBooking(db: Database, placement: Placement): Promise<number> {
  const { userId, key, now, contact, place, lines, fromCart } = placement;
  const serviceIds = lines.map((line) => line.serviceId);
  return db.transaction(async (tx) => {
    const earlier = await claimRequest(tx, userId, key, now);
    if (earlier !== null) return earlier;
    if (fromCart) {
      const removed = new Set(await takeFromCart(tx, userId, serviceIds));
      if (serviceIds.some((id) => !removed.has(id))) throw new HttpError(409, {}, bookingMessages.notInCart);
    }
    const missing = () => (fromCart ? new HttpError(409, {}, bookingMessages.notInCart) : notFound(bookingMessages.serviceNotFound));
    const priced = priceLines(lines, await bookableRates(tx, serviceIds), missing);
    const totalAmount = priced.reduce((sum, line) => sum + line.price, 0);
    const bookingId = await insertBooking(
      tx,
      { userId, ...contact, latitude: place?.latitude ?? null, longitude: place?.longitude ?? null, totalAmount },
      priced,
    );
    await recordBooking(tx, userId, key.key, bookingId);
    return bookingId;
  });
}

/** The cart booking's request, with the spec's message when no service was sent (customer §8). */
function parseCartBooking(body: unknown, now: Date) {
  const parsed = createBookingRequestSchema(indianDate(now), indianTime(now)).safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const errors = firstMessages(fieldErrorsFromZod(parsed.error));
  const noServices = errors.storedServices?.[0] === bookingFormMessages.noServices;
  throw new HttpError(422, errors, noServices ? bookingFormMessages.noServices : undefined);
}

/** POST user/createbooking: books services of the customer's cart; the id of the booking. */
export async function createCartBooking(context: Context, userId: number, keyHeader: string | string[] | undefined, body: unknown): Promise<number> {
  const now = context.clock();
  const request = parseCartBooking(body, now);
  const place = placeOf(body);
  const repeated = request.storedServices.findIndex((slot, index) =>
    request.storedServices.slice(0, index).some((earlier) => earlier.serviceId === slot.serviceId),
  );
  if (repeated >= 0) throw unprocessable({ [`storedServices.${repeated}.serviceId`]: [bookingMessages.repeated] });
  const { formData, storedServices } = request;
  return placeBooking(context.db, {
    userId,
    key: requestKey(keyHeader, { call: 'createbooking', request, place }),
    now,
    contact: { name: formData.name, email: formData.email, mobile: formData.mobile, address: formData.address, description: formData.description },
    place,
    lines: storedServices.map((slot, index) => ({ ...slot, field: `storedServices.${index}.serviceMethod` })),
    fromCart: true,
  });
}

/** POST user/book/singleservice: books one service straight from its page; the cart is untouched. */
export async function createSingleBooking(context: Context, userId: number, keyHeader: string | string[] | undefined, body: unknown): Promise<number> {
  const now = context.clock();
  const request = singleBookingRequestSchema(indianDate(now), indianTime(now)).parse(body ?? {});
  const place = placeOf(body);
  return placeBooking(context.db, {
    userId,
    key: requestKey(keyHeader, { call: 'book/singleservice', request, place }),
    now,
    contact: { name: request.name, email: request.email, mobile: request.mobile, address: request.address, description: request.description },
    place,
    lines: [{ ...request, field: 'serviceMethod' }],
    fromCart: false,
  });
}
