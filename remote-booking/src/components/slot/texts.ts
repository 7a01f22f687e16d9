/** The slot controls of customer §2 (cart, slot note popup) and their hint, as spelt. */
export const slotTexts = {
  method: 'Service method',
  chooseMethod: 'Select method',
  duration: 'Working duration',
  chooseDuration: 'Select duration',
  time: 'Preferred time',
  date: 'Preferred date',
  /** The slot note popup's hint, as the spec spells it; the cart says the rule instead. */
  preBookingHint: '*Pre-booking available after one month',
  noMethods: 'This service has no day or hour rate yet, so it cannot be booked.',
} as const;
