import { defineTexts } from '@servenear/shared/i18n';

/** /picker-service-booking (customer §2, §4 'Payment', §9), as spelt. */
export const summaryTexts = defineTexts(
  {
    title: 'Booking summary',
    reference: 'Booking {reference}',
    bookedServices: 'Booked services',
    serviceSummary: 'Service summary',
    paymentSummary: 'Payment summary',
    name: 'Name',
    mobile: 'Mobile',
    email: 'Email',
    address: 'Address',
    description: 'Description',
    itemTotal: 'Item total',
    amountToPay: 'Amount to pay',
    noFees: 'No fees or taxes',
    bookServices: 'Book Services',
    payNow: 'Pay now',
    processing: 'Processing...',
    paid: 'Paid',
    viewBookings: 'View my bookings',
    sent: 'Great! Your Booking Was Successfully Sent.',
    close: 'Close',
    notCompleted: 'Payment not completed. Your booking is saved — you can pay now or after the work.',
    payLater: 'Your booking is saved. You can pay now, or after the work from your bookings.',
    sendFailed: 'Your booking could not be sent. Please try again.',
    notFound: 'Booking not found',
    notFoundHint: 'The link may be wrong, or the booking belongs to another account.',
  },
  { hi: () => import('./texts.hi.json'), ta: () => import('./texts.ta.json') },
);
