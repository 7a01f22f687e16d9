import * as v from 'valibot';
import type { PartnerBookingWire, PartnerCancelledWire, StartCodeSentWire } from '@servenear/shared/wire';
import { apiClient } from './client';
import { envelope, messageOnly, parseReply, readsWire } from './reply';

/** The statuses of a partner's line (partner §4). */
export type PartnerLineStatus = 'assigned' | 'confirmed' | 'completed' | 'completed-issue' | 'cancelled';

/** What every card of a partner's job shows: the service, its rating, the work and when. */
export interface PartnerLineCard {
  lineId: number;
  serviceName: string;
  imageUrl: string | null;
  reviewCount: number;
  /** Average rating, or null before the first review. */
  rating: number | null;
  workMethod: string;
  duration: number;
  /** YYYY-MM-DD. */
  serviceDate: string;
  /** HH:MM. */
  serviceTime: string;
  description: string;
}

/** One card of the Booking List or Completed tab (partner §3 'Employee booking'). */
export interface PartnerBooking extends PartnerLineCard {
  customerName: string;
  mobile: string;
  email: string;
  address: string;
  status: PartnerLineStatus;
  /** The customer or ops approved the completed work (completed_status 1). */
  approved: boolean;
  /** Completed lines: the price in whole rupees. */
  price: number | null;
}

/** One card of the Canceled tab (partner §3 'Canceled booking (employee view)'). */
export interface PartnerCancelledBooking extends PartnerLineCard {
  /** partner §6: "admin", otherwise "you". */
  cancelledBy: 'admin' | 'you';
  /** The partner's offer of this service (View Details opens it on /ServiceEdit); null when they no longer offer it. */
  serviceActionId: number | null;
  /** ISO date-time, or null when unknown. */
  cancelledAt: string | null;
}

const statuses: readonly string[] = ['assigned', 'confirmed', 'completed', 'completed-issue', 'cancelled'] satisfies PartnerLineStatus[];
/** The wire sends the status as a string; one this page does not know is an unexpected reply. */
const lineStatus = v.pipe(
  v.string(),
  v.check((status) => statuses.includes(status)),
  v.transform((status) => status as PartnerLineStatus),
);

const bookingReply = readsWire<PartnerBookingWire>()(
  v.object({
    id: v.number(),
    completed_status: v.number(),
    service_name: v.string(),
    reviews_count: v.number(),
    rating: v.nullable(v.number()),
    image_url: v.nullable(v.string()),
    work_type: v.string(),
    day_hours: v.number(),
    service_date: v.string(),
    service_time: v.string(),
    mobile: v.string(),
    email: v.string(),
    address: v.string(),
    status: lineStatus,
    description: v.string(),
    price: v.optional(v.number()),
    customer_name: v.optional(v.string(), ''),
  }),
);

const cancelledReply = readsWire<PartnerCancelledWire>()(
  v.object({
    id: v.number(),
    service_name: v.string(),
    total_reviews: v.number(),
    avergae_ratting: v.nullable(v.number()),
    image_url: v.nullable(v.string()),
    work_type: v.string(),
    day_hours: v.number(),
    service_date: v.string(),
    service_time: v.string(),
    cancelstatus: v.nullable(v.string()),
    cancel_date: v.nullable(v.string()),
    description: v.string(),
    service_action_id: v.nullable(v.number()),
  }),
);

const startCodeReply = readsWire<StartCodeSentWire>()(v.object({ otp_sent: v.literal(true), expires_at: v.string() }));

function toBooking(row: v.InferOutput<typeof bookingReply>): PartnerBooking {
  return {
    lineId: row.id,
    serviceName: row.service_name,
    imageUrl: row.image_url || null,
    reviewCount: row.reviews_count,
    rating: row.rating,
    workMethod: row.work_type,
    duration: row.day_hours,
    serviceDate: row.service_date,
    serviceTime: row.service_time,
    customerName: row.customer_name,
    mobile: row.mobile,
    email: row.email,
    address: row.address,
    status: row.status,
    approved: row.completed_status === 1,
    description: row.description,
    price: row.price ?? null,
  };
}

function toCancelled(row: v.InferOutput<typeof cancelledReply>): PartnerCancelledBooking {
  return {
    lineId: row.id,
    serviceName: row.service_name,
    imageUrl: row.image_url || null,
    reviewCount: row.total_reviews,
    rating: row.avergae_ratting,
    workMethod: row.work_type,
    duration: row.day_hours,
    serviceDate: row.service_date,
    serviceTime: row.service_time,
    cancelledBy: row.cancelstatus === 'admin' ? 'admin' : 'you',
    cancelledAt: row.cancel_date,
    description: row.description,
    serviceActionId: row.service_action_id,
  };
}

/** Which list: the Booking List tab (open work) or the Completed tab. */
export type PartnerBookingTab = 'open' | 'completed';

const listPaths: Record<PartnerBookingTab, string> = { open: 'employee/yourbookings', completed: 'employee/completedbookings' };

/** GET one of the partner's lists: the envelope's array, each row checked and mapped. */
async function getList<Row extends v.GenericSchema, Item>(path: string, row: Row, toItem: (row: v.InferOutput<Row>) => Item, signal?: AbortSignal): Promise<Item[]> {
  const response = await apiClient.get<unknown>(path, { signal });
  return parseReply(envelope(v.array(row)), response).data.map(toItem);
}

async function postMessage(path: string, body: object): Promise<string> {
  return parseReply(messageOnly, await apiClient.post<unknown>(path, body)).message ?? '';
}

/** The partner's booking calls (partner §7). */
export const partnerBookingsApi = {
  /** GET employee/yourbookings or employee/completedbookings. */
  list(tab: PartnerBookingTab, options: { signal?: AbortSignal } = {}): Promise<PartnerBooking[]> {
    return getList(listPaths[tab], bookingReply, toBooking, options.signal);
  },

  /** GET employee/canceledbooking. */
  cancelled(options: { signal?: AbortSignal } = {}): Promise<PartnerCancelledBooking[]> {
    return getList('employee/canceledbooking', cancelledReply, toCancelled, options.signal);
  },

  /** POST employee/generate/otp: texts a new start code to the customer; when it stops working. */
  async generateStartCode(lineId: number): Promise<{ message: string; expiresAt: string }> {
    const reply = parseReply(envelope(startCodeReply), await apiClient.post<unknown>('employee/generate/otp', { bookingId: lineId }));
    return { message: reply.message ?? '', expiresAt: reply.data.expires_at };
  },

  /** POST employee/verify/otp: the customer's code starts the job. */
  verifyStartCode(lineId: number, otp: string): Promise<string> {
    return postMessage('employee/verify/otp', { bookingId: lineId, otp });
  },

  /** POST employee/booking/status with status "completed". */
  complete(lineId: number): Promise<string> {
    return postMessage('employee/booking/status', { bookingId: lineId, status: 'completed' });
  },

  /** POST employee/cancel/booking. */
  cancel(lineId: number): Promise<string> {
    return postMessage('employee/cancel/booking', { bookingId: lineId });
  },
};
