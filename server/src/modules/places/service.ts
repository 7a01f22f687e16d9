import type { AccountLocationRequest, ArrivalRequest, EditAddressRequest, SavedAddressRequest } from '@servenear/shared/endpoints';
import { MAX_SAVED_ADDRESSES, placeMessages } from '@servenear/shared/endpoints';
import type { AccountLocationWire } from '@servenear/shared/wire';
import type { AppContext } from '../../context';
import { notFound, unprocessable } from '../../lib/httpError';
import type { Point } from '../catalog/coordinates';
import * as places from './repository';

type Context = Pick<AppContext, 'db' | 'clock'>;

/** GET user/location, with when it was kept (the login's "most recent point wins", decision 0052). */
export async function accountLocation(context: Pick<AppContext, 'db'>, userId: number): Promise<AccountLocationWire> {
  const row = await places.accountLocation(context.db, userId);
  return row ? { latitude: row.latitude, longitude: row.longitude, user_address: row.address, kept_at: row.keptAt.toISOString() } : null;
}

/** POST user/location. */
export function saveAccountLocation(context: Context, userId: number, request: AccountLocationRequest): Promise<void> {
  const address = request.user_address ? request.user_address : null;
  return places.saveAccountLocation(context.db, userId, { latitude: request.latitude, longitude: request.longitude, address }, context.clock());
}

export function savedAddresses(context: Pick<AppContext, 'db'>, userId: number) {
  return places.listSavedAddresses(context.db, userId);
}

export async function addSavedAddress(context: Pick<AppContext, 'db'>, userId: number, request: SavedAddressRequest) {
  const row = await places.insertSavedAddressWithin(context.db, { userId, ...request }, MAX_SAVED_ADDRESSES);
  if (!row) throw unprocessable({ form: [placeMessages.tooMany] });
  return row;
}

/** POST user/addresses/{id}: the kind always; the text and the point only when given (the schema gives a point whole or not at all). */
export async function editSavedAddress(context: Pick<AppContext, 'db'>, userId: number, id: number, { kind, address, latitude, longitude }: EditAddressRequest) {
  const point = latitude !== undefined && longitude !== undefined ? { latitude, longitude } : {};
  const row = await places.editOwnAddress(context.db, userId, id, { kind, ...(address === undefined ? {} : { address }), ...point });
  if (!row) throw notFound(placeMessages.notFound);
  return row;
}

export async function deleteSavedAddress(context: Pick<AppContext, 'db'>, userId: number, id: number): Promise<void> {
  if (!(await places.deleteOwnAddress(context.db, userId, id))) throw notFound(placeMessages.notFound);
}

/** GET served-cities: the cities, and with a point whether it is reached. */
export async function servedCities(context: Pick<AppContext, 'db'>, point: Point | null, radiusKm: number) {
  const [cities, served] = await Promise.all([places.servedCities(context.db), point ? places.isServed(context.db, point, radiusKm) : null]);
  return { cities, served };
}

/**
 * POST arrival-requests: a visitor's own number, or a signed-in customer's account number when
 * they give none. Kept for ops to text when partners start working there.
 */
export async function askForArrival(context: Pick<AppContext, 'db'>, userId: number | null, request: ArrivalRequest): Promise<void> {
  const mobile = request.mobile ?? (userId === null ? null : await places.accountMobile(context.db, userId));
  if (!mobile) throw unprocessable({ mobile: [placeMessages.mobileInvalid] });
  const point = request.latitude !== undefined && request.longitude !== undefined ? { latitude: request.latitude, longitude: request.longitude } : {};
  await places.insertArrivalRequest(context.db, { userId, mobile, place: request.place, ...point });
}
