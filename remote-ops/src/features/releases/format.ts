import { dateLabel, indianDate, indianTime } from '@servenear/shared/domain';

/** 0.125 → '12.5 %', 0 → '0 %'. */
export const ratePercent = (rate: number): string => `${Math.round(rate * 1000) / 10} %`;

/** An ISO date-time in India: '30 Nov 2026, 14:05'. */
export const momentOf = (iso: string): string => {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : `${dateLabel(indianDate(at))}, ${indianTime(at)}`;
};

/** The time of day in India: '14:05'. */
export const clockOf = (iso: string): string => indianTime(new Date(iso));

/** The window choices of the figures, in minutes. */
export const windows = [
  { minutes: 60, label: 'Last hour' },
  { minutes: 360, label: 'Last 6 hours' },
  { minutes: 1440, label: 'Last 24 hours' },
] as const;

/** A window's words in a sentence: 'the last hour'. */
export const windowWords = (minutes: number): string => (windows.find((window) => window.minutes === minutes)?.label ?? `Last ${minutes} minutes`).toLowerCase().replace(/^last/, 'the last');

/** The release audit's actions as the console says them. */
export const auditActionLabels: Record<string, string> = {
  publish: 'Published',
  rollback: 'Rolled back',
  promote: 'Promoted the canary',
  canary: 'Started a canary',
  'canary-share': 'Changed the canary’s share',
  'canary-rollback': 'Ended the canary',
  'auto-rollback': 'Canary ended automatically',
};

/** What a version is to the remote now. */
export const roleLabels = { live: 'Live', canary: 'Canary', other: 'Earlier' } as const;
