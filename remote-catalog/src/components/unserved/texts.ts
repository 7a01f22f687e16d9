import { defineTexts } from '@servenear/shared/i18n';

/** Ours (issue 37): what a place we do not serve is told. */
export const unservedTexts = defineTexts(
  {
    title: 'We do not serve {place} yet',
    /** The title when the customer's place has no name. */
    titleNoPlace: 'We do not serve this place yet',
    /** `cities` is the served cities as one list ('Chennai, Pune and Vellore'). */
    servedIn: 'We serve: {cities}.',
    noCities: 'We are not serving any city yet.',
    ask: 'Want a text when we start serving here?',
    mobile: 'Mobile number',
    mobileHint: '10 digits',
    notify: 'Notify me',
    notifyAccount: 'Text me when you arrive',
    sending: 'Sending…',
    mobileInvalid: 'Please enter a valid 10-digit mobile number.',
    failed: 'Your request could not be sent. Please try again.',
  },
  { hi: () => import('./texts.hi.json'), ta: () => import('./texts.ta.json') },
);
