import * as z from 'zod/mini';
import type * as core from 'zod/v4/core';

/*
 * Where the customer is, as the near-me calls take it (customer §7): a query string sends the
 * coordinates as text, a JSON body as numbers (or text); both or neither, each in its range.
 */

/** The contract's messages for bad coordinates (422, on the field at fault). */
export const coordinateMessages = {
  latitude: 'Latitude must be between -90 and 90.',
  longitude: 'Longitude must be between -180 and 180.',
  both: 'Send both latitude and longitude.',
} as const;

export interface Point {
  latitude: number;
  longitude: number;
}

/** Query strings send coordinates as text, JSON bodies as numbers (or text): both are taken. */
const coordinateInput = /* @__PURE__ */ z.optional(z.nullable(z.union([z.number(), z.string().check(z.maxLength(40))])));

/** The fields a near-me query or a located body carries. */
export const coordinateShape = {
  latitude: coordinateInput.check(z.describe('Where the customer is, −90 to 90; send both coordinates or neither')),
  longitude: coordinateInput.check(z.describe('Where the customer is, −180 to 180; send both coordinates or neither')),
};

type CoordinateInput = z.infer<typeof coordinateInput>;

const blank = (value: CoordinateInput) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

function toNumber(value: CoordinateInput): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || !/^\s*[+-]?(\d+\.?\d*|\.\d+)\s*$/.test(value)) return undefined;
  return Number(value);
}

/**
 * The point the two fields name: null when both are blank and the point is optional; otherwise
 * an issue on the field at fault (both or neither; each within its range). `context` is the
 * transform's (zod/mini's, or classic zod's where a server schema still is one).
 */
export function pointOf(
  input: { latitude?: CoordinateInput; longitude?: CoordinateInput },
  context: Pick<core.ParsePayload, 'issues'>,
  required: boolean,
): Point | null {
  const issue = (field: 'latitude' | 'longitude', message: string) =>
    context.issues.push({ code: 'custom', path: [field], message, input });
  const missingLatitude = blank(input.latitude);
  const missingLongitude = blank(input.longitude);
  if (missingLatitude && missingLongitude && !required) return null;
  if (missingLatitude || missingLongitude) {
    if (missingLatitude) issue('latitude', coordinateMessages.both);
    if (missingLongitude) issue('longitude', coordinateMessages.both);
    return z.NEVER;
  }
  const latitude = toNumber(input.latitude);
  const longitude = toNumber(input.longitude);
  const badLatitude = latitude === undefined || latitude < -90 || latitude > 90;
  const badLongitude = longitude === undefined || longitude < -180 || longitude > 180;
  if (badLatitude) issue('latitude', coordinateMessages.latitude);
  if (badLongitude) issue('longitude', coordinateMessages.longitude);
  if (badLatitude || badLongitude) return z.NEVER;
  return { latitude: latitude!, longitude: longitude! };
}

/** A point that must be there (reverse geocoding). */
export const pointSchema = /* @__PURE__ */ z.pipe(
  z.object(coordinateShape),
  z.transform((input, context) => pointOf(input, context, true)!),
);

export const pageMessages = { page: 'Page must be a whole number from 1.' } as const;
/** The last page a list will serve: deeper than any customer scrolls, and a bound on OFFSET. */
export const LAST_PAGE = 10_000;

/** `page` of a list's query string: digits, 1 when absent or empty. */
export const pageInput = /* @__PURE__ */ z.pipe(
  z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(6, { error: pageMessages.page }), z.regex(/^\d*$/, { error: pageMessages.page }))),
    z.transform((value: string | undefined) => (value ? Number(value) : 1)),
  ),
  z.int().check(z.minimum(1, { error: pageMessages.page }), z.maximum(LAST_PAGE, { error: pageMessages.page })),
);

/** The query of a near-me read: an optional point, as `point`. */
export const nearQuerySchema = /* @__PURE__ */ z.pipe(
  z.object(coordinateShape),
  z.transform((input, context) => ({ point: pointOf(input, context, false) })),
);

/** The query of a near-me list: an optional point and the page. */
export const nearPageQuerySchema = /* @__PURE__ */ z.pipe(
  z.object({ ...coordinateShape, page: pageInput.check(z.describe('The page of the list, from 1 (48 services a page)')) }),
  z.transform((input, context) => ({ point: pointOf(input, context, false), page: input.page })),
);

/** The query of a search: the text typed, and an optional point. */
export const nearSearchQuerySchema = /* @__PURE__ */ z.pipe(
  z.object({
    ...coordinateShape,
    query: z.optional(z.string().check(z.maxLength(500))).check(z.describe('What the customer typed; the first 100 characters are matched')),
  }),
  z.transform((input, context) => ({ point: pointOf(input, context, false), text: input.query ?? '' })),
);

/** The query of the popular section: the point is required. */
export const pointQuerySchema = /* @__PURE__ */ z.pipe(
  z.object(coordinateShape),
  z.transform((input, context) => ({ point: pointOf(input, context, true)! })),
);
