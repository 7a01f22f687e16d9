import type { FakeReply } from '@servenear/shared/testing';

/** One line of GET employee/yourbookings as the server spells it (avergae_ratting included): an hour's Electrician job, assigned. */
export function bookingWire(overrides: Record<string, unknown> = {}) {
  return {
    id: 41,
    action_id: 41,
    completed_status: 0,
    service_name: 'Electrician',
    reviews_count: 3,
    rating: 4.3,
    image_url: null,
    total_reviews: 3,
    avergae_ratting: 4.3,
    work_type: 'hour',
    day_hours: 2,
    service_date: '2026-11-24',
    service_time: '23:59',
    mobile: '9876500001',
    email: 'asha.verma@example.in',
    address: '12 Anna Nagar 2nd Avenue, Chennai',
    status: 'assigned',
    description: 'Ceiling fan hums.',
    customer_name: 'Asha Verma',
    ...overrides,
  };
}

/** A list reply: { status: 200, data }. */
export const listReply = (data: unknown[]): FakeReply => ({ status: 200, body: { status: 200, data } });
