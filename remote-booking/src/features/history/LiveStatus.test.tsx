import { screen, waitFor } from '@testing-library/react';
import { createTestLiveEvents } from '@servenear/shared/test-host';
import { fakeApi, ok } from '@servenear/shared/testing';
import { renderBookingPage } from '../../test/renderBookingPage';
import { bookingWire, lineWire } from '../../test/wires';

describe('/instand-booking while the live stream is up (issue 40)', () => {
  it('shows the partner assigned, then the work started, as the events arrive, with no reload', async () => {
    const pending = { service_name: 'Tap and leak repair', status: 'pending' };
    let line = lineWire(pending);
    const api = fakeApi({ 'GET user/getbookings': () => ok([bookingWire({ details: [line] })]) });
    const live = createTestLiveEvents('open');
    const { user } = renderBookingPage('/instand-booking', '/instand-booking', { live });
    await user.click(await screen.findByRole('button', { name: /SN-000041/ }));
    const lineItem = () => screen.getByRole('heading', { name: 'Tap and leak repair' }).closest('li')!;
    expect(lineItem()).not.toHaveTextContent('Partner assigned');

    const assigned = { ...pending, partner_name: 'Ravi Kumar', partner_mobile: '9876500002' };
    line = lineWire(assigned);
    live.emit({ type: 'notification', data: { kind: 'partner_assigned', booking_id: 41 } });
    await waitFor(() => expect(lineItem()).toHaveTextContent('Partner assigned'));

    // Work started writes no notification: the line's own event says it.
    line = lineWire({ ...assigned, status: 'confirmed' });
    live.emit({ type: 'booking_changed', data: { booking_id: 41, line_id: line.id, status: 'confirmed' } });
    await waitFor(() => expect(lineItem()).toHaveTextContent('work started'));
    expect(api.requests.filter((request) => request.url === 'user/getbookings')).toHaveLength(3);
  });

  it('reads nothing again for an event that is not the customer’s bookings', async () => {
    const api = fakeApi({ 'GET user/getbookings': ok([bookingWire()]) });
    const live = createTestLiveEvents('open');
    renderBookingPage('/instand-booking', '/instand-booking', { live });
    await screen.findByRole('button', { name: /SN-000041/ });
    live.emit({ type: 'queue_changed', data: { queue: 'bookings' } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.requests.filter((request) => request.url === 'user/getbookings')).toHaveLength(1);
  });
});
