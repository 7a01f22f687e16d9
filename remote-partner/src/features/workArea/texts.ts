import { defineTexts, fill } from '@servenear/shared/i18n';

/** The work-area page's words (ours, issue 14: partner §2 has no such page). */
export const workAreaTexts = defineTexts(
  {
    title: 'Work area',
    intro: 'Customers near these places see your services, and new jobs are offered to you only within the distance you choose.',
    listHeading: 'Your places',
    empty: 'You have no place yet. Until you add one, no customer finds you near them.',
    addHeading: 'Add a place',
    address: 'Address',
    addressHint: 'Locality and city, or a PIN code: for example "Whitefield, Bengaluru" or "560066".',
    label: 'Name (optional)',
    labelHint: 'For example Home or Shop.',
    radius: 'How far you travel',
    add: 'Add this address',
    adding: 'Adding...',
    useLocation: 'Use my current location',
    locating: 'Finding you...',
    added: 'Place added',
    addFailed: 'Failed to add the place',
    full: 'You have {maximum} places, the most you can keep. Delete one to add another.',
    delete: 'Delete',
    confirmDelete: 'Delete this place? Customers near it will no longer find you.',
    confirmYes: 'Yes, delete',
    confirmNo: 'Keep it',
    deleted: 'Place deleted',
    deleteFailed: 'Failed to delete the place',
    locationDenied: 'Location permission was denied. Allow location for this site in your browser settings, or type the address.',
    locationUnsupported: 'This browser cannot share your location. Please type the address.',
    locationFailed: 'Your location could not be read. Please try again or type the address.',
    km: '{km} km',
    within: 'Within {km} km of this point',
    /** A point's latitude and longitude: `degrees` is the number, four decimals. */
    north: '{degrees}° N',
    south: '{degrees}° S',
    east: '{degrees}° E',
    west: '{degrees}° W',
  },
  { hi: () => import('./texts.hi.json'), ta: () => import('./texts.ta.json') },
);

/** 12.9698° N, 77.7500° E: enough digits to find the point on any map, about 10 m. */
export function coordinatesInWords(latitude: number, longitude: number): string {
  const north = fill(latitude >= 0 ? workAreaTexts.north : workAreaTexts.south, { degrees: Math.abs(latitude).toFixed(4) });
  const east = fill(longitude >= 0 ? workAreaTexts.east : workAreaTexts.west, { degrees: Math.abs(longitude).toFixed(4) });
  return `${north}, ${east}`;
}

/** The radii the selector offers: the usual ones up to the site's maximum, and the maximum itself. */
export function radiusChoices(usual: readonly number[], maximum: number): number[] {
  return [...new Set([...usual.filter((km) => km < maximum), maximum])];
}
