import * as z from 'zod/mini';
import { defineTexts, fill } from '@servenear/shared/i18n';
import { boundedText } from './common';

/** Most places one partner keeps: a home and a few areas they serve, not a whole city block by block. */
export const MAX_WORK_AREAS = 5;

/** Radii the page offers; the server's maximum is added when it is not one of them. */
export const WORK_AREA_RADII_KM = [2, 5, 10, 15, 20, 25] as const;

export const workAreaMessages = defineTexts(
  {
    addressRequired: 'Please enter the address of the place, or use your current location.',
    /** Filled with `radiusMessage(maximumKm)`. */
    radius: 'Choose a radius from 1 to {maximumKm} km.',
    location: 'Your location could not be read. Please try again or type the address.',
    tooMany: `You can keep at most ${MAX_WORK_AREAS} places. Delete one to add another.`,
    notFound: 'Place not found',
    added: 'Place added',
    deleted: 'Place deleted',
  },
  { hi: () => import('./workArea.hi.json'), ta: () => import('./workArea.ta.json') },
);

/** 'Choose a radius from 1 to 25 km.', in the language of the moment. */
export function radiusMessage(maximumKm: number): string {
  return fill(workAreaMessages.radius, { maximumKm: String(maximumKm) });
}

const coordinate = (limit: number) =>
  z.number({ error: () => workAreaMessages.location }).check(z.minimum(-limit, { error: () => workAreaMessages.location }), z.maximum(limit, { error: () => workAreaMessages.location }));

/**
 * POST employee/work-areas (ours): a place from a typed address, geocoded on the server, or from
 * the device's point, with how far the partner travels from it (1 to the site's maximum, whole
 * km). A point wins over an address when both come. The maximum is the server's configuration,
 * so the form builds this with the maximum GET employee/work-areas reports.
 */
export const workAreaRequestSchema = (maximumKm: number) =>
  z
    .object({
      address: z.optional(boundedText(300).check(z.trim())),
      latitude: z.optional(coordinate(90)),
      longitude: z.optional(coordinate(180)),
      radius_km: z.coerce
        .number({ error: () => radiusMessage(maximumKm) })
        .check(
          z.int({ error: () => radiusMessage(maximumKm) }),
          z.minimum(1, { error: () => radiusMessage(maximumKm) }),
          z.maximum(maximumKm, { error: () => radiusMessage(maximumKm) }),
        ),
      label: z.optional(boundedText(60).check(z.trim())),
    })
    .check(z.superRefine((place, context) => {
      const hasPoint = place.latitude !== undefined && place.longitude !== undefined;
      if (!hasPoint && (place.latitude !== undefined || place.longitude !== undefined)) {
        context.addIssue({ code: 'custom', path: ['address'], message: workAreaMessages.location });
      } else if (!hasPoint && !place.address) {
        context.addIssue({ code: 'custom', path: ['address'], message: workAreaMessages.addressRequired });
      }
    }));
export type WorkAreaRequest = z.infer<ReturnType<typeof workAreaRequestSchema>>;
export type WorkAreaInput = z.input<ReturnType<typeof workAreaRequestSchema>>;
