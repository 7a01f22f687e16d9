import type { ForwardGeocodeWire, GeocodeChoiceWire, ReverseGeocodeWire } from '@servenear/shared/wire';
import type { Point } from '../catalog/coordinates';

/** POST onbrowseropen → data: the address around a point, each part null when unknown (shared/src/wire/geo.ts). */
export type ReverseGeocode = ReverseGeocodeWire;

/** One place a typed address may be. */
export type GeocodeChoice = GeocodeChoiceWire;

/** GET geocode → data: where a typed address is, with every place it may be when ambiguous. */
export type ForwardGeocode = ForwardGeocodeWire;

/** Geocoding behind one interface: the offline gazetteer by default, a maps API by configuration. */
export interface GeocodingProvider {
  reverse(point: Point): Promise<ReverseGeocode | null>;
  forward(address: string): Promise<ForwardGeocode | null>;
}
