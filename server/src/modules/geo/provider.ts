import { z } from 'zod';
import type { Point } from '../catalog/coordinates';

/** POST onbrowseropen → data: the address around a point, each part null when unknown. */
export const reverseGeocodeSchema = z.object({
  address: z.object({
    road: z.string().nullable(),
    city: z.string().nullable(),
    town: z.string().nullable(),
    village: z.string().nullable(),
    state: z.string().nullable(),
  }),
  formatted_address: z.string(),
});
export type ReverseGeocode = z.infer<typeof reverseGeocodeSchema>;

/** GET geocode → data: where a typed address is. */
export const forwardGeocodeSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  formatted_address: z.string(),
});
export type ForwardGeocode = z.infer<typeof forwardGeocodeSchema>;

/** Geocoding behind one interface: the offline gazetteer by default, a maps API by configuration. */
export interface GeocodingProvider {
  reverse(point: Point): Promise<ReverseGeocode | null>;
  forward(address: string): Promise<ForwardGeocode | null>;
}
