import * as z from 'zod/mini';
import { slotMessages } from '../schemas/bookingTexts';
import { bookingCreationEndpoints, cancelledBookingsEndpoint, completedLinesEndpoint } from './bookings';

const slot = { serviceMethod: 'day', workingDuration: 1, preferredTime: '10:00', preferredDate: '2026-03-02' };
const form = { name: 'Asha', mobile: '9876500001', email: 'asha@example.in', address: 'Chennai', description: 'Leaking tap', terms: true };

describe('the booking calls', () => {
  it('check the slot against the clock they are built with, and read the point as `place`', async () => {
    const { bookSingleService } = bookingCreationEndpoints(() => ({ today: '2026-03-01', nowTime: '15:30' }));
    const body = z.parse(await bookSingleService.loadBody!(), { ...form, serviceId: '11', ...slot, latitude: '13.08', longitude: 80.27 });
    expect(body).toMatchObject({ serviceId: 11, preferredDate: '2026-03-02', place: { latitude: 13.08, longitude: 80.27 } });

    const later = bookingCreationEndpoints(() => ({ today: '2026-03-03', nowTime: '09:00' })).bookSingleService;
    const refused = z.safeParse(await later.loadBody!(), { ...form, serviceId: 11, ...slot });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['preferredDate', slotMessages.datePast]]);
  });

  it('refuse half a point on the field left out', async () => {
    const { createBooking } = bookingCreationEndpoints(() => ({ today: '2026-03-01' }));
    const refused = z.safeParse(await createBooking.loadBody!(), { storedServices: [{ ...slot, serviceId: 11 }], formData: form, latitude: 13.08 });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['longitude', 'Send both latitude and longitude.']]);
  });
});

describe('the booking lists as the screens read them', () => {
  const line = {
    id: 101,
    service_id: 11,
    service_name: 'Tap and leak repair',
    work_type: 'day',
    day_hours: 1,
    service_date: '2026-03-02',
    service_time: '10:00',
    price: 1800,
    working_per_day: 1800,
    working_per_hour: null,
    image_url: null,
    // Issue 37: not started, no reschedule asked for.
    started_at: null,
    completed_at: null,
    reschedule: null,
  };

  it('a completed line: its booking, whether it is paid, and its rating', () => {
    const completed = {
      ...line,
      avergae_ratting: 4,
      average_rating: 4,
      status: 'completed',
      completed_status: 1,
      total_reviews: 2,
      start_code: null,
      rated: true,
      partner_name: null,
      partner_mobile: null,
      booking_id: 41,
      payment_status: 1,
      ramount: 180000,
      currency: 'INR',
      order_id: null,
      razorpayKey: 'rzp_test',
      created_at: '2026-03-01T06:30:00.000Z',
    };
    const [model] = completedLinesEndpoint.toModel(z.parse(completedLinesEndpoint.reply, { status: 200, data: [completed] }));
    expect(model).toMatchObject({ id: 101, bookingId: 41, paid: true, approved: true, rated: true, averageRating: 4, partner: null, createdAt: '2026-03-01T06:30:00.000Z' });
  });

  it('a cancelled booking: who cancelled each line, and the refund', () => {
    const cancelledLine = { ...line, average_rating: 0, cancelstatus: 'admin', cancel_date: '', refund_amount: 1800 };
    const booking = {
      booking_id: 52,
      created_at: '2026-03-01T06:30:00.000Z',
      name: 'Asha',
      mobile: '9876500001',
      email: 'asha@example.in',
      address: 'Chennai',
      description: '',
      booking_status: 1,
      refundStatus: true,
      total_refund_amount: 1800,
      total_amount: 1800,
      details: [cancelledLine],
    };
    const [model] = cancelledBookingsEndpoint.toModel(z.parse(cancelledBookingsEndpoint.reply, { status: 200, data: [booking] }));
    expect(model).toMatchObject({ bookingId: 52, cancelled: true, refunded: true, totalRefund: 1800 });
    expect(model?.lines).toEqual([expect.objectContaining({ id: 101, cancelledBy: 'admin', cancelDate: null, refundAmount: 1800, perHour: null })]);
  });
});
