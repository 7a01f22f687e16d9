// The pieces of the cart that the other booking pages reuse: the slot controls and their
// rules. The cart page itself loads lazily.
export { SlotFields } from './SlotFields';
export { checkSlot, choiceOf, choicePrice, emptySlot, methodsOffered, type SlotChoice, type SlotErrors, type SlotField } from './slotChoice';
