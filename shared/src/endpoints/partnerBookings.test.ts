import { ApiError, callEndpoint } from '@servenear/shared/api';
import { queryKeys } from '@servenear/shared/host';
import { fakeApi, ok, type FakeRoute } from '@servenear/shared/testing';
import {
  cancelledPartnerBookingsEndpoint,
  cancelPartnerBookingEndpoint,
  completedPartnerBookingsEndpoint,
  completePartnerBookingEndpoint,
  generateStartCodeEndpoint,
  openPartnerBookingsEndpoint,
  verifyStartCodeEndpoint,
} from './partnerBookings';

/** A line as the server sends it (partner §3 'Employee booking'). */
const bookingWire = {
  id: 41,
  action_id: 41,
  completed_status: 1,
  service_name: 'Electrician',
  reviews_count: 3,
  rating: 4.3,
  image_url: '',
  total_reviews: 3,
  avergae_ratting: 4.3,
  work_type: 'hour',
  day_hours: 2,
  service_date: '2026-11-24',
  service_time: '10:30',
  mobile: '9876500001',
  email: 'asha.verma@example.in',
  address: '12 Anna Nagar 2nd Avenue, Chennai',
  status: 'completed',
  description: 'Ceiling fan hums.',
  price: 900,
  customer_name: 'Asha Verma',
};

const cancelledWire = {
  id: 51,
  action_id: 51,
  service_name: 'Plumber',
  total_reviews: 0,
  avergae_ratting: null,
  image_url: '/api/images/services/2.svg',
  work_type: 'day',
  day_hours: 1,
  service_date: '2026-11-26',
  service_time: '09:00',
  cancelstatus: 'employee',
  cancel_date: '2026-11-24T08:00:00.000Z',
  description: 'Leaking tap.',
  service_action_id: null,
};

const message = (text: string): FakeRoute => ({ status: 200, body: { status: 200, message: text } });

describe('the partner’s booking tabs', () => {
  it('reads the open and completed lists from their URLs into the cards’ names', async () => {
    const { requests } = fakeApi({ 'GET employee/yourbookings': ok([]), 'GET employee/completedbookings': ok([bookingWire]) });
    await expect(callEndpoint(openPartnerBookingsEndpoint)).resolves.toEqual([]);
    await expect(callEndpoint(completedPartnerBookingsEndpoint)).resolves.toEqual([
      {
        lineId: 41,
        serviceName: 'Electrician',
        imageUrl: null,
        reviewCount: 3,
        rating: 4.3,
        workMethod: 'hour',
        duration: 2,
        serviceDate: '2026-11-24',
        serviceTime: '10:30',
        customerName: 'Asha Verma',
        mobile: '9876500001',
        email: 'asha.verma@example.in',
        address: '12 Anna Nagar 2nd Avenue, Chennai',
        status: 'completed',
        approved: true,
        description: 'Ceiling fan hums.',
        price: 900,
        reschedule: null,
        dispute: null,
      },
    ]);
    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual(['GET employee/yourbookings', 'GET employee/completedbookings']);
  });

  it('reads an open line without a price or a customer name as none', async () => {
    const { price: _price, customer_name: _name, ...open } = bookingWire;
    fakeApi({ 'GET employee/yourbookings': ok([{ ...open, status: 'assigned', completed_status: 0 }]) });
    await expect(callEndpoint(openPartnerBookingsEndpoint)).resolves.toMatchObject([{ status: 'assigned', approved: false, price: null, customerName: '' }]);
  });

  it('refuses a status the portal does not know as an unexpected reply', async () => {
    fakeApi({ 'GET employee/yourbookings': ok([{ ...bookingWire, status: 'pending' }]) });
    await expect(callEndpoint(openPartnerBookingsEndpoint)).rejects.toBeInstanceOf(ApiError);
  });

  it('reads the cancelled list: cancelled by "you" unless by admin', async () => {
    fakeApi({ 'GET employee/canceledbooking': ok([cancelledWire, { ...cancelledWire, id: 52, cancelstatus: 'admin', service_action_id: 7 }]) });
    const [mine, admins] = await callEndpoint(cancelledPartnerBookingsEndpoint);
    expect(mine).toEqual({
      lineId: 51,
      serviceName: 'Plumber',
      imageUrl: '/api/images/services/2.svg',
      reviewCount: 0,
      rating: null,
      workMethod: 'day',
      duration: 1,
      serviceDate: '2026-11-26',
      serviceTime: '09:00',
      cancelledBy: 'you',
      cancelledAt: '2026-11-24T08:00:00.000Z',
      description: 'Leaking tap.',
      serviceActionId: null,
      reason: null,
    });
    expect(admins).toMatchObject({ lineId: 52, cancelledBy: 'admin', serviceActionId: 7 });
  });

  it('keeps the host contract’s keys, so a change anywhere refreshes every tab', () => {
    expect(openPartnerBookingsEndpoint.key?.({})).toEqual(queryKeys.partner.bookings('open'));
    expect(completedPartnerBookingsEndpoint.key?.({})).toEqual(queryKeys.partner.bookings('completed'));
    expect(cancelledPartnerBookingsEndpoint.key?.({})).toEqual(queryKeys.partner.bookings('cancelled'));
  });
});

describe('the partner’s actions on a job', () => {
  it('sends each action’s body to its URL and answers with the server’s message', async () => {
    const { requests } = fakeApi({
      'POST employee/generate/otp': { status: 200, body: { status: 200, message: 'OTP sent to the customer.', data: { otp_sent: true, expires_at: '2026-11-24T18:00:00.000Z' } } },
      'POST employee/verify/otp': message('OTP verified successfully!'),
      'POST employee/booking/status': message('The booking has been marked as completed.'),
      'POST employee/cancel/booking': message('Booking cancelled successfully!'),
    });
    await expect(callEndpoint(generateStartCodeEndpoint, { body: { bookingId: 41 } })).resolves.toEqual({
      message: 'OTP sent to the customer.',
      expiresAt: '2026-11-24T18:00:00.000Z',
    });
    await expect(callEndpoint(verifyStartCodeEndpoint, { body: { bookingId: 41, otp: '4719' } })).resolves.toBe('OTP verified successfully!');
    await expect(callEndpoint(completePartnerBookingEndpoint, { body: { bookingId: 41, status: 'completed' } })).resolves.toBe('The booking has been marked as completed.');
    await expect(callEndpoint(cancelPartnerBookingEndpoint, { body: { bookingId: 41, reason: 'Fell ill today.' } })).resolves.toBe('Booking cancelled successfully!');
    expect(requests).toEqual([
      { method: 'POST', url: 'employee/generate/otp', body: { bookingId: 41 } },
      { method: 'POST', url: 'employee/verify/otp', body: { bookingId: 41, otp: '4719' } },
      { method: 'POST', url: 'employee/booking/status', body: { bookingId: 41, status: 'completed' } },
      { method: 'POST', url: 'employee/cancel/booking', body: { bookingId: 41, reason: 'Fell ill today.' } },
    ]);
  });
});
