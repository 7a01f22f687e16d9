import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi, ok, type FakeRoute } from '@servenear/shared/testing';
import { renderBookingPage } from '../../test/renderBookingPage';
import { moverWire, pdEnquiryWire } from '../../test/wires';

// Issue 37 on /pd-enquiry: a quoted move shows its mover, is accepted and paid in the sandbox
// (the real hooks, the server faked at the HTTP boundary), and shows its steps and photos.

const quoted = { status: 'enquired', answer: 'A tempo at 9 AM.', quote: 1800, answered_at: '2026-11-21T05:00:00.000Z', stage: 'quoted', mover: moverWire() };
const order = { provider: 'sandbox', booking_id: 90, order_id: 'order_sandbox_90', amount: 180000, currency: 'INR', key: 'sandbox', name: 'ServeNear', theme_color: '#0f6e78' };

async function openCard(user: ReturnType<typeof renderBookingPage>['user']) {
  const toggle = await screen.findByRole('button', { name: /Shivaji Nagar, Pune → Andheri East, Mumbai/ });
  await user.click(toggle);
  return toggle.closest('article') as HTMLElement;
}

describe('a quoted move on /pd-enquiry', () => {
  it('shows the mover with his photo, badge, jobs and a call link, and is accepted and paid at the quote', async () => {
    let stage = 'quoted';
    const routes: Record<string, FakeRoute> = {
      'GET user/pdenquiry/list': () => ok([pdEnquiryWire({ ...quoted, stage, booking_id: stage === 'quoted' ? null : 90 })]),
      'POST user/pdenquiry/61/accept': () => {
        stage = 'accepted';
        return ok({ id: 90 });
      },
      'POST user/createRazorpayOrder': ok(order),
      'POST user/payments/sandbox/pay': ok({ razorpay_payment_id: 'pay_90', razorpay_order_id: 'order_sandbox_90', razorpay_signature: 'sig' }),
      'POST user/updaterazorpay/90': () => {
        stage = 'paid';
        return ok(null, 'Payment successful');
      },
    };
    const { requests } = fakeApi(routes);
    const { user } = renderBookingPage('/pd-enquiry');
    const card = await openCard(user);

    const mover = within(card).getByRole('region', { name: 'Your mover' });
    expect(within(mover).getByRole('img', { name: 'Photo of Ravi Kumar' })).toHaveAttribute('src', '/api/files/profile/ravi.jpg?expires=1&signature=x');
    expect(mover).toHaveTextContent('Verified');
    expect(mover).toHaveTextContent('14 jobs done');
    expect(within(mover).getByRole('link', { name: 'Call Ravi Kumar' })).toHaveAttribute('href', 'tel:+919876500002');

    await user.click(within(card).getByRole('button', { name: 'Accept and pay ₹1,800' }));
    const checkout = await screen.findByRole('dialog', { name: 'ServeNear' });
    await user.click(within(checkout).getByRole('button', { name: 'Pay ₹1,800' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Shivaji Nagar/ })).toHaveTextContent('Paid'));
    expect(requests.find((request) => request.url === 'user/createRazorpayOrder')?.body).toEqual({ booking_id: 90 });
    expect(within(card).getByText('Paid', { selector: 'li' })).toHaveAttribute('aria-current', 'step');
    expect(within(card).queryByRole('button', { name: /Accept and pay/ })).not.toBeInTheDocument();
  });

  it('shows a delivered move’s steps and the mover’s photos, with no payment to make', async () => {
    fakeApi({
      'GET user/pdenquiry/list': ok([
        pdEnquiryWire({
          ...quoted,
          stage: 'delivered',
          booking_id: 90,
          picked_up_at: '2026-11-28T04:00:00.000Z',
          pickup_photo: '/api/files/pd-photos/up-640.jpg?expires=1&signature=x',
          delivered_at: '2026-11-28T09:00:00.000Z',
          delivery_photo: '/api/files/pd-photos/down-640.jpg?expires=1&signature=x',
          mover: moverWire({ image_url: null, rating: 4.6 }),
        }),
      ]),
    });
    const { user } = renderBookingPage('/pd-enquiry');
    const card = await openCard(user);
    expect(screen.getByRole('button', { name: /Shivaji Nagar/ })).toHaveTextContent('Delivered');
    expect(within(card).getByText('Delivered', { selector: 'li' })).toHaveAttribute('aria-current', 'step');
    expect(within(card).getByRole('img', { name: 'Photo at pick-up' })).toHaveAttribute('src', expect.stringContaining('up-640.jpg'));
    expect(within(card).getByRole('img', { name: 'Photo at delivery' })).toHaveAttribute('src', expect.stringContaining('down-640.jpg'));
    expect(card).toHaveTextContent('Photo at delivery on 28 Nov 2026');
    // No photo: his initials; a rating once ratings per partner exist.
    expect(within(card).getByRole('region', { name: 'Your mover' })).toHaveTextContent('RK');
    expect(card).toHaveTextContent('Rated 4.6 out of 5');
    expect(within(card).queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();
  });
});
