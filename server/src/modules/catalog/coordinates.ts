import { z } from 'zod';

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

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Query strings and JSON bodies both arrive here: numbers or numeric text, nothing else. */
function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || !/^\s*[+-]?(\d+\.?\d*|\.\d+)\s*$/.test(value)) return undefined;
  return Number(value);
}

function coordinates(required: boolean) {
  return z
    .object({ latitude: z.unknown().optional(), longitude: z.unknown().optional() })
    .transform((input, context): Point | null => {
      const missingLatitude = blank(input.latitude);
      const missingLongitude = blank(input.longitude);
      if (missingLatitude && missingLongitude && !required) return null;
      if (missingLatitude || missingLongitude) {
        if (missingLatitude) context.addIssue({ code: 'custom', path: ['latitude'], message: coordinateMessages.both });
        if (missingLongitude) context.addIssue({ code: 'custom', path: ['longitude'], message: coordinateMessages.both });
        return z.NEVER;
      }
      const latitude = toNumber(input.latitude);
      const longitude = toNumber(input.longitude);
      const badLatitude = latitude === undefined || latitude < -90 || latitude > 90;
      const badLongitude = longitude === undefined || longitude < -180 || longitude > 180;
      if (badLatitude) context.addIssue({ code: 'custom', path: ['latitude'], message: coordinateMessages.latitude });
      if (badLongitude) context.addIssue({ code: 'custom', path: ['longitude'], message: coordinateMessages.longitude });
      if (badLatitude || badLongitude) return z.NEVER;
      return { latitude: latitude!, longitude: longitude! };
    });
}

/** Optional point of the near-me lists: both or neither. */
export const optionalPointSchema = coordinates(false);
/** A point that must be there (reverse geocoding). */
export const pointSchema = coordinates(true).transform((point) => point!);
