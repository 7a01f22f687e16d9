import { isReconcilableDay, moneyMessages } from '@servenear/shared/endpoints';
import { HttpError } from '../../lib/httpError';

const DAY_MS = 86_400_000;

/** One day in India (UTC+05:30, no daylight saving): from its midnight, to the next one (excluded). */
export interface IndianDay {
  date: string;
  from: Date;
  to: Date;
}

/** The day a YYYY-MM-DD names, India time; 422 for anything else (the services are called without the API's checks too). */
export function indianDay(date: string): IndianDay {
  if (!isReconcilableDay(date)) throw new HttpError(422, { date: [moneyMessages.date] }, moneyMessages.date);
  const from = new Date(`${date}T00:00:00+05:30`);
  return { date, from, to: new Date(from.getTime() + DAY_MS) };
}

/** A day earlier: how far before our own record the provider's may have been made (a checkout left open, a refund days in the bank). */
export const dayBefore = (at: Date) => new Date(at.getTime() - DAY_MS);
