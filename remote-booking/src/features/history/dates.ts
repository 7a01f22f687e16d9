import { dateLabel, indianDate } from '@servenear/shared/domain';

/** A server timestamp as the calendar day it was in India: '25 Nov 2026'. */
export function dayOf(timestamp: string): string {
  const at = new Date(timestamp);
  if (Number.isNaN(at.getTime())) return dateLabel(timestamp.slice(0, 10));
  return dateLabel(indianDate(at));
}
