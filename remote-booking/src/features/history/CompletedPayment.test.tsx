import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi, ok, type FakeRoute } from '@servenear/shared/testing';
import { renderBookingPage } from '../../test/renderBookingPage';
import { completedWire } from '../../test/wires';

// Make Payment end to end in the page: the real payment hook and sandbox checkout, the server faked at the HTTP boundary.

const cardOf = (name: string) => screen.getByRole('heading', { name }).closest('article')!;

/** Booking 12: two approved lines, ₹4,600 still to pay. */
const bookingLines = (paid: boolean) => [
  completedWire({ id: 1, service_name: 'Deep cleaning', booking_id: 12, price: 4000, completed_status: 1, rated: true, payment_status: paid ? 1 : 0 }),
  completedWire({ id: 2, service_name: 'Sofa shampoo', booking_id: 12, price: 600, completed_status: 1, rated: true, payment_status: paid ? 1 : 0 }),
];

const order = { provider: 'sandbox', booking_id: 12, order_id: 'order_sandbox_12', amount: 460000, currency: 'INR', key: 'sandbox', name: 'ServeNear', theme_color: '#0f6e78' };

function openCompleted(serverSaysPaid: () => boolean) {
  let confirmed = false;
  const routes: Record<string, FakeRoute> = {
    'GET user/completedbookings': () => ok(bookingLines(confirmed && serverSaysPaid())),
    'POST user/createRazorpayOrder': ok(order),
    'POST user/payments/sandbox/pay': ok({ razorpay_payment_id: 'pay_12', razorpay_order_id: 'order_sandbox_12', razorpay_signature: 'sig' }),
    'POST user/updaterazorpay/12': () => {
      confirmed = true;
      return ok(null, 'Payment successful');
    },
  };
  return { ...fakeApi(routes), ...renderBookingPage('/complete-booking') };
}

async function payInSandbox(user: ReturnType<typeof renderBookingPage>['user']) {
  await user.click(within(await screen.findByRole('heading', { name: 'Deep cleaning' }).then(() => cardOf('Deep cleaning'))).getByRole('button', { name: 'Make Payment' }));
  const checkout = await screen.findByRole('dialog', { name: 'ServeNear' });
  expect(checkout).toHaveTextContent('BookingSN-000012');
  await user.click(within(checkout).getByRole('button', { name: 'Pay ₹4,600' }));
}

describe('Make Payment on /complete-booking', () => {
  it('confirms the payment with the amount and the reference, and each card of the booking says it is paid once the server does', async () => {
    const { user, notices, requests } = openCompleted(() => true);
    await payInSandbox(user);

    await waitFor(() => expect(notices).toContainEqual({ kind: 'success', message: 'Paid ₹4,600 for SN-000012.' }));
    await waitFor(() => expect(within(cardOf('Deep cleaning')).getByRole('status')).toHaveTextContent('Paid ₹4,600 · SN-000012'));
    expect(within(cardOf('Sofa shampoo')).getByRole('status')).toHaveTextContent('Paid ₹4,600 · SN-000012');
    expect(screen.queryByRole('button', { name: 'Make Payment' })).not.toBeInTheDocument();
    // The paid state is the server's: the list was asked again after the payment.
    expect(requests.filter((request) => request.url === 'user/completedbookings')).toHaveLength(2);
  });

  it('does not show the booking as paid while the server still says it is not', async () => {
    const { user, notices, requests } = openCompleted(() => false);
    await payInSandbox(user);

    await waitFor(() => expect(requests.filter((request) => request.url === 'user/completedbookings')).toHaveLength(2));
    expect(notices).toContainEqual({ kind: 'success', message: 'Paid ₹4,600 for SN-000012.' });
    expect(screen.queryByText(/Paid ₹/)).not.toBeInTheDocument();
    expect(await within(cardOf('Deep cleaning')).findByRole('button', { name: 'Make Payment' })).toBeEnabled();
  });
});
