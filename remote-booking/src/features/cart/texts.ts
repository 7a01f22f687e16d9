import { defineTexts } from '@servenear/shared/i18n';

/**
 * customer §2 /service-booking, §8 and the cart's own texts. The spec's 'Please add to cart then
 * proceed' is bookingFormMessages.emptyCart (@servenear/shared/booking-texts).
 */
export const cartTexts = defineTexts(
  {
    title: 'Your cart',
    intro: 'Choose how and when each service should be done, then add your contact details.',
    updated: 'Cart Update successfully',
    updateFailed: 'Your choice could not be saved. Please try again.',
    deleted: 'Service deleted successfully',
    deleteFailed: 'The service could not be removed. Please try again.',
    remove: 'Remove',
    /** The Remove button as a screen reader names it: which item it removes. */
    removeItem: 'Remove {name}',
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
  },
  { hi: () => import('./texts.hi.json'), ta: () => import('./texts.ta.json') },
);
