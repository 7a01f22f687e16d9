import { defineTexts } from '@servenear/shared/i18n';

/** The checkout texts (customer §4 'Payment', §8). */
export const paymentTexts = defineTexts(
  {
    testPayment: 'Test payment — no money moves',
    amount: 'Amount',
    pay: 'Pay {amount}',
    processing: 'Processing...',
    cancel: 'Cancel',
    close: 'Close',
    order: 'Order',
    booking: 'Booking',
    /** What the payment was for, in the provider's checkout. */
    bookingDescription: 'Booking {reference}',
    /** The toast once the server accepted a payment; short, so a phone's toast keeps it on one line. */
    received: 'Paid {amount} for {reference}.',
    cannotOpen: 'Unable to open the payment page. Please try again.',
    verificationFailed: 'Payment verification failed.',
    sandboxFailed: 'The test payment did not go through. Please try again.',
  },
  { hi: () => import('./texts.hi.json'), ta: () => import('./texts.ta.json') },
);
