import { dateLabel, indianDate } from '@servenear/shared/domain';

/** An ISO date-time as its day in India: '25 Nov 2026'. */
export const dayOf = (iso: string): string => {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : dateLabel(indianDate(at));
};

const clock = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false });

/** An ISO date-time as its day and time in India, to the second: '25 Nov 2026, 14:05:09'. */
export const momentOf = (iso: string): string => {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : `${dateLabel(indianDate(at))}, ${clock.format(at)}`;
};

/** A page number as the address keeps it (?page=): a whole number from 2, else the first page. */
export const pageFrom = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : 1;
};
