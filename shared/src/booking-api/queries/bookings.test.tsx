import { renderHook, waitFor } from '@testing-library/react';
import { queryKeys } from '@servenear/shared/host';
import { fakeApi, headersOf, ok, queryHookHost, settled } from '@servenear/shared/testing';
import { useBookService, useBooking, useCreateBooking, useSendServiceFeedback } from './bookings';
import { useConfirmPayment, useSendBooking } from './payments';

const slot = { serviceMethod: 'day' as const, workingDuration: 1, preferredTime: '10:00', preferredDate: '2026-12-01' };
const form = { name: 'Asha', mobile: '9876500001', email: 'asha@example.in', address: 'Chennai', description: 'Leaking tap', terms: true };
const booked = ok({ id: 41 }, 'Service booked successfully');

/** A booking line as the server sends it (customer §3 'Booking detail' line), a partner on the way. */
const lineWire = {
  id: 101,
  service_id: 11,
  service_name: 'Tap and leak repair',
  work_type: 'hour',
  day_hours: 2,
  service_date: '2026-12-01',
  service_time: '09:30',
  price: 598,
  working_per_day: null,
  working_per_hour: 299,
  image_url: '',
  avergae_ratting: 4.4,
  status: 'pending',
  completed_status: 0,
  total_reviews: 3,
  start_code: '4821',
  rated: false,
  partner_name: 'Ravi Kumar',
  partner_mobile: null,
  // Issue 37: not started, no reschedule asked for.
  started_at: null,
  completed_at: null,
  reschedule: null,
};

describe('the booking hooks', () => {
  it('book the cart with POST user/createbooking, its Idempotency-Key and the work’s point', async () => {
    const { requests } = fakeApi({ 'POST user/createbooking': booked });
    const { result } = renderHook(() => useCreateBooking(), { wrapper: queryHookHost().wrapper });
    const slots = [{ ...slot, serviceId: 11, price: 1800 }];
    await expect(settled(() => result.current.mutateAsync({ slots, form, requestKey: 'visit-1', where: { latitude: 13.08, longitude: 80.27 } }))).resolves.toBe(41);
    expect(requests[0]?.body).toEqual({ storedServices: [{ serviceId: 11, ...slot }], formData: form, latitude: 13.08, longitude: 80.27 });
    expect(headersOf(requests[0]!)).toMatchObject({ 'Idempotency-Key': 'visit-1' });
  });

  it('book one service with POST user/book/singleservice, leaving out a point not known', async () => {
    const { requests } = fakeApi({ 'POST user/book/singleservice': booked });
    const { result } = renderHook(() => useBookService(), { wrapper: queryHookHost().wrapper });
    await settled(() => result.current.mutateAsync({ serviceId: 11, slot, form, requestKey: 'visit-2', where: { latitude: null, longitude: null } }));
    expect(requests[0]?.body).toEqual({ ...form, serviceId: 11, ...slot });
    expect(headersOf(requests[0]!)).toMatchObject({ 'Idempotency-Key': 'visit-2' });
  });

  it('read GET user/getbooking/{id} under its key as the screens use it, and nothing without an id', async () => {
    const booking = { id: 41, booking_id: 'SN-000041', created_at: '2026-11-20T06:30:00.000Z', details: [lineWire], total_amount: 598, payment_status: 1 };
    const contact = { name: 'Asha', mobile: '9876500001', email: 'asha@example.in', address: 'Chennai', description: '' };
    const { requests } = fakeApi({ 'GET user/getbooking/41': ok({ ...booking, ...contact }) });
    const { queryClient, wrapper } = queryHookHost();
    const none = renderHook(() => useBooking(null), { wrapper });
    const { result } = renderHook(() => useBooking(41), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual({
      id: 41,
      reference: 'SN-000041',
      createdAt: '2026-11-20T06:30:00.000Z',
      totalAmount: 598,
      paid: true,
      ...contact,
      lines: [
        {
          id: 101,
          serviceId: 11,
          serviceName: 'Tap and leak repair',
          method: 'hour',
          duration: 2,
          date: '2026-12-01',
          time: '09:30',
          price: 598,
          perDay: null,
          perHour: 299,
          imageUrl: null,
          averageRating: 4.4,
          status: 'pending',
          approved: false,
          totalReviews: 3,
          startCode: '4821',
          rated: false,
          partner: { name: 'Ravi Kumar', mobile: null },
          partnerCard: null,
          startedAt: null,
          completedAt: null,
          reschedule: null,
          dispute: null,
        },
      ],
    });
    expect(queryClient.getQueryData(queryKeys.bookings.one(41))).toBe(result.current.data);
    expect(none.result.current.fetchStatus).toBe('idle');
    expect(requests.map((request) => request.url)).toEqual(['user/getbooking/41']);
  });

  it('rate a line with POST user/service/feedback under the spec’s names', async () => {
    const { requests } = fakeApi({ 'POST user/service/feedback': { status: 200, body: { status: 200, message: 'Thank you for your feedback!' } } });
    const { result } = renderHook(() => useSendServiceFeedback(), { wrapper: queryHookHost().wrapper });
    await expect(settled(() => result.current.mutateAsync({ serviceId: 11, rating: 5, description: 'Quick', lineId: 101 }))).resolves.toBe('Thank you for your feedback!');
    await settled(() => result.current.mutateAsync({ serviceId: 11, rating: 4, description: '' }));
    expect(requests.map((request) => request.body)).toEqual([
      { service_id: 11, rating: 5, description: 'Quick', line_id: 101 },
      { service_id: 11, rating: 4, description: '' },
    ]);
  });
});

describe('the payment hooks', () => {
  it("send the checkout's result to POST user/updaterazorpay/{booking_id} as captured", async () => {
    const { requests } = fakeApi({ 'POST user/updaterazorpay/41': { status: 200, body: { status: 200, message: 'Payment successful.' } } });
    const { result } = renderHook(() => useConfirmPayment(), { wrapper: queryHookHost().wrapper });
    const paid = await settled(() => result.current.mutateAsync({ bookingId: 41, result: { paymentId: 'pay_1', orderId: 'order_1', signature: 'ab12' } }));
    expect(paid).toBe('Payment successful.');
    expect(requests[0]?.body).toEqual({ razorpay_payment_id: 'pay_1', razorpay_order_id: 'order_1', razorpay_signature: 'ab12', payment_status: 'captured' });
  });

  it('send the booking with POST user/updatePayment/{id} {cart: []}', async () => {
    const { requests } = fakeApi({ 'POST user/updatePayment/41': ok({ payment_status: 0 }, 'Booking sent.') });
    const { result } = renderHook(() => useSendBooking(), { wrapper: queryHookHost().wrapper });
    await expect(settled(() => result.current.mutateAsync(41))).resolves.toBe('Booking sent.');
    expect(requests[0]).toEqual({ method: 'POST', url: 'user/updatePayment/41', body: { cart: [] } });
  });
});
