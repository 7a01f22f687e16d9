import { currentLocale } from '@servenear/shared/i18n';
import { earningsTexts } from './texts';

/** The month selector's value for every month at once (no month asked of the server). */
export const ALL_MONTHS = 'all';

export interface MonthChoice {
  /** YYYY-MM, or ALL_MONTHS. */
  value: string;
  label: string;
}

const monthNames = new Map<string, Intl.DateTimeFormat>();

/** '2026-10' → 'October 2026' ('अक्तूबर 2026' in Hindi): in the current language's Indian locale. */
export function monthLabel(month: string): string {
  const locale = currentLocale();
  let format = monthNames.get(locale);
  if (!format) monthNames.set(locale, (format = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' })));
  return format.format(new Date(`${month}-01T00:00:00Z`));
}

/** The month before a YYYY-MM month. */
function previousMonth(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 1 ? `${year - 1}-12` : `${year}-${String(number - 1).padStart(2, '0')}`;
}

/**
 * What the month selector offers: 'This month' (partner §2's label) for India's current month,
 * the `count - 1` months before it by name, then every month. `today` is India's YYYY-MM-DD.
 */
export function monthChoices(today: string, count = 12): MonthChoice[] {
  const choices: MonthChoice[] = [];
  let month = today.slice(0, 7);
  for (let index = 0; index < count; index += 1) {
    choices.push({ value: month, label: index === 0 ? earningsTexts.months.thisMonth : monthLabel(month) });
    month = previousMonth(month);
  }
  return [...choices, { value: ALL_MONTHS, label: earningsTexts.months.all }];
}

const monthPattern = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * The month the page shows, from its ?month= parameter: India's current month when absent or
 * malformed, null (every month) for ALL_MONTHS.
 */
export function chosenMonth(parameter: string | null, today: string): string | null {
  if (parameter === ALL_MONTHS) return null;
  return parameter && monthPattern.test(parameter) ? parameter : today.slice(0, 7);
}
