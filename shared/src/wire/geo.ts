import * as z from 'zod/mini';

/** POST onbrowseropen → data: the address around a point, each part null when unknown. */
export const reverseGeocodeWire = /* @__PURE__ */ z.object({
  address: z.object({
    road: z.nullable(z.string()),
    city: z.nullable(z.string()),
    town: z.nullable(z.string()),
    village: z.nullable(z.string()),
    state: z.nullable(z.string()),
  }),
  formatted_address: z.string(),
});
export type ReverseGeocodeWire = z.infer<typeof reverseGeocodeWire>;

/** One place a typed address may be. */
export const geocodeChoiceWire = /* @__PURE__ */ z.object({
  latitude: z.number(),
  longitude: z.number(),
  formatted_address: z.string(),
});
export type GeocodeChoiceWire = z.infer<typeof geocodeChoiceWire>;

/**
 * GET geocode → data: where a typed address is. `choices` lists every place it may be, best
 * first, when the text is ambiguous ('T. Nagar': Chennai or Theni), so the customer picks one;
 * it is empty when the place is clear.
 */
export const forwardGeocodeWire = /* @__PURE__ */ z.extend(geocodeChoiceWire, {
  choices: z.array(geocodeChoiceWire),
});
export type ForwardGeocodeWire = z.infer<typeof forwardGeocodeWire>;
