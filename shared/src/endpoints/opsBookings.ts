import * as z from 'zod/mini';
import { lineStatuses, type LineStatus } from '../domain';
import { databaseId, idParams } from '../schemas/idSchemas';
import { opsBookingDetailWire, opsBookingRowWire, opsReassignedWire } from '../wire/opsBookings';
import { bookingAdminMessages } from './admin';
import { pageInput } from './coordinates';
import { defineEndpoint, envelope, messageEnvelope, pageEnvelope } from './define';

// The console's and the server's names for these shapes: not in the wire area, which customers' pages load.
export type { OpsBookingDetailWire, OpsBookingRowWire, OpsHistoryEntryWire } from '../wire/opsBookings';
export { opsHistoryKinds } from '../wire/opsBookings';

/*
 * Issue 39: the ops console's Bookings work queue. A paged search of booking lines by the
 * customer's phone, name or the booking reference; one line with its whole history; moving an
 * assigned line to another partner. GET admin/bookings (one status, every line) stays as the CLI
 * and older callers read it.
 */

export const opsBookingMessages = {
  sort: 'sort must be one of service_date, booked_at, price or status, with a leading - for descending (e.g. -booked_at).',
  status: bookingAdminMessages.status,
  payment: 'payment must be pending or paid.',
  perPage: 'per_page must be a whole number from 1 to 100.',
  reason: 'Please give a reason of 3 to 300 characters.',
  samePartner: 'This partner already has this booking: choose another partner.',
  notAssigned: 'Only a booking assigned to a partner and not started can be re-assigned.',
  reassigned: 'Booking re-assigned.',
  changedMeanwhile: 'Someone else changed this booking meanwhile: look at it again to see who has it now.',
} as const;

/** The columns a search sorts by; `-` before one sorts it descending. */
export const opsBookingSortKeys = ['service_date', 'booked_at', 'price', 'status'] as const;
export type OpsBookingSortKey = (typeof opsBookingSortKeys)[number];
export const opsBookingSorts = opsBookingSortKeys.flatMap((key) => [key, `-${key}`] as const);
export type OpsBookingSort = OpsBookingSortKey | `-${OpsBookingSortKey}`;
/** Newest bookings first unless told: what was just booked is what ops are most often asked about. */
export const OPS_BOOKING_DEFAULT_SORT: OpsBookingSort = '-booked_at';
export const OPS_BOOKINGS_PER_PAGE = 25;

/** GET admin/bookings/search?q=&status=&payment=&sort=&page=&per_page= */
export const opsBookingSearchSchema = /* @__PURE__ */ z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  status: z.optional(z.enum(lineStatuses as readonly [LineStatus, ...LineStatus[]], { error: opsBookingMessages.status })),
  payment: z.optional(z.enum(['pending', 'paid'], { error: opsBookingMessages.payment })),
  sort: z._default(z.enum(opsBookingSorts as [OpsBookingSort, ...OpsBookingSort[]], { error: opsBookingMessages.sort }), OPS_BOOKING_DEFAULT_SORT),
  page: pageInput,
  per_page: z.pipe(
    z.optional(z.string({ error: opsBookingMessages.perPage }).check(z.maxLength(3, { error: opsBookingMessages.perPage }), z.regex(/^\d+$/, { error: opsBookingMessages.perPage }))),
    z.pipe(
      z.transform((value: string | undefined) => (value ? Number(value) : OPS_BOOKINGS_PER_PAGE)),
      z.int().check(z.minimum(1, { error: opsBookingMessages.perPage }), z.maximum(100, { error: opsBookingMessages.perPage })),
    ),
  ),
});
export type OpsBookingSearch = z.output<typeof opsBookingSearchSchema>;
export type OpsBookingSearchInput = z.input<typeof opsBookingSearchSchema>;

export const opsBookingSearchEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: 'admin/bookings/search',
  summary: 'Booking lines found by the customer’s phone, name or the booking reference, paged',
  description:
    '`q`: digits match any part of the customer’s mobile (a +91 or leading 0 is dropped) and, as a number, the booking; letters any part of the ' +
    'customer’s name, any case; a reference (SN-000123, sn123) that booking only. `status` a line status; `payment` pending or paid. ' +
    '`sort` service_date, booked_at, price or status, `-` first for descending (-booked_at unless told). ' +
    `\`per_page\` 1 to 100 (${OPS_BOOKINGS_PER_PAGE} unless told); \`total\` counts every matching line.`,
  query: opsBookingSearchSchema,
  reply: pageEnvelope(opsBookingRowWire),
});

/** A booking line's id in the path; a well-formed id of no line is a 404. */
const lineParams = /* @__PURE__ */ idParams('id');

export const opsBookingLineEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: 'admin/bookings/lines/:id',
  summary: 'One booking line: the booking, customer, partner, and its whole history in time order',
  description:
    'History from the records that exist: the booking, its payments, allocations and re-assignments (from what the partners were told), ' +
    'jobs given back, the start code, start, completion, approval, cancellation, reschedule requests, disputes, refunds, every notification ' +
    'about the line, and the ops audit rows on `booking-line:{id}`.',
  params: lineParams,
  reply: envelope(opsBookingDetailWire),
});

/** POST admin/bookings/lines/{id}/reassign: the new partner and why (kept in the audit log). */
export const lineReassignmentSchema = /* @__PURE__ */ z.object({
  partner_id: databaseId(bookingAdminMessages.choosePartner),
  reason: z.string({ error: opsBookingMessages.reason }).check(z.trim(), z.minLength(3, { error: opsBookingMessages.reason }), z.maxLength(300, { error: opsBookingMessages.reason })),
});
export type LineReassignment = z.output<typeof lineReassignmentSchema>;
export type LineReassignmentForm = z.input<typeof lineReassignmentSchema>;

export const opsReassignLineEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'admin/bookings/lines/:id/reassign',
  summary: 'Give an assigned booking line to another partner',
  description:
    'Only a line assigned and not started; the partner is checked as for an allocation, and must not be the one holding it (409). ' +
    'The old partner is told the job was withdrawn, the new one that it is his, the customer who is coming now; the customer’s start ' +
    'code keeps working, for the new partner. Of two ops re-assigning one line at once exactly one wins; the other gets a 409.',
  params: lineParams,
  body: lineReassignmentSchema,
  reply: messageEnvelope(opsReassignedWire),
});
