import type { ReportStatus } from '@servenear/shared/ops-api';

export const statusLabels: Record<ReportStatus, string> = { open: 'Open', answered: 'Answered', closed: 'Closed' };

const moment = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });

/** An ISO date-time as India reads it: '30 Nov 2026, 2:05 pm'. */
export const whenOf = (iso: string): string => {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : moment.format(at);
};
