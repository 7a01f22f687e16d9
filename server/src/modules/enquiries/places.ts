import type { Point } from '../catalog/coordinates';
import { distanceKm } from '../geo/distance';
import type { GeocodingProvider } from '../geo/provider';

/**
 * Where a move's two addresses are, for ops to price it and to offer partners near the From
 * address. Unlike a booking's work place (bookings/workPlace.ts) an address that cannot be
 * placed is no refusal: ops read the addresses and call the customer anyway, so the request is
 * kept with no coordinates rather than lost.
 */
export interface MovePlaces {
  from: Point | null;
  to: Point | null;
  /** Straight-line km, one decimal; null when either address could not be placed. */
  distanceKm: number | null;
}

/** One address by the geocoder bookings use; null when it fails, finds nothing, or finds several places. */
async function placeOf(geocoder: GeocodingProvider, address: string): Promise<Point | null> {
  const found = await geocoder.forward(address).catch(() => null);
  if (!found || found.choices.length > 1) return null;
  return { latitude: found.latitude, longitude: found.longitude };
}

export async function placeMove(geocoder: GeocodingProvider, fromAddress: string, toAddress: string): Promise<MovePlaces> {
  const [from, to] = await Promise.all([placeOf(geocoder, fromAddress), placeOf(geocoder, toAddress)]);
  const distance = from && to ? Math.round(distanceKm(from, to) * 10) / 10 : null;
  return { from, to, distanceKm: distance };
}
