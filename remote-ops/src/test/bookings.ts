import type { OpsBookingLine, OpsBookingRow, OpsEligiblePartner } from '@servenear/shared/ops-api';

/** One row of GET admin/bookings/search. */
export const bookingRow: OpsBookingRow = {
  line_id: 40,
  booking_id: 123,
  reference: 'SN-000123',
  service_name: 'Electrician',
  service_date: '2026-12-02',
  service_time: '11:30',
  price: 1200,
  status: 'assigned',
  approved: false,
  payment_status: 'paid',
  customer_name: 'Asha Verma',
  customer_mobile: '9876511111',
  partner_id: 4,
  partner_name: 'Ravi Kumar',
  booked_at: '2026-11-30T05:00:00.000Z',
};

/** A page of the search as the server answers it: the rows as the envelope's data, and the paging beside them. */
export const searchReply = (rows: OpsBookingRow[], total = rows.length, page = 1) => ({ status: 200, body: { status: 200, data: rows, total, page, per_page: 25 } });

/** GET admin/bookings/lines/40: an assigned, paid line. */
export const assignedLine: OpsBookingLine = {
  line_id: 40,
  booking_id: 123,
  reference: 'SN-000123',
  service_id: 7,
  service_name: 'Electrician',
  service_date: '2026-12-02',
  service_time: '11:30',
  work_type: 'hour',
  day_hours: 8,
  price: 1200,
  status: 'assigned',
  approved: false,
  payment_status: 'paid',
  cancelled_by: null,
  refund_amount: 0,
  refund_if_cancelled: 1200,
  customer: { id: 2, name: 'Asha Verma', mobile: '9876511111', email: 'asha@example.in' },
  address: '12 Gandhi Street, Chennai',
  description: 'Fix the kitchen wiring.',
  latitude: 13.0827,
  longitude: 80.2707,
  partner: { id: 4, name: 'Ravi Kumar', mobile: '9876500002' },
  booked_at: '2026-11-30T05:00:00.000Z',
  reschedule: null,
  near_radius_km: 20,
  history: [
    { at: '2026-11-30T05:00:00.000Z', kind: 'booked', title: 'Booked by Asha Verma', detail: 'Electrician on 2026-12-02 at 11:30, ₹1,200', actor: 'Asha Verma' },
    { at: '2026-11-30T05:01:00.000Z', kind: 'payment', title: 'Paid ₹1,200', detail: null, actor: null },
    { at: '2026-11-30T06:00:00.000Z', kind: 'allocated', title: 'Allocated to Ravi Kumar', detail: 'Ravi Kumar was told: You have a new job.', actor: null },
  ],
};

/** GET admin/bookings/lines/40/partners: Ravi (who has it) and Selvi. */
export const linePartners: OpsEligiblePartner[] = [
  { id: 4, name: 'Ravi Kumar', mobile: '9876500002', distance_km: 1.2, average_rating: 4.5, total_reviews: 8, jobs_done: 20, cancellations_90d: 0, jobs_that_day: 2, latitude: 13.09, longitude: 80.28, current: true },
  { id: 9, name: 'Selvi Murugan', mobile: '9876500009', distance_km: 3.4, average_rating: 0, total_reviews: 0, jobs_done: 3, cancellations_90d: 1, jobs_that_day: 0, latitude: 13.05, longitude: 80.25, current: false },
];
