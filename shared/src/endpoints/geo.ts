import * as z from 'zod/mini';
import { defineTexts } from '@servenear/shared/i18n';
import { forwardGeocodeWire, reverseGeocodeWire } from '../wire/geo';
import { pointSchema } from './coordinates';
import { defineEndpoint, envelope } from './define';

/*
 * Both directions of geocoding, on the server so that no maps key reaches the browser. The
 * shell calls them with plain fetch (shell/src/location/locationApi.ts: the visitor's landing
 * page does not pay for the API client), so they have no toModel or query key of their own.
 */

export const geocodeMessages = defineTexts(
  {
    empty: 'Address cannot be empty.',
    notFound: 'Failed to geocode the address.',
  },
  { hi: () => import('./geo.hi.json'), ta: () => import('./geo.ta.json') },
);

/** The longest address text sent to a provider. */
const MAX_ADDRESS_LENGTH = 300;

/** GET geocode?address=…: the typed address, trimmed; missing, blank or repeated reads as empty. */
const geocodeQuery = /* @__PURE__ */ z.object({
  address: z.string({ error: () => geocodeMessages.empty }).check(
    z.trim(),
    z.minLength(1, { error: () => geocodeMessages.empty }),
    // Longer than any real address: the answer a provider would give it.
    z.maxLength(MAX_ADDRESS_LENGTH, { error: () => geocodeMessages.notFound }),
  ),
});

/** customer §7 `onbrowseropen` {latitude, longitude}: the address around the point (404 when none is known). */
export const reverseGeocodeEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'onbrowseropen',
  summary: 'The address around a point (reverse geocoding)',
  body: pointSchema,
  reply: envelope(reverseGeocodeWire),
});

/** Ours: GET geocode?address=, the spec's browser-side maps call moved behind the server (404 when nothing matches). */
export const forwardGeocodeEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: 'geocode',
  summary: 'Where a typed address is, with its choices when ambiguous (forward geocoding)',
  query: geocodeQuery,
  reply: envelope(forwardGeocodeWire),
});
