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

/** One place a typed address may be. */
export const geocodeChoiceSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  formatted_address: z.string(),
});
export type GeocodeChoice = z.infer<typeof geocodeChoiceSchema>;

/**
 * GET geocode → data: where a typed address is. `choices` lists every place it may be, best
 * first, when the text is ambiguous ('T. Nagar': Chennai or Theni), so the customer picks one;
 * it is empty when the place is clear.
 */
export const forwardGeocodeSchema = geocodeChoiceSchema.extend({
  choices: z.array(geocodeChoiceSchema),
});
export type ForwardGeocode = z.infer<typeof forwardGeocodeSchema>;

/** Geocoding behind one interface: the offline gazetteer by default, a maps API by configuration. */
export interface GeocodingProvider {
  reverse(point: Point): Promise<ReverseGeocode | null>;
  forward(address: string): Promise<ForwardGeocode | null>;
}
