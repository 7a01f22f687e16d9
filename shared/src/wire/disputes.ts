import * as z from 'zod/mini';
import { disputeOutcomes, type LineDispute } from '@servenear/shared/domain';

/**
 * Ours (issue 37): a line's latest dispute, on the customer's and the partner's line, and ops'
 * view of a dispute. Amounts are whole rupees; dates ISO date-times.
 */
export const lineDisputeWire = /* @__PURE__ */ z.object({
  reason: z.string(),
  opened_at: z.string(),
  /** null while open. */
  outcome: z.nullable(z.enum(disputeOutcomes)),
  refund_amount: z.int(),
  /** Taken off what is owed on an unpaid booking (decision 0054); absent from an older server: none. */
  waived_amount: z.optional(z.int()),
  note: z.nullable(z.string()),
  resolved_at: z.nullable(z.string()),
});
export type LineDisputeWire = z.infer<typeof lineDisputeWire>;

/** A line's dispute on the wire → the model both sides draw; absent (an older server) or null is none. */
export function toLineDispute(wire: LineDisputeWire | null | undefined): LineDispute | null {
  if (!wire) return null;
  return {
    reason: wire.reason,
    openedAt: wire.opened_at,
    outcome: wire.outcome,
    refundAmount: wire.refund_amount,
    waivedAmount: wire.waived_amount ?? 0,
    note: wire.note,
    resolvedAt: wire.resolved_at,
  };
}

/** GET admin/disputes → data[]: a dispute with its line, customer, partner and what was paid. */
export const adminDisputeWire = /* @__PURE__ */ z.object({
  id: z.int(),
  line_id: z.int(),
  booking_id: z.int(),
  reference: z.string(),
  service_name: z.string(),
  line_status: z.string(),
  price: z.int(),
  /** What the customer paid for the line: its price (less any amount waived) once the booking is paid, else 0. The most a refund can be. */
  paid_amount: z.int(),
  /** What the customer still owes for the line while the booking is unpaid, else 0. The most a reduction can be (decision 0054). */
  owed_amount: z.int(),
  customer_name: z.string(),
  customer_mobile: z.string(),
  partner_id: z.nullable(z.int()),
  partner_name: z.nullable(z.string()),
  reason: z.string(),
  opened_at: z.string(),
  outcome: z.nullable(z.enum(disputeOutcomes)),
  refund_amount: z.int(),
  /** Taken off what the customer owes (an unpaid booking's part or full refund). */
  waived_amount: z.int(),
  note: z.nullable(z.string()),
  resolved_at: z.nullable(z.string()),
});
export type AdminDisputeWire = z.infer<typeof adminDisputeWire>;

/** POST admin/disputes/{id}/resolve → data: the refund recorded (or, unpaid, the amount taken off what is owed) and where the line now is. */
export const disputeResolvedWire = /* @__PURE__ */ z.object({
  refund_amount: z.int(),
  waived_amount: z.int(),
  line_status: z.string(),
});
export type DisputeResolvedWire = z.infer<typeof disputeResolvedWire>;
