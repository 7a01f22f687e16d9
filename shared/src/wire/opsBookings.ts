import * as z from 'zod/mini';
import { lineStatuses, type LineStatus } from '../domain';

/*
 * Issue 39: the wire shapes of the console's Bookings work queue — a paged search of booking
 * lines, one line with its whole history, and the partners who may take it. Not exported from
 * the wire index, which customers' pages load; the endpoint file re-exports their types.
 */

const lineStatusWire = /* @__PURE__ */ z.enum(lineStatuses as readonly [LineStatus, ...LineStatus[]]);

/** One row of GET admin/bookings/search. */
export const opsBookingRowWire = /* @__PURE__ */ z.object({
  line_id: z.int(),
  booking_id: z.int(),
  /** SN-000123: what the customer reads on their booking. */
  reference: z.string(),
  service_name: z.string(),
  service_date: z.string(),
  service_time: z.string(),
  /** Whole rupees. */
  price: z.int(),
  status: lineStatusWire,
  approved: z.boolean(),
  payment_status: z.enum(['pending', 'paid']),
  customer_name: z.string(),
  customer_mobile: z.string(),
  partner_id: z.nullable(z.int()),
  partner_name: z.nullable(z.string()),
  /** ISO date-time the booking was made. */
  booked_at: z.string(),
});
export type OpsBookingRowWire = z.infer<typeof opsBookingRowWire>;


/** What kind of step a history entry is; the console draws each kind its own way. */
export const opsHistoryKinds = [
  'booked',
  'payment',
  'allocated',
  'withdrawn',
  'given_back',
  'start_code',
  'started',
  'completed',
  'approved',
  'cancelled',
  'reschedule',
  'dispute',
  'refund',
  'notification',
  'ops',
] as const;

/** One step of a line's history, oldest first. */
const opsHistoryEntryWire = /* @__PURE__ */ z.object({
  /** ISO date-time. */
  at: z.string(),
  kind: z.enum(opsHistoryKinds),
  /** One sentence: what happened. */
  title: z.string(),
  /** More where there is more (a reason, a message sent, an amount). */
  detail: z.nullable(z.string()),
  /** Who did it, where known: 'Customer', a partner's or ops person's name, 'System'. */
  actor: z.nullable(z.string()),
});
export type OpsHistoryEntryWire = z.infer<typeof opsHistoryEntryWire>;

const personWire = /* @__PURE__ */ z.object({ id: z.int(), name: z.string(), mobile: z.nullable(z.string()) });

/** GET admin/bookings/lines/{id} → data. */
export const opsBookingDetailWire = /* @__PURE__ */ z.object({
  line_id: z.int(),
  booking_id: z.int(),
  reference: z.string(),
  service_id: z.int(),
  service_name: z.string(),
  service_date: z.string(),
  service_time: z.string(),
  work_type: z.enum(['day', 'hour']),
  day_hours: z.int(),
  price: z.int(),
  status: lineStatusWire,
  approved: z.boolean(),
  payment_status: z.enum(['pending', 'paid']),
  cancelled_by: z.nullable(z.enum(['admin', 'user', 'employee'])),
  /** Whole rupees owed back for this line (set by a cancellation or a dispute). */
  refund_amount: z.int(),
  /** What cancelling now would owe back: the price when the booking is paid, else 0; 0 once the line cannot be cancelled. */
  refund_if_cancelled: z.int(),
  customer: z.extend(personWire, { email: z.string() }),
  address: z.string(),
  description: z.string(),
  latitude: z.nullable(z.number()),
  longitude: z.nullable(z.number()),
  partner: z.nullable(personWire),
  booked_at: z.string(),
  /** The customer's latest request to move the slot, and what became of it. */
  reschedule: z.nullable(z.object({ date: z.string(), time: z.string(), status: z.enum(['requested', 'accepted', 'declined']) })),
  /** How far a partner may work from a booking (the near-me radius), for the map. */
  near_radius_km: z.number(),
  history: z.array(opsHistoryEntryWire),
});
export type OpsBookingDetailWire = z.infer<typeof opsBookingDetailWire>;

/** POST admin/bookings/lines/{id}/reassign → data. */
export const opsReassignedWire = /* @__PURE__ */ z.object({ partner_id: z.int(), previous_partner_id: z.int() });
