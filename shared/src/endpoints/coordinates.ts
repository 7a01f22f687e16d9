import * as z from 'zod/mini';
import type * as core from 'zod/v4/core';

/*
 * The optional point a located body carries (a booking's latitude and longitude), in zod/mini:
 * the rule of server/src/modules/catalog/coordinates.ts, with its messages.
 */

/** The contract's messages for bad coordinates (422, on the field at fault). */
const coordinateMessages = {
  latitude: 'Latitude must be between -90 and 90.',
  longitude: 'Longitude must be between -180 and 180.',
  both: 'Send both latitude and longitude.',
} as const;

interface Point {
  latitude: number;
  longitude: number;
}

/** Query strings send coordinates as text, JSON bodies as numbers (or text): both are taken. */
const coordinateInput = z.optional(z.nullable(z.union([z.number(), z.string().check(z.maxLength(40))])));

/** The fields a near-me query or a located body carries. */
const coordinateShape = {
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
 * an issue on the field at fault (both or neither; each within its range).
 */
function pointOf(input: { latitude?: CoordinateInput; longitude?: CoordinateInput }, context: core.ParsePayload, required: boolean): Point | null {
  const issue = (field: keyof Point, message: string) => context.issues.push({ code: 'custom', path: [field], message, input: input[field] });
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

/** An optional point: both coordinates or neither, as `place` (null for neither). */
export const optionalPlaceSchema = z.pipe(
  z.object(coordinateShape),
  z.transform((input, context) => ({ place: pointOf(input, context, false) })),
);
