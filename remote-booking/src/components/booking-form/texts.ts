import { bookingFormMessages } from '@servenear/shared/booking-texts';

/** The booking form of customer §2 and §5 and the outcomes of §8, as spelt. */
export const bookingFormTexts = {
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
  noServices: bookingFormMessages.noServices,
  networkError: 'Network error. Please try again.',
  failed: 'Something went wrong. Please try again.',
} as const;
