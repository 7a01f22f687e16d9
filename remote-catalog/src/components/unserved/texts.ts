/** Ours (issue 37): what a place we do not serve is told. */
export const unservedTexts = {
  title: (place: string | null) => (place ? `We do not serve ${place} yet` : 'We do not serve this place yet'),
  servedIn: 'We serve',
  noCities: 'We are not serving any city yet.',
  ask: 'Want a text when we start serving here?',
  mobile: 'Mobile number',
  mobileHint: '10 digits',
  notify: 'Notify me',
  notifyAccount: 'Text me when you arrive',
  sending: 'Sending…',
  mobileInvalid: 'Please enter a valid 10-digit mobile number.',
  failed: 'Your request could not be sent. Please try again.',
} as const;
