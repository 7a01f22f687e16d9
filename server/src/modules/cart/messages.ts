import { defineTexts } from '@servenear/shared/i18n';

/** The cart's replies and refusals (customer §4, §8), spelt as the spec spells them. */
export const cartTexts = defineTexts(
  {
    cart: {
      added: 'Service added to cart',
      already: 'Service already in cart',
      notFound: 'Service not found',
      notInCart: 'Service not found in your cart.',
      updated: 'Cart Update successfully',
      deleted: 'Service deleted successfully',
    },
    /** The `{method}` of the shared slot rule 'This service is not offered by the {method}.'. */
    rateMethod: {
      day: 'day',
      hour: 'hour',
    },
  },
  { hi: () => import('./messages.hi.json'), ta: () => import('./messages.ta.json') },
);
