// The slot controls and their rules, used by the cart and by the single booking's slot note.
export { SlotFields } from './SlotFields';
export { checkSlot, choiceOf, choicePrice, emptySlot, isSlotComplete, isSlotEmpty, methodsOffered, slotFieldOf, type SlotChoice, type SlotErrors, type SlotField } from './slotChoice';
