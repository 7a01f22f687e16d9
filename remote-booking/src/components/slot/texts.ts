import { defineTexts } from '@servenear/shared/i18n';

/** The slot controls of customer §2 (cart, slot note popup) and their hint, as spelt. */
export const slotTexts = defineTexts(
  {
    method: 'Service method',
    chooseMethod: 'Select method',
    duration: 'Working duration',
    chooseDuration: 'Select duration',
    time: 'Preferred time',
    date: 'Preferred date',
    noMethods: 'This service has no day or hour rate yet, so it cannot be booked.',
  },
  { hi: () => import('./texts.hi.json'), ta: () => import('./texts.ta.json') },
);
