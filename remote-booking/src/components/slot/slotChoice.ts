import { linePrice, rateFor, workMethods, type ServiceRates, type WorkMethod } from '@servenear/shared/domain';
import type { cartSlotSchema, Slot } from '@servenear/shared/schemas';

/** A slot as its controls hold it while it is being chosen: any part may still be empty. */
export interface SlotChoice {
  method: WorkMethod | null;
  duration: number | null;
  /** HH:MM, '' until chosen. */
  time: string;
  /** YYYY-MM-DD, '' until chosen. */
  date: string;
}

export type SlotField = keyof SlotChoice;
export type SlotErrors = Partial<Record<SlotField, string>>;

export const emptySlot: SlotChoice = { method: null, duration: null, time: '', date: '' };

/** Nothing of the slot chosen yet. */
export function isSlotEmpty({ method, duration, time, date }: SlotChoice): boolean {
  return method === null && duration === null && time === '' && date === '';
}

/** The wire names of a slot's fields (payloads, schemas, server errors) → the control they belong to. */
const fieldOfWireName: Record<string, SlotField> = {
  serviceMethod: 'method',
  workingDuration: 'duration',
  preferredTime: 'time',
  preferredDate: 'date',
};

export function slotFieldOf(wireName: string): SlotField | undefined {
  return fieldOfWireName[wireName];
}

export function isSlotComplete(choice: SlotChoice): boolean {
  return choice.method !== null && choice.duration !== null && choice.time !== '' && choice.date !== '';
}

/** The methods a service can be booked by: those it has a rate for. */
export function methodsOffered(rates: ServiceRates): WorkMethod[] {
  return workMethods.filter((method) => rateFor(rates, method) !== null);
}

/** customer §5 'Durations': round(rate × duration) once both are chosen, else null. */
export function choicePrice(rates: ServiceRates, choice: SlotChoice): number | null {
  return choice.method !== null && choice.duration !== null ? linePrice(rates, choice.method, choice.duration) : null;
}

export function choiceOf(slot: Slot): SlotChoice {
  return { method: slot.serviceMethod, duration: slot.workingDuration, time: slot.preferredTime, date: slot.preferredDate };
}

export type SlotCheck = { ok: true; slot: Slot } | { ok: false; errors: SlotErrors; missing: boolean };

/**
 * Checks a choice with a slot schema of shared/schemas (cart slots or slot note) and puts the
 * first message of each failing field under its control. `missing` says a required part is
 * not chosen at all, which the cart answers with its combined warning.
 */
export function checkSlot(schema: ReturnType<typeof cartSlotSchema>, choice: SlotChoice): SlotCheck {
  const result = schema.safeParse({
    serviceMethod: choice.method ?? '',
    workingDuration: choice.duration ?? '',
    preferredTime: choice.time,
    preferredDate: choice.date,
  });
  if (result.success) return { ok: true, slot: result.data };
  const errors: SlotErrors = {};
  for (const issue of result.error.issues) {
    const field = slotFieldOf(String(issue.path[0] ?? ''));
    if (field && errors[field] === undefined) errors[field] = issue.message;
  }
  return { ok: false, errors, missing: !isSlotComplete(choice) };
}
