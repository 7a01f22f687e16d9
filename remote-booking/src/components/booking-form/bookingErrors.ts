import { ApiError, firstFieldErrors } from '@servenear/shared/api';
import { serverMessage } from '@servenear/shared/forms';
import { isContactField, type ContactField } from './ContactFields';

/** Where the messages of a refused booking belong (customer §8 'Server errors'). */
export interface BookingRefusal {
  /** No reply at all (status 0) or not one of ours. */
  noReply: boolean;
  /** Messages under the contact fields. */
  formErrors: Partial<Record<ContactField, string>>;
  /** Messages about a slot, by the slot's position in the request, keyed by wire name (preferredDate…). */
  slotErrors: Map<number, Record<string, string>>;
  /** The server's message for the whole request when no field message explains the refusal. */
  message: string | null;
}

/**
 * Sorts a refused booking's field errors: `formData.email` (or `email` for the single
 * booking) goes under the e-mail box; `storedServices.0.preferredDate` under the first
 * item's date (or `preferredDate` under the single slot, position 0).
 */
export function bookingRefusal(error: unknown): BookingRefusal {
  if (!(error instanceof ApiError) || error.status === 0) return { noReply: true, formErrors: {}, slotErrors: new Map(), message: null };
  const formErrors: BookingRefusal['formErrors'] = {};
  const slotErrors: BookingRefusal['slotErrors'] = new Map();
  const messages = firstFieldErrors(error.errors);
  let requestMessage: string | null = null;

  for (const [key, text] of Object.entries(messages)) {
    const parts = key.split('.');
    const field = parts[0] === 'formData' ? parts[1] : parts.length === 1 ? parts[0] : undefined;
    if (field !== undefined && isContactField(field)) {
      formErrors[field] = text;
    } else if (parts[0] === 'storedServices' && parts.length === 3) {
      const position = Number(parts[1]);
      slotErrors.set(position, { ...slotErrors.get(position), [parts[2] as string]: text });
    } else if (parts.length === 1 && ['serviceMethod', 'workingDuration', 'preferredTime', 'preferredDate'].includes(key)) {
      slotErrors.set(0, { ...slotErrors.get(0), [key]: text });
    } else {
      // A message about the request as a whole (storedServices, serviceId): the one to show.
      requestMessage = text;
    }
  }
  const fieldsExplainIt = Object.keys(formErrors).length > 0 || slotErrors.size > 0;
  return { noReply: false, formErrors, slotErrors, message: requestMessage ?? (fieldsExplainIt ? null : serverMessage(error)) };
}
