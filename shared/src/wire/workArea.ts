import * as z from 'zod/mini';

/** One place a partner works from (ours): near-me lists and allocation measure from here. */
export const workAreaWire = /* @__PURE__ */ z.object({
  id: z.int(),
  /** The partner's name for it, or null. */
  label: z.nullable(z.string()),
  /** As typed, or as the device's point was read back; null for places set up by ops. */
  address: z.nullable(z.string()),
  city: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** How far the partner travels from here, whole km, never above `max_radius_km`. */
  radius_km: z.int(),
});
export type WorkAreaWire = z.infer<typeof workAreaWire>;

/** data of GET employee/work-areas: the places, and the limits the form offers. */
export const workAreasWire = /* @__PURE__ */ z.object({
  places: z.array(workAreaWire),
  max_radius_km: z.int(),
  max_places: z.int(),
});
export type WorkAreasWire = z.infer<typeof workAreasWire>;
