import type { BookingDetailWire, CancelledBookingWire, CompletedLineWire, TaskStatusWire } from '@servenear/shared/wire';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/httpError';
import { paymentFieldsForBookings } from '../payments/completedLineFields';
import { lifecycleMessages } from './lifecycle';
import { partnerSummaries } from '../ratings/partnerSummary';
import { completedLines, lineCounts, linesInStatus, linesOfBooking, type LineRow } from './queries';
import { groupByBooking, partnerIsComing, toBookingWire, toCancelledBookingWire, toCompletedLineWire, type CodeContext } from './views';
import { refundStates } from '../refunds/views';

/** The customer's booking lists (customer §7 'Bookings'); a customer only ever reads their own rows. */
type Context = Pick<AppContext, 'db' | 'clock' | 'otpKey' | 'config' | 'mediaLinks'>;

/**
 * Start codes' inputs and the cards of the rows' partners (issue 37), read for the whole list at
 * once; a partner's number goes only with a line he is coming to.
 */
async function codesOf(context: Context, rows: Array<{ line: LineRow['line'] }>): Promise<CodeContext> {
  const lines = rows.map((row) => row.line);
  const coming = new Set(lines.filter((line) => line.partnerId !== null && partnerIsComing(line)).map((line) => line.partnerId));
  const partnerIds = lines.flatMap((line) => (line.partnerId === null ? [] : [line.partnerId]));
  const partners = await partnerSummaries(context, partnerIds, { withMobile: (id) => coming.has(id) });
  return { otpKey: context.otpKey, now: context.clock(), partners };
}

/** GET user/getbookings: bookings with lines still to do, showing only those lines. */
export async function activeBookings(context: Context, userId: number): Promise<BookingDetailWire[]> {
  const rows = await linesInStatus(context.db, userId, ['pending', 'assigned', 'confirmed']);
  const codes = await codesOf(context, rows);
  return groupByBooking(rows).map(({ booking, rows: lines }) => toBookingWire(booking, lines.map((row) => row.line), codes));
}

/** GET user/getbooking/{id}: one of the customer's bookings with all its lines. */
export async function bookingDetail(context: Context, userId: number, bookingId: number): Promise<BookingDetailWire> {
  const rows = await linesOfBooking(context.db, userId, bookingId);
  if (rows.length === 0) throw notFound(lifecycleMessages.notFound);
  return toBookingWire(rows[0]!.booking, rows.map((row) => row.line), await codesOf(context, rows));
}

/** GET user/completedbookings: one entry per completed line, with what Make Payment needs for its booking. */
export async function completedList(context: Context, userId: number): Promise<CompletedLineWire[]> {
  const rows = await completedLines(context.db, userId);
  const payments = await paymentFieldsForBookings(context.db, context.config, rows.map((row) => row.booking.id));
  const codes = await codesOf(context, rows);
  return rows.map((row) => toCompletedLineWire(row, payments.get(row.booking.id)!, codes));
}

/** GET user/canceledbookings: bookings with cancelled lines, showing only those lines. */
export async function cancelledList(context: Context, userId: number): Promise<CancelledBookingWire[]> {
  const rows = await linesInStatus(context.db, userId, ['cancelled']);
  const refunds = await refundStates(context.db, rows.map((row) => row.line.id));
  return groupByBooking(rows).map(({ booking, rows: lines }) => toCancelledBookingWire(booking, lines.map((row) => row.line), refunds));
}

/** GET user/task-status. */
export async function taskStatus(context: Context, userId: number): Promise<TaskStatusWire> {
  const counts = await lineCounts(context.db, userId);
  return {
    pending: counts.pending,
    confirmed: counts.confirmed,
    completed: counts.completed,
    need_approval: counts.needApproval,
    cancelled: counts.cancelled,
  };
}
