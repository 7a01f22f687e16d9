import { BOOKING_TIME_ZONE, bookingDescription, indianDate } from '@servenear/shared/domain';
import type { PartnerBookingWire, PartnerCancelledWire } from '@servenear/shared/wire';
import { rescheduleOf } from '../../bookings/views';
import type { PartnerLineRow } from './repository';
import { toLineDisputeWire } from '../../disputes/views';

const indianClock = new Intl.DateTimeFormat('en-GB', { timeZone: BOOKING_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** HH:MM of the instant in India, where the work happened. */
export function indianTime(at: Date): string {
  return indianClock.format(at);
}


/** The fields every partner card shares; partner §3 names both id and action_id, and both are the line. */
function serviceFields(row: PartnerLineRow) {
  return {
    id: row.id,
    action_id: row.id,
    service_name: row.serviceName,
    total_reviews: row.ratingCount,
    avergae_ratting: row.averageRating,
    image_url: row.imageUrl,
    work_type: row.workMethod,
    day_hours: row.duration,
    service_date: row.serviceDate,
    service_time: row.serviceTime,
    description: bookingDescription(row.description),
  };
}

/** partner §3 'Employee booking' (GET employee/yourbookings). */
export function toPartnerBooking(row: PartnerLineRow): PartnerBookingWire {
  return {
    ...serviceFields(row),
    // 1 once the customer (or ops) approved the completed work: 'Completed' instead of 'Need to Approve'.
    completed_status: row.approvedAt ? 1 : 0,
    reviews_count: row.ratingCount,
    rating: row.averageRating,
    mobile: row.mobile,
    email: row.email,
    address: row.address,
    status: row.status,
    customer_name: row.customerName,
    reschedule_request: rescheduleOf(row),
    dispute: toLineDisputeWire(row.dispute),
  };
}

/** partner §3: completed bookings add when the work started and ended, and the price. */
export function toCompletedBooking(row: PartnerLineRow): PartnerBookingWire {
  return {
    ...toPartnerBooking(row),
    start_date: row.startedAt ? indianDate(row.startedAt) : null,
    start_time: row.startedAt ? indianTime(row.startedAt) : null,
    end_date: row.completedAt ? indianDate(row.completedAt) : null,
    end_time: row.completedAt ? indianTime(row.completedAt) : null,
    price: row.price,
  };
}

/** partner §3 'Canceled booking (employee view)'; a job the partner gave back (issue 37) adds his reason. */
export function toCancelledBooking(row: PartnerLineRow & { reason?: string }): PartnerCancelledWire {
  return {
    ...serviceFields(row),
    cancelstatus: row.cancelledBy,
    cancel_date: row.cancelledAt?.toISOString() ?? null,
    service_action_id: row.serviceOfferId,
    cancel_reason: row.reason ?? null,
  };
}
