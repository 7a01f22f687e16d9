import { defineTexts } from '@servenear/shared/i18n';

/** Location texts of customer §4 'Location' and §5 'Location', exactly as the spec spells them. */
export const locationTexts = defineTexts(
  {
    fetching: 'Fetching location...',
    unableToFetch: 'Unable to fetch location',
    accessDenied: 'Location access denied',
    notSupported: 'Geolocation not supported',
    noCity: 'City not available',
    noStreet: 'Street not available',
    emptyAddress: 'Address cannot be empty.',
    geocodeFailed: 'Failed to geocode the address.',
    lookupError: 'An error occurred while fetching the address.',
    popupTitle: 'Enter Your Location',
    popupPlaceholder: 'Change live Address',
    submit: 'Submit',
    // Ours: an address found in more than one place.
    whichPlace: 'We found this name in more than one place. Which one do you mean?',
    // Ours: the chip's name, the popup's field, its busy Submit and its close button.
    chip: 'Location: {label}. Change location',
    addressLabel: 'Address, locality or city',
    processing: 'Processing...',
    close: 'Close',
    // Ours (issue 37): the browser's position in the popup, and a point's words when nothing better is known.
    useMyLocation: 'Use my current location',
    findingYou: 'Finding you…',
    nearPoint: 'Location near {latitude}, {longitude}',
  },
  { hi: () => import('./texts.hi.json'), ta: () => import('./texts.ta.json') },
);

/** What the chip or the popup says when the browser's position could not be had or read. */
export type LocationProblem = 'notSupported' | 'accessDenied' | 'unableToFetch';

/** What went wrong with a typed address. */
export type AddressProblem = 'emptyAddress' | 'geocodeFailed' | 'lookupError';
