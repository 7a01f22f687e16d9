import { defineTexts } from '@servenear/shared/i18n';

/** A dispute's outcome in words (./index.ts); `{amount}` is in rupees, as formatRupees writes it. */
export const disputeOutcomeTexts = defineTexts(
  {
    redoSame: 'The work will be redone by the same partner.',
    redoOther: 'The work will be redone by another partner.',
    waivedForCustomer: '{amount} taken off what you owe.',
    waivedForPartner: '{amount} taken off what the customer owes.',
    partRefund: 'Part refund of {amount}.',
    nothingToPayCustomer: 'Nothing to pay for this service.',
    nothingToPayPartner: 'The customer pays nothing for this service.',
    fullRefund: 'Full refund of {amount}.',
  },
  { hi: () => import('./texts.hi.json'), ta: () => import('./texts.ta.json') },
);
