import * as z from 'zod/mini';
import { defineTexts } from '@servenear/shared/i18n';
import { addressKinds } from '../wire/places';
import { boundedText, requiredText, tenDigitMobile } from './common';

/** Issue 37 (ours): the texts of the account's places and of "tell me when you arrive". */
export const placeMessages = defineTexts(
  {
    location: 'Your location could not be read. Please try again.',
    kind: 'Choose home, work or other.',
    addressRequired: 'Address cannot be empty.',
    notFound: 'Address not found',
    tooMany: 'You can keep at most 10 addresses. Delete one to add another.',
    saved: 'Address saved',
    renamed: 'Address updated',
    deleted: 'Address deleted',
    locationSaved: 'Location saved',
    placeRequired: 'Please say which place you would like us to serve.',
    mobileInvalid: 'Please enter a valid 10-digit mobile number.',
    arrivalStored: 'Thank you. We will text you when we start serving there.',
  },
  { hi: () => import('./places.hi.json'), ta: () => import('./places.ta.json') },
);

export const MAX_SAVED_ADDRESSES = 10;

const coordinate = (limit: number) =>
  z.number({ error: () => placeMessages.location }).check(z.minimum(-limit, { error: () => placeMessages.location }), z.maximum(limit, { error: () => placeMessages.location }));

/** POST user/location: where the customer now is (the browser's stored point). */
export const accountLocationSchema = z.object({
  latitude: coordinate(90),
  longitude: coordinate(180),
  user_address: z.optional(z.nullable(boundedText(300).check(z.trim()))),
});
export type AccountLocationRequest = z.output<typeof accountLocationSchema>;

const addressKind = z.enum(addressKinds, { error: () => placeMessages.kind });

/** POST user/addresses: a place the customer keeps, already placed on the map (the location popup geocoded it). */
export const savedAddressSchema = z.object({
  kind: addressKind,
  address: requiredText(() => placeMessages.addressRequired, 300),
  latitude: coordinate(90),
  longitude: coordinate(180),
});
export type SavedAddressRequest = z.output<typeof savedAddressSchema>;

/**
 * POST user/addresses/{id}: a saved address edited: its name (home, work or other), and
 * optionally its address text (a flat number, a landmark; the same rules as when it was saved)
 * and a new point, given whole (latitude and longitude together) or not at all.
 */
export const editAddressSchema = z
  .object({
    kind: addressKind,
    address: z.optional(requiredText(() => placeMessages.addressRequired, 300)),
    latitude: z.optional(coordinate(90)),
    longitude: z.optional(coordinate(180)),
  })
  .check(
    z.refine((edit) => edit.latitude !== undefined || edit.longitude === undefined, { error: () => placeMessages.location, path: ['latitude'] }),
    z.refine((edit) => edit.longitude !== undefined || edit.latitude === undefined, { error: () => placeMessages.location, path: ['longitude'] }),
  );
export type EditAddressRequest = z.output<typeof editAddressSchema>;

/**
 * POST arrival-requests: "tell me when you serve here". A visitor gives a mobile number (ten
 * digits, spaces ignored); a signed-in customer may leave it out, and the account's is used.
 */
export const arrivalRequestSchema = z.object({
  place: requiredText(() => placeMessages.placeRequired, 300),
  latitude: z.optional(coordinate(90)),
  longitude: z.optional(coordinate(180)),
  mobile: z.optional(
    z.pipe(
      z.string({ error: () => placeMessages.mobileInvalid }).check(z.maxLength(20, { error: () => placeMessages.mobileInvalid })),
      z.transform((typed: string) => typed.replace(/\s+/g, '')),
    ).check(z.regex(tenDigitMobile, { error: () => placeMessages.mobileInvalid })),
  ),
});
export type ArrivalRequest = z.output<typeof arrivalRequestSchema>;
