import { bookingDescription, bookingReference, customerLineStatus, offeredRate } from '@servenear/shared/domain';
import type { BookingDetailWire, BookingLineWire, CancelledBookingWire, CancelledLineWire, CompletedLineWire, PartnerSummaryWire, RescheduleRequestWire } from '@servenear/shared/wire';
import type { CompletedLinePaymentFields } from '../payments/completedLineFields';
import { startCodeOf } from './startCode';
import { toLineDisputeWire } from '../disputes/views';
import type { BookingRow, LineRow } from './queries';

/** The wire shapes of customer §3 built from the list reads; pure, so every list shows a line the same way. */

type Line = LineRow['line'];

/** What start codes need: the server's OTP key and the time now; and the lines' partners' cards. */
export interface CodeContext {
  otpKey: Buffer;
  now: Date;
  /** The summaries of the lines' partners (modules/ratings), by id: issue 37's partner card. */
  partners: ReadonlyMap<number, PartnerSummaryWire>;
}

/**
 * The start code is shown to the booking's customer only while it can be used: the partner has
 * asked for it (nonce set), the job has not started and the code has not expired.
 */
function startCode(line: Line, codes: CodeContext): string | null {
  if (line.status !== 'assigned' || !line.startCodeNonce || !line.startCodeExpiresAt) return null;
  if (line.startCodeExpiresAt <= codes.now) return null;
  return startCodeOf(codes.otpKey, line.id, line.startCodeNonce);
}

/**
 * The rates beside a line: the one it was booked at (the price is computed from it), and the
 * service's current rate for the other method. A rate of 0 means not offered.
 */
function ratesOf(line: Line) {
  return {
    working_per_day: offeredRate(line.workMethod === 'day' ? line.rate : line.ratePerDay),
    working_per_hour: offeredRate(line.workMethod === 'hour' ? line.rate : line.ratePerHour),
  };
}

/** What every customer list shows of a booked service: the service, its slot, price and rates. */
function bookedServiceFields(line: Line) {
  return {
    id: line.id,
    service_id: line.serviceId,
    service_name: line.serviceName,
    work_type: line.workMethod,
    day_hours: line.duration,
    service_date: line.serviceDate,
    service_time: line.serviceTime,
    price: line.price,
    ...ratesOf(line),
    image_url: line.imageUrl,
  };
}

export function toLineWire(line: Line, codes: CodeContext): BookingLineWire {
  return {
    ...bookedServiceFields(line),
    avergae_ratting: line.averageRating,
    status: customerLineStatus(line.status),
    completed_status: line.approvedAt ? 1 : 0,
    total_reviews: line.totalReviews,
    start_code: startCode(line, codes),
    rated: line.rated,
    ...allocatedPartner(line),
    started_at: line.startedAt?.toISOString() ?? null,
    completed_at: line.completedAt?.toISOString() ?? null,
    reschedule: rescheduleOf(line),
    partner: partnerCard(line, codes),
    dispute: toLineDisputeWire(line.dispute),
  };
}

/** The fields of a line's reschedule request (issue 37), as the customer's and the partner's lists have them. */
export interface RescheduleColumns {
  status: string;
  rescheduleDate: string | null;
  rescheduleTime: string | null;
  rescheduleStatus: 'requested' | 'accepted' | 'declined' | null;
}

/**
 * The latest reschedule request and its outcome. One still waiting counts only while the line
 * is assigned: a line given back to ops (pending again) is moved by the customer directly.
 */
export function rescheduleOf(line: RescheduleColumns): RescheduleRequestWire | null {
  const { rescheduleStatus: status, rescheduleDate, rescheduleTime } = line;
  if (!status || !rescheduleDate || !rescheduleTime) return null;
  if (status === 'requested' && line.status !== 'assigned') return null;
  return { service_date: rescheduleDate, service_time: rescheduleTime, status };
}

/**
 * The partner's card: from allocation on, and after the work too (the customer rates him and sees
 * his rating move); his number only while he is coming, as partner_mobile (the summary was read so).
 */
