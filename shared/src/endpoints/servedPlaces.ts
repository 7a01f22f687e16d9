import { queryKeys } from '@servenear/shared/host';
import { servedCitiesWire } from '../wire/places';
import { nearOf } from './catalog';
import { nearQuerySchema } from './coordinates';
import { defineEndpoint, envelope, messageReply } from './define';

/*
 * Issue 37 (ours): the cities served and "tell me when you serve here", apart from the account's
 * places (places.ts) so the browser's API area carries only these two.
 */

export interface ServedCities {
  cities: string[];
  /** Whether any verified partner's place reaches the point asked about; null without a point. */
  served: boolean | null;
}

/** GET served-cities[?latitude&longitude]: where verified partners work, and whether they reach the point. */
export const servedCitiesEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: 'served-cities',
  summary: 'The cities the site serves: where verified partners work (ours)',
  description: 'With a point, `served` says whether any verified partner’s work place reaches it (null without one).',
  query: nearQuerySchema,
  reply: envelope(servedCitiesWire),
  toModel: ({ data }): ServedCities => data,
  key: ({ query }) => queryKeys.catalog.servedCities(nearOf(query)),
});

/** POST arrival-requests: "tell me when you serve here". */
export const arrivalRequestEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'arrival-requests',
  summary: 'Ask to be texted when the site serves a place (ours)',
  description:
    '`place` (the address or city), its optional point, and a `mobile` of 10 digits (spaces ignored); a signed-in ' +
    'customer may leave `mobile` out and the account’s is used. One request per number and place: asking again is no error.',
  loadBody: () => import('../schemas/places').then((rules) => rules.arrivalRequestSchema),
  successStatus: 201,
  reply: messageReply,
  toModel: ({ message }) => message,
});
