import { defineTexts } from '@servenear/shared/i18n';

/**
 * The booking form of customer §2 and §5 and the outcomes of §8, as spelt. The spec's 'Selecte
 * Atleast on service' is bookingFormMessages.noServices (@servenear/shared/booking-texts).
 */
export const bookingFormTexts = defineTexts(
  {
    title: 'Your details',
    name: 'Name',
    email: 'Email',
    mobile: 'Mobile number',
    address: 'Address',
    addressHint: 'Where the work is to be done.',
    description: 'Description',
    descriptionPlaceholder: 'Tell the professional what needs doing.',
    termsStart: 'I agree to the ',
    termsLink: 'terms and conditions',
    termsEnd: '. After I submit, an admin allocates a service person for each booked service.',
    next: 'Next',
    processing: 'Processing...',
    booked: 'Service booked successfully',
    networkError: 'Network error. Please try again.',
    failed: 'Something went wrong. Please try again.',
  },
  { hi: () => import('./texts.hi.json'), ta: () => import('./texts.ta.json') },
);
