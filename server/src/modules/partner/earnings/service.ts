import { bookingReference, indianDate, indianTime } from '@servenear/shared/domain';
import type { EarningInvoiceWire, EarningRowWire, EarningSettlementWire, EarningsWire, EarningTotalsWire } from '@servenear/shared/wire';
import type { AppContext } from '../../../context';
import { HttpError } from '../../../lib/httpError';
import { partnerTexts } from '../messages';
import { settlementsOf } from './settlements';
import { findEarningLine, listDeliveredMoves, listEarningLines, type DeliveredMoveRow, type EarningLineRow } from './repository';

export const earningMessages = partnerTexts.earnings;

/** Where a line's printable invoice opens: the earnings page draws it instead of the table. */
export function invoiceUrl(lineId: number): string {
  return `/employee-earnings?invoice=${lineId}`;
}

/**
 * The instants a month spans in India (UTC+05:30 all year, no daylight saving): from its first
 * midnight to the next month's. `month` is YYYY-MM, already checked by the route's schema.
 */
export function indianMonthBounds(month: string): { from: Date; to: Date } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const next = monthNumber === 12 ? `${year + 1}-01` : `${year}-${String(monthNumber + 1).padStart(2, '0')}`;
  return { from: new Date(`${month}-01T00:00:00+05:30`), to: new Date(`${next}-01T00:00:00+05:30`) };
}

/**
 * What the rows add up to; paid_amount counts only the rows whose booking is paid. Issue 38: the
 * partner's own money, in paise, over the settled rows: his net, what reached his bank, the rest.
 */
export function earningTotals(rows: ReadonlyArray<Pick<EarningRowWire, 'payment_amount' | 'payment_status' | 'settlement'>>): EarningTotalsWire {
  const settled = rows.flatMap((row) => (row.settlement ? [row.settlement] : []));
  const netEarned = settled.reduce((sum, settlement) => sum + settlement.net, 0);
  const paidOut = settled.reduce((sum, settlement) => sum + (settlement.status === 'paid' ? settlement.net : 0), 0);
  return {
    count: rows.length,
    amount: rows.reduce((sum, row) => sum + row.payment_amount, 0),
    paid_amount: rows.reduce((sum, row) => sum + (row.payment_status === 'paid' ? row.payment_amount : 0), 0),
    net_earned: netEarned,
    paid_out: paidOut,
    to_be_paid: netEarned - paidOut,
  };
}

/** A completed line always has its completion time; the fallback only keeps the type honest. */
const completedAt = (row: EarningLineRow) => row.completedAt ?? new Date(`${row.serviceDate}T00:00:00+05:30`);

/** A line the customer declined and a dispute settled with a part refund: what it took off, in whole rupees. */
const disputeRefundOf = (row: EarningLineRow) => (row.status === 'completed-issue' ? { dispute_refund: Number(row.disputeRefund) } : {});

function toEarningRow(row: EarningLineRow): EarningRowWire {
  return {
    id: row.id,
    service_name: row.serviceName,
    image_url: row.imageUrl,
    service_date: row.serviceDate,
    day_hours: row.duration,
    work_type: row.workMethod,
    invoiceUrl: invoiceUrl(row.id),
    payment_status: row.paymentStatus,
    payment_amount: row.price,
    // Ops' part refund settled a disputed line: accepted for less, nothing left to approve.
    completed_status: row.approvedAt || row.status === 'completed-issue' ? 1 : 0,
    completed_date: indianDate(completedAt(row)),
    customer_name: row.customerName,
    booking_reference: bookingReference(row.bookingId),
    ...disputeRefundOf(row),
  };
}

/** What a move's row names: the job itself, the only place its details and photos are shown. */
const moveJobUrl = (id: number) => `/pd-delivery-popup?id=${id}`;

/** Issue 37: a delivered move earns its quote, as one row (one day's work on the moving day). */
function toMoveEarningRow(row: DeliveredMoveRow): EarningRowWire {
  return {
    id: row.id,
    kind: 'move',
    service_name: 'Pass Fast Express',
    image_url: null,
    service_date: row.moveDate ?? '',
    day_hours: 1,
    work_type: 'day',
    invoiceUrl: moveJobUrl(row.id),
    payment_status: row.paymentStatus,
    payment_amount: row.quote ?? 0,
    completed_status: 1,
    completed_date: row.deliveredAt ? indianDate(row.deliveredAt) : (row.moveDate ?? ''),
    customer_name: row.customerName,
    booking_reference: bookingReference(row.bookingId),
  };
}

/** A row with its settlement, when the ledger has one (issue 38). */
function settled(row: EarningRowWire, settlements: ReadonlyMap<string, EarningSettlementWire>): EarningRowWire {
  const settlement = settlements.get(`${row.kind ?? 'line'}-${row.id}`);
  return settlement ? { ...row, settlement } : row;
}

/** GET employee/earning-data: the partner's completed lines and delivered moves, of one India month when asked, and their totals. */
export async function partnerEarnings(deps: Pick<AppContext, 'db' | 'clock'>, partnerId: number, month?: string): Promise<EarningsWire> {
  const bounds = month ? indianMonthBounds(month) : undefined;
  const settlements = await settlementsOf(deps.db, partnerId, deps.clock());
  const lines = (await listEarningLines(deps.db, partnerId, bounds)).map((row) => ({ row: settled(toEarningRow(row), settlements), at: completedAt(row) }));
  const moves = (await listDeliveredMoves(deps.db, partnerId, bounds)).map((row) => ({ row: settled(toMoveEarningRow(row), settlements), at: row.deliveredAt ?? new Date(0) }));
  // Newest first, as each list is: a move delivered today sits above a line completed yesterday.
  const rows = [...lines, ...moves].sort((a, b) => b.at.getTime() - a.at.getTime()).map((entry) => entry.row);
  return { month: month ?? null, rows, totals: earningTotals(rows) };
}

/** One line's invoice; another partner's line, or one not completed, is not found. */
export async function earningInvoice(deps: Pick<AppContext, 'db'>, partnerId: number, lineId: number): Promise<EarningInvoiceWire> {
  const row = await findEarningLine(deps.db, partnerId, lineId);
  if (!row) throw new HttpError(404, {}, earningMessages.invoiceNotFound);
  const end = completedAt(row);
  return {
    ...toEarningRow(row),
    partner_name: row.partnerName,
    service_time: row.serviceTime,
    customer_address: row.customerAddress,
    start_date: row.startedAt ? indianDate(row.startedAt) : null,
    start_time: row.startedAt ? indianTime(row.startedAt) : null,
    end_date: indianDate(end),
    end_time: indianTime(end),
  };
}
