import { dateLabel, durationLabel, formatRupees, indianDate, indianTime, timeLabel, type LineStatus } from '@servenear/shared/domain';

/** A line's status as ops call it ('confirmed' is the spec's word for a job whose work started). */
export const lineStatusLabels: Record<LineStatus, string> = {
  pending: 'Pending',
  assigned: 'Assigned',
  confirmed: 'Started',
  completed: 'Completed',
  'completed-issue': 'Disputed',
  cancelled: 'Cancelled',
};

export const rupees = (amount: number): string => formatRupees(amount);

/** '15 Mar 2026, 11:30 AM': a booked slot. */
export const slotLabel = (date: string, time: string): string => `${dateLabel(date)}, ${timeLabel(time)}`;

/** An ISO instant in India: '15 Mar 2026, 11:30 AM'. */
export function momentLabel(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return slotLabel(indianDate(at), indianTime(at));
}

export const workLabel = (method: 'day' | 'hour', duration: number): string => durationLabel(method, duration);
