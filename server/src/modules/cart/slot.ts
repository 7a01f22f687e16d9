import { indianDate, indianTime, isDurationAllowed, linePrice, offeredRates, slotDateProblem, type SlotDateProblem, type WorkMethod } from '@servenear/shared/domain';
import { rescheduleMessages, slotMessages, slotMomentProblem, type CartUpdate, type FieldErrors } from '@servenear/shared/schemas';
import { fill } from '@servenear/shared/i18n';
import { unprocessable } from '../../lib/httpError';
import { cartTexts } from './messages';
import type { CartRow, SavedSlot } from './repository';

/**
 * The rules of POST user/updatecart (customer §4, §5 'Cart slots'): the slot is saved field by
 * field as the customer chooses it, so every field may still be empty; what is chosen must be
 * bookable. A field the request leaves out keeps its stored value. The route's schema
 * (cartUpdateSchema) has checked each field's form; the rules here need the stored slot and
 * today's date.
 */

const rateFor = (row: CartRow, method: WorkMethod) => (method === 'day' ? row.ratePerDay : row.ratePerHour);

/** The method's refusal, in the language texts are read in (the request's). */
export function noRateMessage(method: WorkMethod): string {
  return fill(slotMessages.noRate, { method: cartTexts.rateMethod[method] });
}

/** A date's refusal, read when it is sent. */
const dateMessage = (problem: SlotDateProblem) =>
  problem === 'past' ? slotMessages.datePast : problem === 'too-far' ? slotMessages.dateTooFar : slotMessages.dateRequired;

/** The slot after the update, or a 422 with the messages under the payload's field names. */
export function nextSlot(row: CartRow, update: CartUpdate, today: string): SavedSlot {
  const errors: FieldErrors = {};
  const method = update.serviceMethod === undefined ? row.workMethod : update.serviceMethod;
  // Another method makes the old duration meaningless (customer §4): it is cleared unless a new one comes with it.
  const methodChanged = method !== row.workMethod;
  const duration = update.workingDuration !== undefined ? update.workingDuration : methodChanged ? null : row.duration;

  if (update.serviceMethod && rateFor(row, update.serviceMethod) <= 0) errors.serviceMethod = [noRateMessage(update.serviceMethod)];
  if (duration !== null && update.workingDuration !== undefined) {
    if (method === null) errors.serviceMethod ??= [slotMessages.methodRequired];
    else if (!isDurationAllowed(method, duration)) errors.workingDuration = [slotMessages.durationRange];
  }
  if (update.preferredDate) {
    const problem = slotDateProblem(update.preferredDate, today);
    if (problem) errors.preferredDate = [dateMessage(problem)];
  }
  if (Object.keys(errors).length > 0) throw unprocessable(errors);

  return {
    workMethod: method,
    duration,
    serviceTime: update.preferredTime === undefined ? row.serviceTime : update.preferredTime,
    serviceDate: update.preferredDate === undefined ? row.serviceDate : update.preferredDate,
  };
}

/** The server's price of a slot: null until both method and duration are chosen. */
export function cartPrice(row: Pick<CartRow, 'ratePerDay' | 'ratePerHour'>, slot: Pick<SavedSlot, 'workMethod' | 'duration'>): number | null {
  if (slot.workMethod === null || slot.duration === null) return null;
  return linePrice(offeredRates(row.ratePerDay, row.ratePerHour), slot.workMethod, slot.duration);
}

/**
 * Issue 37: the slot a booked line is moved to obeys the cart's booking window (the route's
 * schema checked it against the request's clock; a service called from elsewhere, or a slow
 * request, is checked again here against `now`), and must differ from the line's slot.
 */
export function rescheduledSlot(
  line: { serviceDate: string; serviceTime: string },
  slot: { preferredDate: string; preferredTime: string },
  now: Date,
): { serviceDate: string; serviceTime: string } {
  const problem = slotMomentProblem(slot, { today: indianDate(now), nowTime: indianTime(now) });
  if (problem) throw unprocessable({ [problem.path[0]]: [problem.message] });
  if (slot.preferredDate === line.serviceDate && slot.preferredTime === line.serviceTime) {
    throw unprocessable({ preferredTime: [rescheduleMessages.sameSlot] });
  }
  return { serviceDate: slot.preferredDate, serviceTime: slot.preferredTime };
}
