import { screen, within } from '@testing-library/react';
import { fakeApi, failed, ok } from '@servenear/shared/testing';
import { renderBookingPage } from '../../test/renderBookingPage';
import { cancelledBookingWire, cancelledLineWire } from '../../test/wires';

describe('/cancel-booking', () => {
  it("shows a 'Canceled' badge and the total of a booking without a refund", async () => {
    fakeApi({ 'GET user/canceledbookings': ok([cancelledBookingWire()]) });
    renderBookingPage('/cancel-booking');

    const toggle = await screen.findByRole('button', { name: /SN-000052/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveTextContent('Booked on 20 Nov 2026');
    expect(toggle).toHaveTextContent('Canceled');
    expect(toggle).not.toHaveTextContent('Amount Refund');
    expect(toggle).toHaveTextContent('Total ₹1,800');
  });

  it("adds the 'Amount Refund' badge and shows the refund total instead of the total when refunded", async () => {
    fakeApi({
      'GET user/canceledbookings': ok([
        cancelledBookingWire({ refundStatus: true, total_refund_amount: 1500, details: [cancelledLineWire({ cancelstatus: 'admin', refund_amount: 1500 })] }),
      ]),
    });
    const { user } = renderBookingPage('/cancel-booking');

    const toggle = await screen.findByRole('button', { name: /SN-000052/ });
    expect(toggle).toHaveTextContent('Canceled');
    expect(toggle).toHaveTextContent('Amount Refund');
    expect(toggle).toHaveTextContent('Refund total ₹1,500');
    expect(toggle).not.toHaveTextContent('₹1,800');

    await user.click(toggle);
    const line = screen.getByRole('heading', { name: 'Tap and leak repair' }).closest('li')!;
    expect(line).toHaveTextContent('Refund ₹1,500');
    expect(line).toHaveTextContent('Cancelled on 21 Nov 2026');
  });

  it('says where each refund stands: initiated with the payment provider, or refunded on its day (issue 38)', async () => {
    fakeApi({
      'GET user/canceledbookings': ok([
        cancelledBookingWire({
          refundStatus: true,
          total_refund_amount: 2700,
          details: [
            cancelledLineWire({ id: 1, service_name: 'On its way', refund_amount: 1500, refund_status: 'initiated', refunded_at: null }),
            // 23:30 in India on the 24th is the 24th, though still the 24th at 18:00 UTC.
            cancelledLineWire({ id: 2, service_name: 'Paid back', refund_amount: 1200, refund_status: 'refunded', refunded_at: '2026-11-24T18:00:00.000Z' }),
          ],
        }),
      ]),
    });
    const { user } = renderBookingPage('/cancel-booking');
    await user.click(await screen.findByRole('button', { name: /SN-000052/ }));
    expect(screen.getByRole('heading', { name: 'On its way' }).closest('li')).toHaveTextContent('Refund of ₹1,500 initiated');
    expect(screen.getByRole('heading', { name: 'Paid back' }).closest('li')).toHaveTextContent('Refund ₹1,200 · Refunded on 24 Nov 2026');
  });

  it('says who cancelled each line: Admin, You, Employee or Unknown', async () => {
    fakeApi({
      'GET user/canceledbookings': ok([
        cancelledBookingWire({
          details: [
            cancelledLineWire({ id: 1, service_name: 'By admin', cancelstatus: 'admin' }),
            cancelledLineWire({ id: 2, service_name: 'By me', cancelstatus: 'user' }),
            cancelledLineWire({ id: 3, service_name: 'By partner', cancelstatus: 'employee' }),
            cancelledLineWire({ id: 4, service_name: 'By nobody known', cancelstatus: null }),
          ],
        }),
      ]),
    });
    const { user } = renderBookingPage('/cancel-booking');
    await user.click(await screen.findByRole('button', { name: /SN-000052/ }));

    const lineOf = (name: string) => screen.getByRole('heading', { name }).closest('li')!;
    expect(lineOf('By admin')).toHaveTextContent('Cancelled by Admin');
    expect(lineOf('By me')).toHaveTextContent('Cancelled by You');
    expect(lineOf('By partner')).toHaveTextContent('Cancelled by Employee');
    expect(lineOf('By nobody known')).toHaveTextContent('Cancelled by Unknown');
    // No refund on these lines, so no refund row.
    expect(within(lineOf('By me')).queryByText('Refund')).not.toBeInTheDocument();
    expect(screen.getByText('Fix the kitchen tap')).toBeInTheDocument();
  });

  it("says 'No bookings available' without cancelled bookings", async () => {
    fakeApi({ 'GET user/canceledbookings': ok([]) });
    renderBookingPage('/cancel-booking');
    expect(await screen.findByText('No bookings available')).toBeInTheDocument();
  });

  it("says 'Failed to fetch data.' when the list does not load", async () => {
    fakeApi({ 'GET user/canceledbookings': failed(500, 'Internal Server Error') });
    renderBookingPage('/cancel-booking');
    expect(await screen.findByText('Failed to fetch data.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
