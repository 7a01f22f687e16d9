import type { Slot } from '@servenear/shared/schemas';

/**
 * The one slot vocabulary of the browser is the booking pages' `Slot` (the checked slot form,
 * shared/src/schemas): serviceMethod, workingDuration, preferredTime and preferredDate. A cart
 * item's slot being chosen is the same with any part still empty.
 */
export type SlotDraft = { [Field in keyof Slot]: Slot[Field] | null };

/**
 * The slot part of a cart update or booking payload (customer §3), and nothing else the object
 * carries: a draft's parts as they are, a chosen slot's as chosen.
 */
export function slotPayload<Chosen extends SlotDraft>(slot: Chosen): Pick<Chosen, keyof SlotDraft> {
  return {
    serviceMethod: slot.serviceMethod,
    workingDuration: slot.workingDuration,
    preferredTime: slot.preferredTime,
    preferredDate: slot.preferredDate,
  };
}
