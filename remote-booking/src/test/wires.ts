import { indianDate } from '@servenear/shared/domain';
import { cartItemReply } from '@servenear/shared/testing';

// What the server sends to the booking pages, as spelt on the wire (customer §7), for tests
// to hand to fakeApi. Each takes overrides for the case at hand.

/** YYYY-MM-DD `days` from today in India. */
export function dayFromToday(days: number): string {
  return indianDate(new Date(Date.now() + days * 24 * 60 * 60 * 1000));
}

/** GET user/profile of the signed-in customer. */
export const profileWire = {
  id: 7,
  name: 'Asha Verma',
  mobile: '9876543210',
  email: 'asha@example.in',
  address: '12 MG Road, Pune',
  image_url: null,
  is_verified: 1,
  role: 'user',
};

/** A cart item as GET user/cartlist sends it, nothing chosen yet. */
export const cartItemWire = (overrides: Record<string, unknown> = {}) =>
  cartItemReply({ cart_id: 31, image_url: '/api/images/services/11.svg', avergae_ratting: 4.4, ...overrides });

/** A service as GET user/getservice/{id} sends it. */
export const serviceWire = (overrides: Record<string, unknown> = {}) => ({
  id: 11,
  name: 'Tap and leak repair',
  servicetype: 'service',
  image_url: '/api/images/services/11.svg',
  category_id: 3,
  subcategory_id: 9,
  average_rating: 4.4,
  avergae_ratting: 4.4,
  total_reviews: 3,
  working_per_day: 1800,
  working_per_hour: 299,
  about_us: 'Fixes leaking taps and pipes. Replaces worn washers.',
  overview: 'Plumbing at home',
  media_urls: [],
  reviews: [],
  rating_counts: { '5': 0, '4': 0, '3': 0, '2': 0, '1': 0 },
  ...overrides,
});

/** A booked service (a booking's line), pending, today. */
export const lineWire = (overrides: Record<string, unknown> = {}) => ({
  id: 101,
  service_id: 11,
  service_name: 'Tap and leak repair',
  work_type: 'hour',
  day_hours: 2,
  service_date: dayFromToday(0),
  service_time: '09:30',
  price: 598,
  working_per_day: 1800,
  working_per_hour: 299,
  image_url: null,
  avergae_ratting: 4.4,
  status: 'pending',
  completed_status: 0,
  total_reviews: 3,
  start_code: null,
  rated: false,
  partner_name: null,
  partner_mobile: null,
  started_at: null,
  completed_at: null,
  reschedule: null,
  ...overrides,
});

/** A booking as GET user/getbooking/{id} and GET user/getbookings send it: one line, unpaid. */
export const bookingWire = (overrides: Record<string, unknown> = {}) => ({
  id: 41,
  booking_id: 'SN-000041',
  created_at: '2026-11-20T06:30:00.000Z',
  name: 'Asha Verma',
  mobile: '9876543210',
  email: 'asha@example.in',
  address: '12 MG Road, Pune',
  description: '',
  total_amount: 598,
  payment_status: 0,
  details: [lineWire()],
  ...overrides,
});

/** A completed line of GET user/completedbookings. */
export const completedWire = (overrides: Record<string, unknown> = {}) => ({
  ...lineWire({ status: 'completed' }),
  booking_id: 41,
  average_rating: 4.4,
  payment_status: 0,
  ramount: 59800,
  currency: 'INR',
  order_id: null,
  razorpayKey: 'rzp_test_sandbox',
  created_at: '2026-11-20T06:30:00.000Z',
  ...overrides,
});

export const cancelledLineWire = (overrides: Record<string, unknown> = {}) => ({
  id: 201,
  service_id: 11,
  service_name: 'Tap and leak repair',
  work_type: 'day',
  working_per_day: 1800,
  working_per_hour: 299,
  day_hours: 1,
  service_date: '2026-11-28',
  service_time: '10:00',
  image_url: null,
  average_rating: 4,
  cancelstatus: 'user',
  cancel_date: '2026-11-21T08:00:00.000Z',
  refund_amount: 0,
  price: 1800,
  ...overrides,
});

/** A cancelled booking of GET user/canceledbookings. */
export const cancelledBookingWire = (overrides: Record<string, unknown> = {}) => ({
  booking_id: 52,
  created_at: '2026-11-20T06:30:00.000Z',
  name: 'Asha Verma',
  mobile: '9876543210',
  email: 'asha@example.in',
  address: '12 MG Road, Pune',
  description: 'Fix the kitchen tap',
  booking_status: 1,
  refundStatus: false,
  total_refund_amount: 0,
  total_amount: 1800,
  details: [cancelledLineWire()],
  ...overrides,
});

/** A Pass Fast Express request of GET user/pdenquiry/list: three photos and a video, pending. */
export const pdEnquiryWire = (overrides: Record<string, unknown> = {}) => ({
  id: 61,
  fromaddress: 'Shivaji Nagar, Pune',
  toaddress: 'Andheri East, Mumbai',
  mobile: '9876543210',
  date: '2026-11-28',
  description: 'Two cartons of books and a study table.',
  images: [1, 2, 3].map((n) => `/api/files/pd-photos/61-${n}-640.jpg`),
  image_sources: [1, 2, 3].map((n) => ({
    webp: `/api/files/pd-photos/61-${n}-320.webp 320w, /api/files/pd-photos/61-${n}-640.webp 640w`,
    jpeg: `/api/files/pd-photos/61-${n}-320.jpg 320w, /api/files/pd-photos/61-${n}-640.jpg 640w`,
  })),
  video: '/api/files/pd-videos/61.mp4',
  status: 'pending',
  distance_km: 148.6,
  created_at: '2026-11-20T06:30:00.000Z',
  answer: null,
  quote: null,
  answered_at: null,
  stage: 'requested',
  booking_id: null,
  picked_up_at: null,
  pickup_photo: null,
  delivered_at: null,
  delivery_photo: null,
  mover: null,
  ...overrides,
});

/** Issue 37: the mover ops allocated, as GET user/pdenquiry/list names him. */
export const moverWire = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ravi Kumar',
  image_url: '/api/files/profile/ravi.jpg?expires=1&signature=x',
  mobile: '9876500002',
  verified: true,
  jobs_done: 14,
  rating: null,
  ...overrides,
});

/** A service enquiry of GET user/service/enquiry/list, pending. */
export const serviceEnquiryWire = (overrides: Record<string, unknown> = {}) => ({
  id: 71,
  user_name: 'Asha Verma',
  user_email: 'asha@example.in',
  mobile: '9876543210',
  name: 'Warehouse racking installation',
  created_date: '2026-11-20',
  created_time: '12:00',
  address: '12 MG Road, Pune',
  description: 'Racking for a 2,000 sq ft store room.',
  image_url: ['/api/images/services/21.svg'],
  status: 'pending',
  service_id: 21,
  work_type: 'day',
  day_hours: 2,
  service_date: '2026-11-27',
  service_time: '10:00',
  answer: null,
  quote: null,
  answered_at: null,
  booking_id: null,
  ...overrides,
});