function partnerCard(line: Line, codes: CodeContext): PartnerSummaryWire | null {
  const shown = line.status === 'assigned' || line.status === 'confirmed' || line.status === 'completed' || line.status === 'completed-issue';
  const summary = shown && line.partnerId !== null ? codes.partners.get(line.partnerId) : undefined;
  if (!summary) return null;
  return partnerIsComing(line) ? summary : { ...summary, mobile: null };
}

/** Whether a line's partner is on his way or at work: only then is his number shown. */
export const partnerIsComing = (line: Pick<Line, 'status'>) => line.status === 'assigned' || line.status === 'confirmed';

/** Who is coming: shown from allocation until the work is done, so the customer can call them. */
function allocatedPartner(line: Line) {
  const coming = partnerIsComing(line) && line.partnerName !== null;
  return { partner_name: coming ? line.partnerName : null, partner_mobile: coming ? line.partnerMobile : null };
}

const paymentFlag = (booking: BookingRow) => (booking.paymentStatus === 'paid' ? 1 : 0);

const contactOf = (booking: BookingRow) => ({
  name: booking.name,
  mobile: booking.mobile,
  email: booking.email,
  address: booking.address,
  description: bookingDescription(booking.description),
});

/** Rows ordered by booking → one entry per booking, in the rows' order. */
export function groupByBooking<T extends { booking: BookingRow }>(rows: T[]): Array<{ booking: BookingRow; rows: T[] }> {
  const groups = new Map<number, { booking: BookingRow; rows: T[] }>();
  for (const row of rows) {
    const group = groups.get(row.booking.id) ?? { booking: row.booking, rows: [] };
    group.rows.push(row);
    groups.set(row.booking.id, group);
  }
  return [...groups.values()];
}

export function toBookingWire(booking: BookingRow, lines: Line[], codes: CodeContext): BookingDetailWire {
  return {
    id: booking.id,
    booking_id: bookingReference(booking.id),
    created_at: booking.createdAt.toISOString(),
    details: lines.map((line) => toLineWire(line, codes)),
    // The booking as it stands: a cancelled line, or what a dispute waived, is off the total, as it is off the payment.
    total_amount: booking.totalAmount - booking.cancelledAmount,
    payment_status: paymentFlag(booking),
    ...contactOf(booking),
  };
}

/** customer §3 'Completed line': the line, its booking, and the booking's payment fields (payments module). */
export function toCompletedLineWire(row: { line: Line; booking: BookingRow }, payment: CompletedLinePaymentFields, codes: CodeContext): CompletedLineWire {
  return {
    ...toLineWire(row.line, codes),
    ...payment,
    booking_id: row.booking.id,
    average_rating: row.line.averageRating,
    created_at: row.booking.createdAt.toISOString(),
  };
}

/** Issue 38: a line's refunds, as the refunds module tracks them (refunds/views.ts refundStates). */
export type RefundStates = ReadonlyMap<number, { status: 'initiated' | 'refunded'; refundedAt: Date | null }>;

function toCancelledLineWire(line: Line, refunds: RefundStates): CancelledLineWire {
  const refund = refunds.get(line.id);
  return {
    ...bookedServiceFields(line),
    average_rating: line.averageRating,
    cancelstatus: line.cancelledBy,
    cancel_date: line.cancelledAt?.toISOString() ?? null,
    refund_amount: line.refundAmount,
    ...(refund ? { refund_status: refund.status, refunded_at: refund.refundedAt?.toISOString() ?? null } : {}),
  };
}

/** customer §3 'Cancelled booking': only its cancelled lines, and their price and refund totals. */
export function toCancelledBookingWire(booking: BookingRow, lines: Line[], refunds: RefundStates): CancelledBookingWire {
  const totalRefund = lines.reduce((sum, line) => sum + line.refundAmount, 0);
  return {
    booking_id: booking.id,
    created_at: booking.createdAt.toISOString(),
    ...contactOf(booking),
    booking_status: 1,
    refundStatus: totalRefund > 0,
    total_refund_amount: totalRefund,
    total_amount: lines.reduce((sum, line) => sum + line.price, 0),
    details: lines.map((line) => toCancelledLineWire(line, refunds)),
  };
}
