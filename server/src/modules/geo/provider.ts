import type { Point } from '../catalog/coordinates';

export interface ReverseGeocode {
  address: { road: string | null; city: string | null; town: string | null; village: string | null; state: string | null };
  formatted_address: string;
}

export interface ForwardGeocode {
  latitude: number;
  longitude: number;
  formatted_address: string;
}

/** Geocoding behind one interface: the offline gazetteer by default, a maps API by configuration. */
export interface GeocodingProvider {
  reverse(point: Point): Promise<ReverseGeocode | null>;
  forward(address: string): Promise<ForwardGeocode | null>;
}
