/**
 * The booking rules of customer §4, §5 and §9 and partner §4, shared by the site and the
 * server so that both compute the same price, accept the same slots and show the same labels.
 */
import { currentLanguage, currentLocale, defineTexts, fill } from '@servenear/shared/i18n';
import { onFirstUse } from './onFirstUse';

/** What the booking rules say to people: labels, statuses, a booking's badges (issue 41: in their language). */
const texts = defineTexts(
  {
    duration: {
      day: '{count, plural, one {# day} other {# days}}',
      hour: '{count, plural, one {# hour} other {# hours}}',
    },
    workMethod: { day: 'Per day', hour: 'Per hour' },
    customerStatus: {
      cancelBooking: 'Cancel Booking',
      workStarted: 'work started',
      needToApprove: 'Need to Approve',
      completed: 'Completed',
      completedIssue: 'completed with some issue',
      cancelled: 'Canceled',
    },
    partnerStatus: {
      generateOtp: 'Generate OTP',
      cancelBooking: 'Cancel Booking',
      workStarted: 'Work Started',
      workCompleted: 'Work Completed',
      needToApprove: 'Need to Approve',
      completed: 'Completed',
      completedIssue: 'completed with some issue',
      cancelled: 'Booking Cancelled',
    },
    /** customer §4 'Cancelled by: Admin, You (user), Employee, or Unknown'. */
    cancelledBy: { admin: 'Admin', user: 'You', employee: 'Employee', unknown: 'Unknown' },
    /** customer §3: a booking without a description shows this default. */
    defaultDescription: 'Picking items from warehouse shelves against the order list, checking each item and packing it for dispatch.',
    /** customer §4 'Cancelled display'. */
    cancelledDisplay: { cancelled: 'Canceled', refunded: 'Amount Refund', refundTotal: 'Refund total', total: 'Total' },
  },
  { hi: () => import('./booking.hi.json'), ta: () => import('./booking.ta.json') },
);

/** How a service is booked: by the day or by the hour (wire: work_type). */
export type WorkMethod = 'day' | 'hour';
export const workMethods: readonly WorkMethod[] = ['day', 'hour'];

/** customer §9: 1 to 3 days, 1 to 12 hours. */
export const durationRanges: Record<WorkMethod, { min: number; max: number }> = {
  day: { min: 1, max: 3 },
  hour: { min: 1, max: 12 },
};

export function isWorkMethod(value: unknown): value is WorkMethod {
  return value === 'day' || value === 'hour';
}

/** The durations a select offers for a method, in order. */
export function durationOptions(method: WorkMethod): number[] {
  const { min, max } = durationRanges[method];
  return Array.from({ length: max - min + 1 }, (_, index) => min + index);
}

export function isDurationAllowed(method: WorkMethod, duration: number): boolean {
  const { min, max } = durationRanges[method];
  return Number.isInteger(duration) && duration >= min && duration <= max;
}

/** '2 days', '1 hour'. */
export function durationLabel(method: WorkMethod, duration: number): string {
  return fill(method === 'day' ? texts.duration.day : texts.duration.hour, { count: duration });
}

/** 'Per day', 'Per hour': read when drawn, in the language of the moment. */
export const workMethodLabels: Readonly<Record<WorkMethod, string>> = texts.workMethod;

export interface ServiceRates {
  perDay: number | null;
  perHour: number | null;
}

/** A stored rate as offered: a rate of 0 (or anything not a positive number) means the method is not offered. */
export function offeredRate(rate: number | null | undefined): number | null {
  return typeof rate === 'number' && Number.isFinite(rate) && rate > 0 ? rate : null;
}

/** A service's stored day and hour rates as the rates it is offered at. */
export function offeredRates(perDay: number | null | undefined, perHour: number | null | undefined): ServiceRates {
  return { perDay: offeredRate(perDay), perHour: offeredRate(perHour) };
}

