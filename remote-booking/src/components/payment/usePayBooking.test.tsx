import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestHost, type Notice } from '@servenear/shared/test-host';
import { failed, fakeApi, ok, type FakeRoute } from '@servenear/shared/testing';
import { customer } from '../../test/renderBookingPage';
import type { RazorpayOptions } from './razorpayCheckout';
import { usePayBooking } from '.';

/** A page that takes the payment of booking 501 and shows how it ended. */
function PayPage() {
  const { pay, paying } = usePayBooking();
  const [outcome, setOutcome] = useState('none');
  return (
    <>
      <button type="button" onClick={() => void pay(501).then((result) => setOutcome(result.status))}>
        Pay booking
      </button>
      <p data-testid="paying">{String(paying)}</p>
      <p data-testid="outcome">{outcome}</p>
    </>
  );
}

function renderPayPage(routes: Record<string, FakeRoute>) {
  const api = fakeApi(routes);
  const notices: Notice[] = [];
  render(
    <TestHost notices={notices} session={customer}>
      <PayPage />
    </TestHost>,
  );
  return { ...api, notices, user: userEvent.setup() };
}

const orderWire = (provider: 'razorpay' | 'sandbox') => ({
  provider,
  booking_id: 501,
  order_id: 'order_Q1w2e3',
  amount: 309800,
  currency: 'INR',
  key: 'rzp_test_key',
  name: 'ServeNear',
  theme_color: '#0f6e78',
});

const confirmation = { razorpay_payment_id: 'pay_9x8y', razorpay_order_id: 'order_Q1w2e3', razorpay_signature: 'sig-abc', payment_status: 'captured' };

/** Stands in for Razorpay's checkout.js at the browser boundary: records what it was opened with. */
class FakeRazorpay {
  static opened: RazorpayOptions[] = [];
  constructor(private readonly options: RazorpayOptions) {}
  open() {
    FakeRazorpay.opened.push(this.options);
  }
}

const razorpayWindow = window as Window & { Razorpay?: unknown };
const checkoutScripts = () => [...document.querySelectorAll('script')].filter((script) => script.src === 'https://checkout.razorpay.com/v1/checkout.js');

afterEach(() => {
  delete razorpayWindow.Razorpay;
  FakeRazorpay.opened = [];
  checkoutScripts().forEach((script) => script.remove());
});

describe('Razorpay checkout', () => {
  it("loads checkout.js once, opens it with the server's order and confirms the signed result", async () => {
    const { user, requests, notices } = renderPayPage({ 'POST user/createRazorpayOrder': ok(orderWire('razorpay')), 'POST user/updaterazorpay/501': ok(null, 'Payment successful') });
    await user.click(screen.getByRole('button', { name: 'Pay booking' }));
    await waitFor(() => expect(checkoutScripts()).toHaveLength(1));
    expect(screen.getByTestId('paying')).toHaveTextContent('true');
    razorpayWindow.Razorpay = FakeRazorpay;
    checkoutScripts()[0]!.dispatchEvent(new Event('load'));

    await waitFor(() => expect(FakeRazorpay.opened).toHaveLength(1));
    const options = FakeRazorpay.opened[0]!;
    expect(options).toMatchObject({
      key: 'rzp_test_key',
      amount: 309800,
      currency: 'INR',
      name: 'ServeNear',
      order_id: 'order_Q1w2e3',
      theme: { color: '#0f6e78' },
      prefill: { name: 'Asha Verma', contact: '9876543210' },
      description: 'Booking SN-000501',
    });
    options.handler({ razorpay_payment_id: 'pay_9x8y', razorpay_order_id: 'order_Q1w2e3', razorpay_signature: 'sig-abc' });
    await waitFor(() => expect(screen.getByTestId('outcome')).toHaveTextContent('paid'));
    expect(notices).toEqual([{ kind: 'success', message: 'Paid ₹3,098 for SN-000501.' }]);
    expect(requests.find((request) => request.url === 'user/createRazorpayOrder')?.body).toEqual({ booking_id: 501 });
    expect(requests.find((request) => request.url === 'user/updaterazorpay/501')?.body).toEqual(confirmation);
    expect(screen.getByTestId('paying')).toHaveTextContent('false');

    // A second payment reuses the loaded script.
    await user.click(screen.getByRole('button', { name: 'Pay booking' }));
    await waitFor(() => expect(FakeRazorpay.opened).toHaveLength(2));
    expect(checkoutScripts()).toHaveLength(1);
  });

  it('ends dismissed, confirming nothing, when the checkout is closed', async () => {
    razorpayWindow.Razorpay = FakeRazorpay;
    const { user, requests } = renderPayPage({ 'POST user/createRazorpayOrder': ok(orderWire('razorpay')) });
    await user.click(screen.getByRole('button', { name: 'Pay booking' }));
    await waitFor(() => expect(FakeRazorpay.opened).toHaveLength(1));
    FakeRazorpay.opened[0]!.modal.ondismiss();
    await waitFor(() => expect(screen.getByTestId('outcome')).toHaveTextContent('dismissed'));
    expect(requests.some((request) => request.url.startsWith('user/updaterazorpay'))).toBe(false);
  });

  it("says 'Unable to open the payment page. Please try again.' when checkout.js does not load, and tries again next time", async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, notices } = renderPayPage({ 'POST user/createRazorpayOrder': ok(orderWire('razorpay')) });
    await user.click(screen.getByRole('button', { name: 'Pay booking' }));
    await waitFor(() => expect(checkoutScripts()).toHaveLength(1));
    checkoutScripts()[0]!.dispatchEvent(new Event('error'));
    await waitFor(() => expect(screen.getByTestId('outcome')).toHaveTextContent('dismissed'));
    expect(notices).toEqual([{ kind: 'error', message: 'Unable to open the payment page. Please try again.' }]);
    expect(checkoutScripts()).toHaveLength(0);

    expect(logged).toHaveBeenCalledWith(new Error('Failed to load https://checkout.razorpay.com/v1/checkout.js'));
    logged.mockRestore();

    await user.click(screen.getByRole('button', { name: 'Pay booking' }));
    await waitFor(() => expect(checkoutScripts()).toHaveLength(1));
  });

  it("shows the server's message when the payment is not verified", async () => {
    razorpayWindow.Razorpay = FakeRazorpay;
    const { user, notices } = renderPayPage({
      'POST user/createRazorpayOrder': ok(orderWire('razorpay')),
      'POST user/updaterazorpay/501': failed(400, 'Payment verification failed.'),
    });
    await user.click(screen.getByRole('button', { name: 'Pay booking' }));
    await waitFor(() => expect(FakeRazorpay.opened).toHaveLength(1));
    FakeRazorpay.opened[0]!.handler({ razorpay_payment_id: 'pay_9x8y', razorpay_order_id: 'order_Q1w2e3', razorpay_signature: 'forged' });
    await waitFor(() => expect(screen.getByTestId('outcome')).toHaveTextContent('dismissed'));
    expect(notices).toEqual([{ kind: 'error', message: 'Payment verification failed.' }]);
  });
});

