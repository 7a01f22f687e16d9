import { fill } from '@servenear/shared/i18n';
import { earningsTexts } from './texts';

/**
 * Issue 37 'Honest times': how long the work took, from its start to its completion (ISO
 * instants), in whole minutes: '0 min', '45 min', '3 h', '2 h 5 min'. What the invoice shows
 * instead of the booked duration. (The customer's and the partner's invoices each have this
 * copy: in @servenear/shared/domain it would weigh on every page's first visit.)
 */
export function elapsedLabel(startedAt: string, completedAt: string): string {
  const minutes = Math.max(0, Math.floor((Date.parse(completedAt) - Date.parse(startedAt)) / 60_000));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const texts = earningsTexts.elapsed;
  if (hours === 0) return fill(texts.minutes, { minutes: rest });
  return rest === 0 ? fill(texts.hours, { hours }) : fill(texts.hoursMinutes, { hours, minutes: rest });
}
