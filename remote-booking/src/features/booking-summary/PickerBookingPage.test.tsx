import { act, screen, waitFor, within } from '@testing-library/react';
import { failed, fakeApi, ok, type FakeRoute } from '@servenear/shared/testing';
import { renderBookingPage } from '../../test/renderBookingPage';
import { bookingWire, lineWire } from '../../test/wires';

const route = '/picker-service-booking';

/** Booking 501: an hour service on 25 Nov 2026 and a day service on 26 Nov, unpaid. */
const booking501 = (overrides: Record<string, unknown> = {}) =>
  bookingWire({
    id: 501,
    booking_id: 'SN-000501',
    total_amount: 3098,
    details: [
      lineWire({ id: 901, service_date: '2026-11-25' }),
      lineWire({
        id: 902,
        service_id: 12,
        service_name: 'Shelf picking crew',
        work_type: 'day',
        day_hours: 1,
        service_date: '2026-11-26',
        service_time: '14:00',
        price: 2500,
        working_per_day: 2500,
        working_per_hour: null,
        image_url: '/api/images/services/12.svg',
        avergae_ratting: 0,
        total_reviews: 0,
      }),
    ],
    ...overrides,
  });

const sandboxOrder = {
  provider: 'sandbox',
  booking_id: 501,
  order_id: 'order_sandbox_1',
  amount: 309800,
  currency: 'INR',
  key: 'sandbox',
  name: 'ServeNear',
  theme_color: '#0f6e78',
};

const paymentRoutes: Record<string, FakeRoute> = {
  'POST user/updatePayment/501': ok({ payment_status: 0 }, 'Booking sent.'),
  'POST user/createRazorpayOrder': ok(sandboxOrder),
  'POST user/payments/sandbox/pay': ok({ razorpay_payment_id: 'pay_1', razorpay_order_id: 'order_sandbox_1', razorpay_signature: 'sig' }),
  'POST user/updaterazorpay/501': ok(null, 'Payment successful'),
};

function openSummary(booking: FakeRoute = ok(booking501()), routes: Record<string, FakeRoute> = {}, options: { fakeTimers?: boolean } = {}) {
  const api = fakeApi({ 'GET user/getbooking/501': booking, ...paymentRoutes, ...routes });
  return { ...api, ...renderBookingPage(route, '/picker-service-booking?booking_id=501', options) };
}

