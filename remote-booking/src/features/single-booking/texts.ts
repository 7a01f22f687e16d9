import { defineTexts } from '@servenear/shared/i18n';

/** /service-book, the slot note popup, /slot-booked and /slotnote-popup (customer §2, §5). */
export const singleBookingTexts = defineTexts(
  {
    serviceBookTitle: 'Book a service',
    slotBookedTitle: 'Confirm your booking',
    slotNoteTitle: 'Choose your slot',
    chooseSlot: 'Choose a slot',
    save: 'Save',
    close: 'Close',
    perDay: 'per day',
    perHour: 'per hour',
    reviews: 'reviews',
    about: 'About this service',
    extraHoursNote: 'Working beyond the booked or agreed hours costs extra.',
    serviceNotFound: 'Service not found',
    serviceNotFoundHint: 'Choose a service to book from the services near you.',
    browse: 'Browse services',
    enquiryOnly: 'This service takes enquiries rather than bookings.',
    enquiryNow: 'Enquiry Now',
    noSlot: 'Choose a service and a slot first.',
    yourSlot: 'Your slot',
    changeSlot: 'Change slot',
    price: 'Price',
    slotExpired: 'This slot can no longer be booked. Please change it.',
    bookService: 'Book Service',
    /** /enquiry-service-booking (customer §2); the spec's messages are serviceEnquiryMessages. */
    enquiryTitle: 'Send an enquiry',
    viewDetails: 'View Details',
    sendEnquiry: 'Send Enquiry',
    enquiryFormTitle: 'Your enquiry',
    enquiryHint: 'Optional: tell us the slot you would like, and the quote you get can be booked for it.',
  },
  { hi: () => import('./texts.hi.json'), ta: () => import('./texts.ta.json') },
);
