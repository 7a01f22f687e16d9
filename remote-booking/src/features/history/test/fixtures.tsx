import { useLocation } from 'react-router-dom';
import { indianDate } from '@servenear/shared/domain';
import type { Session } from '@servenear/shared/host';
import { renderRemotePage, type RenderRemotePageOptions } from '@servenear/shared/testing';
import App from '../../../App';

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

/** This remote's ./App on one route, signed in as a verified customer; other URLs show their path. */
export function renderHistoryPage(route: string, options: Omit<RenderRemotePageOptions, 'elsewhere'> = {}) {
  return renderRemotePage(App, route, { session: customer, ...options, elsewhere: <WhereAmI /> });
}

export const customer: Session = { role: 'user', name: 'Asha Verma', userId: 7, phoneNumber: '9876500001', verified: true };

/** YYYY-MM-DD `days` from today in India. */
export function dayFromToday(days: number): string {
  return indianDate(new Date(Date.now() + days * 24 * 60 * 60 * 1000));
}

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
  ...overrides,
});

export const bookingWire = (overrides: Record<string, unknown> = {}) => ({
  id: 41,
  booking_id: 'SN-000041',
  created_at: '2026-11-20T06:30:00.000Z',
  name: 'Asha Verma',
  mobile: '9876500001',
  email: 'asha@example.in',
  address: '12 MG Road, Pune',
  description: '',
  total_amount: 598,
  payment_status: 0,
  details: [lineWire()],
  ...overrides,
});

export const completedWire = (overrides: Record<string, unknown> = {}) => ({
  ...lineWire({ status: 'completed' }),
  booking_id: 41,
  average_rating: 4.4,
  payment_status: 0,
  ramount: 59800,
  currency: 'INR',
  order_id: null,
  razorpayKey: null,
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

export const cancelledBookingWire = (overrides: Record<string, unknown> = {}) => ({
  booking_id: 52,
  created_at: '2026-11-20T06:30:00.000Z',
  name: 'Asha Verma',
  mobile: '9876500001',
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