describe('booking summary', () => {
  it('lists the booked services, the contact details and the payment summary', async () => {
    openSummary();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');

    const booked = await screen.findByRole('region', { name: 'Booked services' });
    const lines = within(booked).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toHaveTextContent('Tap and leak repair');
    expect(lines[0]).toHaveTextContent('Per hour · 2 hours');
    expect(lines[0]).toHaveTextContent('25 Nov 2026 · 9:30 AM');
    expect(lines[0]).toHaveTextContent('₹598');
    expect(lines[1]).toHaveTextContent('Per day · 1 day');
    expect(lines[1]).toHaveTextContent('26 Nov 2026 · 2:00 PM');
    expect(within(lines[1]!).getByRole('img', { name: 'Shelf picking crew' })).toBeInTheDocument();
    expect(screen.getByText('Booking SN-000501')).toBeInTheDocument();

    const contact = screen.getByRole('region', { name: 'Service summary' });
    expect(contact).toHaveTextContent('Asha Verma');
    expect(contact).toHaveTextContent('9876543210');
    expect(contact).toHaveTextContent('asha@example.in');
    expect(contact).toHaveTextContent('12 MG Road, Pune');
    expect(contact).toHaveTextContent('Picking items from warehouse shelves');

    const payment = screen.getByRole('region', { name: 'Payment summary' });
    expect(within(payment).getByText('Item total').nextSibling).toHaveTextContent('₹3,098');
    expect(within(payment).getByText('Amount to pay').nextSibling).toHaveTextContent('₹3,098');
    expect(within(payment).getByText('No fees or taxes')).toBeInTheDocument();
    expect(within(payment).getByRole('button', { name: 'Book Services' })).toBeEnabled();
  });

  it.each([
    ['without booking_id', '/picker-service-booking'],
    ['with an invalid booking_id', '/picker-service-booking?booking_id=abc'],
  ])("says 'Booking not found' %s, with a link to the bookings", async (_case, path) => {
    const { requests } = fakeApi({});
    renderBookingPage(route, path);
    expect(await screen.findByRole('alert')).toHaveTextContent('Booking not found');
    expect(screen.getByRole('link', { name: 'View my bookings' })).toHaveAttribute('href', '/instand-booking');
    expect(requests).toHaveLength(0);
  });

  it("says 'Booking not found' for a booking the server does not know", async () => {
    openSummary(failed(404, 'Booking not found'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Booking not found');
  });

  it("shows 'Failed to fetch data.' with Retry when the booking does not load", async () => {
    let calls = 0;
    const { user } = openSummary(() => (++calls === 1 ? 'network-error' : ok(booking501())));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch data.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Booked services' })).toBeInTheDocument();
  });

  it("shows 'Paid' and a link to the bookings instead of 'Book Services' for a paid booking", async () => {
    openSummary(ok(booking501({ payment_status: 1 })));
    const payment = await screen.findByRole('region', { name: 'Payment summary' });
    expect(within(payment).getByText('Paid')).toBeInTheDocument();
    expect(within(payment).getByRole('link', { name: 'View my bookings' })).toHaveAttribute('href', '/instand-booking');
    expect(within(payment).queryByRole('button', { name: 'Book Services' })).not.toBeInTheDocument();
  });
});

describe('Book Services', () => {
  afterEach(() => jest.useRealTimers());

  it('sends the booking, takes the payment in the sandbox checkout, shows the popup for 2 s, then goes home', async () => {
    jest.useFakeTimers();
    const { user, requests } = openSummary(undefined, {}, { fakeTimers: true });
    await user.click(await screen.findByRole('button', { name: 'Book Services' }));

    const checkout = await screen.findByRole('dialog', { name: 'ServeNear' });
    expect(within(checkout).getByText('Test payment — no money moves')).toBeInTheDocument();
    await user.click(within(checkout).getByRole('button', { name: 'Pay ₹3,098' }));

    const popup = await screen.findByRole('dialog', { name: 'Great! Your Booking Was Successfully Sent.' });
    expect(popup).toBeInTheDocument();
    const writes = requests.filter((request) => request.method === 'POST');
    expect(writes.map((request) => request.url)).toEqual([
      'user/updatePayment/501',
      'user/createRazorpayOrder',
      'user/payments/sandbox/pay',
      'user/updaterazorpay/501',
    ]);
    expect(writes[0]!.body).toEqual({ cart: [] });
    // Sending and paying change the booking: the summary reads it again after each.
    expect(requests.at(-1)).toEqual(expect.objectContaining({ method: 'GET', url: 'user/getbooking/501' }));

    act(() => jest.advanceTimersByTime(1999));
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('stays on the page when the checkout is closed, says the booking is saved, and sends it only once', async () => {
    const { user, notices, requests } = openSummary();
    await user.click(await screen.findByRole('button', { name: 'Book Services' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'ServeNear' })).getByRole('button', { name: 'Cancel' }));

    await waitFor(() =>
      expect(notices).toEqual([{ kind: 'info', message: 'Payment not completed. Your booking is saved — you can pay now or after the work.' }]),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Booked services' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View my bookings' })).toHaveAttribute('href', '/instand-booking');

    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByRole('dialog', { name: 'ServeNear' })).toBeInTheDocument();
    expect(requests.filter((request) => request.url === 'user/updatePayment/501')).toHaveLength(1);
    expect(requests.filter((request) => request.url === 'user/createRazorpayOrder')).toHaveLength(2);
  });

  it("shows the server's message and opens no checkout when the booking cannot be sent", async () => {
    const { user, notices, requests } = openSummary(undefined, { 'POST user/updatePayment/501': failed(409, 'This booking was cancelled.') });
    await user.click(await screen.findByRole('button', { name: 'Book Services' }));
    await waitFor(() => expect(notices).toEqual([{ kind: 'error', message: 'This booking was cancelled.' }]));
    expect(requests.some((request) => request.url === 'user/createRazorpayOrder')).toBe(false);
    expect(screen.getByRole('button', { name: 'Book Services' })).toBeEnabled();
  });
});
