import { defineTexts } from '@servenear/shared/i18n';

/** What the server tells a customer paying for a booking (customer §9). */
export const paymentTexts = defineTexts(
  {
    bookingNotFound: 'Booking not found.',
    orderNotFound: 'Payment order not found.',
    alreadyPaid: 'This booking is already paid.',
    overpaid: 'This booking was already paid with another payment. This payment will be refunded.',
    nothingToPay: 'There is nothing to pay for this booking.',
    unavailable: 'Payment service is unavailable. Please try again.',
    verificationFailed: 'Payment verification failed.',
    paidOtherwise: 'This order was already paid with another payment.',
    orderPaid: 'This order is already paid.',
    successful: 'Payment successful.',
    sent: 'Booking sent.',
  },
  { hi: () => import('./messages.hi.json'), ta: () => import('./messages.ta.json') },
);
