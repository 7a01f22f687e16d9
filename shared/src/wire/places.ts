import * as z from 'zod/mini';

/*
 * Issue 37 (ours): the customer's location and saved addresses kept with the account, the cities
 * the site serves, and "tell me when you arrive". Named as customer §3 'Location' names a point
 * (latitude, longitude, user_address).
 */

export const addressKinds = ['home', 'work', 'other'] as const;
export type AddressKind = (typeof addressKinds)[number];

/**
 * GET user/location → data: the account's point, or null when it has none yet. `kept_at` (ISO
 * 8601, optional: our addition) is when the account kept it, so that at login the point chosen
 * most recently wins (decision 0052).
 */
export const accountLocationWire = /* @__PURE__ */ z.nullable(
  z.object({ latitude: z.number(), longitude: z.number(), user_address: z.nullable(z.string()), kept_at: z.optional(z.string()) }),
);
export type AccountLocationWire = z.infer<typeof accountLocationWire>;

/** One saved address. */
export const savedAddressWire = /* @__PURE__ */ z.object({
  id: z.int(),
  kind: z.enum(addressKinds),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type SavedAddressWire = z.infer<typeof savedAddressWire>;

/** GET served-cities → data: the cities where verified partners work, by name; `served`: whether they reach the point asked about (null without one). */
export const servedCitiesWire = /* @__PURE__ */ z.object({ cities: z.array(z.string()), served: z.nullable(z.boolean()) });
