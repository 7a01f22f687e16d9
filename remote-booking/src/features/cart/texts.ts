import { bookingFormMessages } from '@servenear/shared/booking-texts';

/** customer §2 /service-booking, §8 and the cart's own texts. */
export const cartTexts = {
  title: 'Your cart',
  intro: 'Choose how and when each service should be done, then add your contact details.',
  emptyCart: bookingFormMessages.emptyCart,
  updated: 'Cart Update successfully',
  updateFailed: 'Your choice could not be saved. Please try again.',
  deleted: 'Service deleted successfully',
  deleteFailed: 'The service could not be removed. Please try again.',
  remove: 'Remove',
  price: 'Price',
  perDay: 'per day',
  perHour: 'per hour',
  saving: 'Saving…',
  saved: 'Saved',
  summaryTitle: 'Order summary',
  total: 'Total',
  noFees: 'No fees or taxes',
  servicesTitle: 'Services in your cart',
  emptyTitle: 'Your cart is empty',
  emptyText: 'Add a service near you, then choose how and when it should be done here.',
  browse: 'Browse services',
} as const;
