// The pieces of the cart that the other booking pages reuse: the slot controls and their
// rules, and how a service's picture and rating are drawn. The cart page itself loads lazily.
export { SlotFields } from './SlotFields';
export { checkSlot, choiceOf, choicePrice, emptySlot, methodsOffered, type SlotChoice, type SlotErrors, type SlotField } from './slotChoice';
export { ServiceImage } from './ServiceImage';
export { Stars } from './Stars';