describe('payment order', () => {
  it("shows the server's message when no order can be made", async () => {
    const { user, notices } = renderPayPage({ 'POST user/createRazorpayOrder': failed(409, 'This booking is already paid.') });
    await user.click(screen.getByRole('button', { name: 'Pay booking' }));
    await waitFor(() => expect(screen.getByTestId('outcome')).toHaveTextContent('dismissed'));
    expect(notices).toEqual([{ kind: 'error', message: 'This booking is already paid.' }]);
  });
});

describe('sandbox checkout', () => {
  it('shows the display name, the test notice and the amount in rupees, and pays through the signed result', async () => {
    const { user, requests } = renderPayPage({
      'POST user/createRazorpayOrder': ok(orderWire('sandbox')),
      'POST user/payments/sandbox/pay': ok({ razorpay_payment_id: 'pay_9x8y', razorpay_order_id: 'order_Q1w2e3', razorpay_signature: 'sig-abc' }),
      'POST user/updaterazorpay/501': ok(null, 'Payment successful.'),
    });
    await user.click(screen.getByRole('button', { name: 'Pay booking' }));
    const checkout = await screen.findByRole('dialog', { name: 'ServeNear' });
    expect(within(checkout).getByText('Test payment — no money moves')).toBeInTheDocument();
    expect(within(checkout).getByText('₹3,098')).toBeInTheDocument();
    expect(within(checkout).getByText('Booking').nextSibling).toHaveTextContent('SN-000501');

    await user.click(within(checkout).getByRole('button', { name: 'Pay ₹3,098' }));
    await waitFor(() => expect(screen.getByTestId('outcome')).toHaveTextContent('paid'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests.find((request) => request.url === 'user/payments/sandbox/pay')?.body).toEqual({ order_id: 'order_Q1w2e3' });
    expect(requests.find((request) => request.url === 'user/updaterazorpay/501')?.body).toEqual(confirmation);
  });

  it('keeps the checkout open with the reason when the test payment fails, and Cancel ends dismissed', async () => {
    const { user, requests } = renderPayPage({
      'POST user/createRazorpayOrder': ok(orderWire('sandbox')),
      'POST user/payments/sandbox/pay': failed(409, 'This order is already paid.'),
    });
    await user.click(screen.getByRole('button', { name: 'Pay booking' }));
    const checkout = await screen.findByRole('dialog', { name: 'ServeNear' });
    await user.click(within(checkout).getByRole('button', { name: 'Pay ₹3,098' }));
    expect(await within(checkout).findByRole('alert')).toHaveTextContent('This order is already paid.');

    await user.click(within(checkout).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByTestId('outcome')).toHaveTextContent('dismissed'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests.some((request) => request.url.startsWith('user/updaterazorpay'))).toBe(false);
  });
});