/** The rate of one method, or null when the service is not offered by it. */
export function rateFor(rates: ServiceRates, method: WorkMethod): number | null {
  return offeredRate(method === 'day' ? rates.perDay : rates.perHour);
}

/**
 * customer §5 'Durations': price = rate per day or per hour × duration, rounded to whole
 * rupees. Null when the service has no rate for that method or the duration is not allowed.
 */
export function linePrice(rates: ServiceRates, method: WorkMethod, duration: number): number | null {
  const rate = rateFor(rates, method);
  if (rate === null || !isDurationAllowed(method, duration)) return null;
  return Math.round(rate * duration);
}

/** Bookings are made in India: 'today' is the calendar date in Asia/Kolkata. */
export const BOOKING_TIME_ZONE = 'Asia/Kolkata';

// Made once: a formatter costs far more to make than to use (the server reads the date on every booking call).
const indianDateFormat = onFirstUse(() => new Intl.DateTimeFormat('en-CA', { timeZone: BOOKING_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }));
const indianTimeFormat = onFirstUse(() => new Intl.DateTimeFormat('en-GB', { timeZone: BOOKING_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }));

/** YYYY-MM-DD of the instant in India. */
export function indianDate(at: Date): string {
  const parts = indianDateFormat().formatToParts(at);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** HH:MM (24-hour) of the instant in India. */
export function indianTime(at: Date): string {
  const parts = indianTimeFormat().formatToParts(at);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('hour')}:${part('minute')}`;
}

/** A slot today at a time that has already gone by in India (both times are HH:MM). */
export function isTimePast(date: string, time: string, today: string, nowTime: string): boolean {
  return date === today && time < nowTime;
}

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written YYYY-MM-DD (no 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = isoDate.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The last date that can be booked: the same day one month later, or the month's last day when
 * that day does not exist (31 Jan → 28 Feb). The cart's hint names it (`bookingWindowHint`).
 */
export function latestBookingDate(today: string): string {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const lastDayOfNextMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const next = new Date(Date.UTC(year, month, Math.min(day, lastDayOfNextMonth)));
  return next.toISOString().slice(0, 10);
}

export type SlotDateProblem = 'invalid' | 'past' | 'too-far';

/** Why a preferred date cannot be booked on `today` (both YYYY-MM-DD), or null when it can. */
export function slotDateProblem(date: string, today: string): SlotDateProblem | null {
  if (!isCalendarDate(date)) return 'invalid';
  if (date < today) return 'past';
  if (date > latestBookingDate(today)) return 'too-far';
  return null;
}

/** A preferred time of day, HH:MM on the 24-hour clock (what an <input type="time"> sends). */
export const timeOfDay = /^([01]\d|2[0-3]):[0-5]\d$/;

// One formatter per locale, made when first needed (a page in Hindi asks for hi-IN's).
const timeFormats = new Map<string, Intl.DateTimeFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function formatterFor(cache: Map<string, Intl.DateTimeFormat>, locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let format = cache.get(locale);
  if (!format) cache.set(locale, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

/** '09:30' → '9:30 AM' (in Hindi and Tamil, as their Indian locales write a time: '9:30 am'). */
export function timeLabel(time: string): string {
  const match = timeOfDay.exec(time);
  if (!match) return time;
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  if (currentLanguage() !== 'en') {
    const format = formatterFor(timeFormats, currentLocale(), { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'UTC' });
    return format.format(new Date(Date.UTC(1970, 0, 1, hours, minutes)));
  }
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

/** '2026-11-25' → '25 Nov 2026' (in the language's Indian locale: '25 नव॰ 2026'). */
export function dateLabel(date: string): string {
  if (!isCalendarDate(date)) return date;
  const format = formatterFor(dateFormats, currentLocale(), { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  return format.format(new Date(`${date}T00:00:00Z`));
}

/**
 * The status of a booking line on the server (docs/architecture.md §6, state machines):
 * pending → assigned (an admin allocated a partner) → confirmed (the partner started the job
 * with the customer's code) → completed (completed_status 0 until approved, then 1), plus
 * cancelled and completed-issue.
 */
export type LineStatus = 'pending' | 'assigned' | 'confirmed' | 'completed' | 'completed-issue' | 'cancelled';
export const lineStatuses: readonly LineStatus[] = ['pending', 'assigned', 'confirmed', 'completed', 'completed-issue', 'cancelled'];

/** Who cancelled a line (wire: cancelstatus). */
export type CancelledBy = 'admin' | 'user' | 'employee';

/** customer §4: the customer sees a line as pending until the partner starts the job. */
export function customerLineStatus(status: LineStatus): Exclude<LineStatus, 'assigned'> {
  return status === 'assigned' ? 'pending' : status;
}

/** What the customer's booking card shows for a line (customer §4 'Booking line statuses'). */
export type CustomerLineView =
  | { kind: 'cancellable' }
  | { kind: 'partner-assigned' }
  | { kind: 'label'; text: string; tone: 'info' | 'success' | 'warning' | 'danger' };

export const customerStatusTexts = texts.customerStatus;

/**
 * customer §6: a customer may cancel only a pending line. Once a partner is assigned (the
 * server still says 'pending' to the customer, and names the partner), the line shows who is
 * coming instead; `partnerAssigned` says whether it names one.
 */
export function customerLineView(status: LineStatus, completedStatus: number, partnerAssigned = false): CustomerLineView {
  switch (customerLineStatus(status)) {
    case 'pending':
      return partnerAssigned || status === 'assigned' ? { kind: 'partner-assigned' } : { kind: 'cancellable' };
    case 'confirmed':
      return { kind: 'label', text: customerStatusTexts.workStarted, tone: 'info' };
    case 'completed':
      return completedStatus === 1
        ? { kind: 'label', text: customerStatusTexts.completed, tone: 'success' }
        : { kind: 'label', text: customerStatusTexts.needToApprove, tone: 'warning' };
    case 'completed-issue':
      return { kind: 'label', text: customerStatusTexts.completedIssue, tone: 'warning' };
    case 'cancelled':
      return { kind: 'label', text: customerStatusTexts.cancelled, tone: 'danger' };
  }
}

export const partnerStatusTexts = texts.partnerStatus;

/** customer §4 'Cancelled by: Admin, You (user), Employee, or Unknown'. */
export function cancelledByLabel(cancelledBy: string | null | undefined): string {
  if (cancelledBy === 'admin') return texts.cancelledBy.admin;
  if (cancelledBy === 'user') return texts.cancelledBy.user;
  if (cancelledBy === 'employee') return texts.cancelledBy.employee;
  return texts.cancelledBy.unknown;
}

/**
 * A booking's description as shown to anyone: customer §3's default (in the language of the
 * moment) when it is empty or only blanks.
 */
export function bookingDescription(description: string | null | undefined): string {
  return description?.trim() ? description : texts.defaultDescription;
}

/** 'SN-000123': how customers, partners and ops name a booking (and the payment receipt it is paid under). */
export function bookingReference(id: number): string {
  return `SN-${String(id).padStart(6, '0')}`;
}

/** customer §4 'Cancelled display': the badges of a cancelled booking and the amount it shows. */
export function cancelledBadges(booking: { cancelled: boolean; refunded: boolean; totalAmount: number; totalRefund: number }) {
  return {
    badges: [...(booking.cancelled ? [texts.cancelledDisplay.cancelled] : []), ...(booking.refunded ? [texts.cancelledDisplay.refunded] : [])],
    amountLabel: booking.refunded ? texts.cancelledDisplay.refundTotal : texts.cancelledDisplay.total,
    amount: booking.refunded ? booking.totalRefund : booking.totalAmount,
  };
}
