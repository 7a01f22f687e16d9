import { unprocessable } from '../../lib/httpError';
import type { Point } from '../catalog/coordinates';
import type { GeocodingProvider } from '../geo/provider';
import { bookingTexts } from './messages';

export const workPlaceMessages = bookingTexts.workPlace;

/**
 * Where the work is done. The site sends the customer's chosen location; without one, the
 * booking address is geocoded here, because ops allocate a partner near the work and a booking
 * without coordinates could never be allocated. An address that cannot be placed, or that could
 * be in more than one place, is refused on its field, so the customer adds a locality or PIN.
 */
export async function workPlace(geocoder: GeocodingProvider, sent: Point | null, address: string, field: string): Promise<Point> {
  if (sent) return sent;
  // A maps service that fails is the same to the customer as an address it cannot place.
  const found = await geocoder.forward(address).catch(() => null);
  if (!found || found.choices.length > 1) throw unprocessable({ [field]: [workPlaceMessages.unknownAddress] });
  return { latitude: found.latitude, longitude: found.longitude };
}
