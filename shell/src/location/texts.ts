/** Location texts of customer §4 'Location' and §5 'Location', exactly as the spec spells them. */
export const locationTexts = {
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
} as const;
