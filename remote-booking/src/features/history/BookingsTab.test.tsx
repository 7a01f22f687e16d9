import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi, failed, ok, type FakeReply } from '@servenear/shared/testing';
import { renderBookingPage } from '../../test/renderBookingPage';
import { bookingWire, dayFromToday, lineWire } from '../../test/wires';

async function openCard(user: ReturnType<typeof renderBookingPage>['user'], reference = 'SN-000041') {
  const toggle = await screen.findByRole('button', { name: new RegExp(reference) });
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

describe('/instand-booking', () => {
  it('shows each booking as a collapsed card with its reference, date, count, total and payment state', async () => {
    fakeApi({ 'GET user/getbookings': ok([bookingWire(), bookingWire({ id: 42, booking_id: 'SN-000042', payment_status: 1, total_amount: 3600, details: [lineWire({ id: 102, price: 3600 })] })]) });
    const { user } = renderBookingPage('/instand-booking');

    const first = await screen.findByRole('button', { name: /SN-000041/ });
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(first).toHaveTextContent('Booked on 20 Nov 2026 · 1 service');
    expect(first).toHaveTextContent('₹598');
    expect(first).toHaveTextContent('Payment pending');
    const second = screen.getByRole('button', { name: /SN-000042/ });
    expect(second).toHaveTextContent('Paid');
    expect(second).toHaveTextContent('₹3,600');
    expect(screen.queryByText('Tap and leak repair')).not.toBeInTheDocument();

    await openCard(user);
    expect(screen.getByText('asha@example.in')).toBeInTheDocument();
    expect(screen.getByText('12 MG Road, Pune')).toBeInTheDocument();
    // A booking without a description shows the default one (customer §3).
    expect(screen.getByText(/Picking items from warehouse shelves/)).toBeInTheDocument();
    const line = screen.getByRole('heading', { name: 'Tap and leak repair' }).closest('li')!;
    expect(line).toHaveTextContent('Per hour · 2 hours');
    expect(line).toHaveTextContent('9:30 AM');
    expect(within(line).getByRole('img', { name: 'Tap and leak repair' })).toBeInTheDocument();
  });

  it('shows what each line status allows: pending can be cancelled, an assigned partner can be called, then work started, Need to Approve', async () => {
    fakeApi({
      'GET user/getbookings': ok([
        bookingWire({
          details: [
            lineWire({ id: 1, service_name: 'Pending job', status: 'pending' }),
            // The server says 'pending' to the customer once a partner is allocated, and names them.
            lineWire({ id: 2, service_name: 'Assigned job', status: 'pending', partner_name: 'Ravi Kumar', partner_mobile: '9876500002' }),
            lineWire({ id: 3, service_name: 'Started job', status: 'confirmed' }),
            lineWire({ id: 4, service_name: 'Finished job', status: 'completed', completed_status: 0 }),
          ],
        }),
      ]),
    });
    const { user } = renderBookingPage('/instand-booking');
    await openCard(user);

    const lineOf = (name: string) => screen.getByRole('heading', { name }).closest('li')!;
    expect(within(lineOf('Pending job')).getByRole('button', { name: 'Cancel Booking' })).toBeEnabled();
    // customer §6: pending bookings can be cancelled, and an assigned line is still pending to the
    // customer (issue 37); it also says who is coming, to call.
    expect(within(lineOf('Assigned job')).getByRole('button', { name: 'Cancel Booking' })).toBeEnabled();
    expect(lineOf('Assigned job')).toHaveTextContent('Partner assigned');
    expect(lineOf('Assigned job')).toHaveTextContent('Your partner: Ravi Kumar');
    expect(within(lineOf('Assigned job')).getByRole('link', { name: 'Call Ravi Kumar' })).toHaveAttribute('href', 'tel:+919876500002');
    expect(within(lineOf('Started job')).queryByRole('button', { name: 'Cancel Booking' })).not.toBeInTheDocument();
    expect(lineOf('Started job')).toHaveTextContent('work started');
    expect(lineOf('Finished job')).toHaveTextContent('Need to Approve');
  });

  it('shows the assigned partner’s card: photo, verified badge, rating, jobs done and the call link (issue 37)', async () => {
    const partner = { id: 7, name: 'Ravi Kumar', image_url: '/api/files/profile/ravi.jpg?expires=1&signature=s', average_rating: 4.3, total_reviews: 9, jobs_done: 27, verified: true, mobile: '9876500002' };
    fakeApi({ 'GET user/getbookings': ok([bookingWire({ details: [lineWire({ service_name: 'Assigned job', partner_name: 'Ravi Kumar', partner_mobile: '9876500002', partner })] })]) });
    const { user } = renderBookingPage('/instand-booking');
    await openCard(user);

    const card = screen.getByRole('region', { name: 'Your partner' });
    expect(within(card).getByRole('img', { name: 'Photo of Ravi Kumar' })).toHaveAttribute('src', partner.image_url);
    expect(card).toHaveTextContent('Ravi Kumar✓ Verified');
    expect(card).toHaveTextContent('4.3 (9 ratings)');
    expect(card).toHaveTextContent('27 jobs done');
    expect(within(card).getByRole('link', { name: 'Call Ravi Kumar' })).toHaveAttribute('href', 'tel:+919876500002');
    // The card replaces the plain line: one call link, not two.
    expect(screen.getAllByRole('link', { name: 'Call Ravi Kumar' })).toHaveLength(1);
  });

  it('shows the start code the partner asked for, with what to do with it', async () => {
    // The customer sees an assigned line as 'pending', with its partner (customer §4).
    const assigned = lineWire({ status: 'pending', start_code: '4821', partner_name: 'Ravi Kumar', partner_mobile: '9876500002' });
    fakeApi({ 'GET user/getbookings': ok([bookingWire({ details: [assigned] })]) });
    const { user } = renderBookingPage('/instand-booking');
    await openCard(user);

    expect(screen.getByText('Your start code: 4821')).toBeInTheDocument();
    expect(screen.getByText('Share this code with your service partner when the work begins.')).toBeInTheDocument();
  });

  it('asks before cancelling, keeps the line on "No, keep it", and cancels it on "Yes, cancel it!"', async () => {
    let cancelled = false;
    const api = fakeApi({
      'GET user/getbookings': () => ok([bookingWire({ details: [lineWire({ status: cancelled ? 'cancelled' : 'pending' })] })]),
      'POST user/cancelbooking': () => {
        cancelled = true;
        return ok(null, 'Booking canceled successfully!');
      },
    });
    const { user, notices } = renderBookingPage('/instand-booking');
    await openCard(user);

    await user.click(screen.getByRole('button', { name: 'Cancel Booking' }));
    const dialog = screen.getByRole('dialog', { name: 'Are you sure?' });
    expect(dialog).toHaveTextContent("You won't be able to revert this!");
    await user.click(within(dialog).getByRole('button', { name: 'No, keep it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.requests.filter((request) => request.method === 'POST')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Cancel Booking' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it!' }));

    await waitFor(() => expect(notices).toEqual([{ kind: 'success', message: 'Booking canceled successfully!' }]));
    expect(api.requests).toContainEqual(expect.objectContaining({ method: 'POST', url: 'user/cancelbooking', body: { bookingId: 101 } }));
    // The cancel invalidates the list: it reloads and the card stays open on the line's new status.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Tap and leak repair' }).closest('li')).toHaveTextContent('Canceled'));
    expect(screen.queryByRole('button', { name: 'Cancel Booking' })).not.toBeInTheDocument();
    expect(api.requests.filter((request) => request.url === 'user/getbookings')).toHaveLength(2);
  });

  it.each([
    [failed(409, 'Only a pending booking can be cancelled.'), 'Failed to cancel booking. Please try again.'],
    [failed(500, 'Internal Server Error'), 'Failed to cancel booking. Please try again.'],
    ['network-error', 'An error occurred while canceling the booking.'],
  ] as Array<[FakeReply, string]>)('says why a cancel did not go through (%#)', async (reply, message) => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi({ 'GET user/getbookings': ok([bookingWire()]), 'POST user/cancelbooking': reply });
    const { user, notices } = renderBookingPage('/instand-booking');
    await openCard(user);

    await user.click(screen.getByRole('button', { name: 'Cancel Booking' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it!' }));

    await waitFor(() => expect(notices).toEqual([{ kind: 'error', message }]));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel Booking' })).toBeEnabled();
    logged.mockRestore();
  });

  it('says what the tab holds and shows only the work due today, overdue or started, with the total of those lines', async () => {
    fakeApi({
      'GET user/getbookings': ok([
        bookingWire({
          total_amount: 5398,
          details: [
            lineWire({ id: 1, service_name: 'Today job', service_date: dayFromToday(0), price: 598 }),
            lineWire({ id: 2, service_name: 'Overdue job', service_date: dayFromToday(-1), status: 'pending', partner_name: 'Ravi Kumar', price: 1800 }),
            lineWire({ id: 3, service_name: 'Started early job', service_date: dayFromToday(2), status: 'confirmed', price: 500 }),
            lineWire({ id: 4, service_name: 'Next week job', service_date: dayFromToday(7), price: 2500 }),
          ],
        }),
        bookingWire({ id: 42, booking_id: 'SN-000042', details: [lineWire({ id: 5, service_name: 'Only later', service_date: dayFromToday(3) })] }),
      ]),
    });
    const { user } = renderBookingPage('/instand-booking');

    expect(await screen.findByText('Work due today and work in progress.')).toBeInTheDocument();
    const card = await screen.findByRole('button', { name: /SN-000041/ });
    expect(card).toHaveTextContent('3 services');
    // The card's total is what its lines on this tab add up to, not the whole booking's ₹5,398.
    expect(card).toHaveTextContent('Total ₹2,898');
    expect(screen.queryByRole('button', { name: /SN-000042/ })).not.toBeInTheDocument();
    await openCard(user);
    expect(screen.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent)).toEqual(['Today job', 'Overdue job', 'Started early job']);
  });

  it("says 'Nothing due today.' and links to the services when there is no open work", async () => {
    fakeApi({ 'GET user/getbookings': ok([]) });
    renderBookingPage('/instand-booking');

    expect(await screen.findByText('Nothing due today.')).toBeInTheDocument();
    expect(screen.getByText('Work due today and work in progress.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse services' })).toHaveAttribute('href', '/');
  });

  it("says 'Nothing due today.' and points to Schedule Booking when all the open work is for a later day", async () => {
    fakeApi({ 'GET user/getbookings': ok([bookingWire({ details: [lineWire({ service_date: dayFromToday(1) })] })]) });
    const { user } = renderBookingPage('/instand-booking');

    expect(await screen.findByText('Nothing due today.')).toBeInTheDocument();
    expect(screen.getByText('Your work booked for a later day is under Schedule Booking.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'See Schedule Booking' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/scheduled-booking$/);
  });

  it("says 'Failed to fetch data.' and loads again on Retry", async () => {
    let calls = 0;
    fakeApi({ 'GET user/getbookings': () => (++calls === 1 ? failed(500, 'Internal Server Error') : ok([bookingWire()])) });
    const { user } = renderBookingPage('/instand-booking');

    expect(await screen.findByText('Failed to fetch data.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: /SN-000041/ })).toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch data.')).not.toBeInTheDocument();
  });

  it('sends a customer whose session ended back home with a toast', async () => {
    fakeApi({ 'GET user/getbookings': failed(401, 'Unauthenticated') });
    const { notices } = renderBookingPage('/instand-booking');

    expect(await screen.findByTestId('location')).toHaveTextContent('/');
    expect(notices).toEqual([{ kind: 'error', message: 'Please log in to access this page.' }]);
  });
});

describe('/scheduled-booking', () => {
  it('says what the tab holds and keeps only the bookings with work after today, only those lines and their total', async () => {
    fakeApi({
      'GET user/getbookings': ok([
        bookingWire({
          details: [
            lineWire({ id: 1, service_name: 'Today job', service_date: dayFromToday(0) }),
            lineWire({ id: 2, service_name: 'Next week job', service_date: dayFromToday(7), price: 2500 }),
          ],
          total_amount: 3098,
        }),
        bookingWire({ id: 42, booking_id: 'SN-000042', details: [lineWire({ id: 3, service_name: 'Only today', service_date: dayFromToday(0) })] }),
      ]),
    });
    const { user } = renderBookingPage('/scheduled-booking');

    expect(await screen.findByText('Work booked for a later day.')).toBeInTheDocument();
    const card = await screen.findByRole('button', { name: /SN-000041/ });
    expect(card).toHaveTextContent('1 service');
    expect(card).toHaveTextContent('Total ₹2,500');
    expect(screen.queryByRole('button', { name: /SN-000042/ })).not.toBeInTheDocument();
    await openCard(user);
    expect(screen.getByRole('heading', { name: 'Next week job' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Today job' })).not.toBeInTheDocument();
  });

  it("says 'No work booked for a later day.' when everything is due today", async () => {
    fakeApi({ 'GET user/getbookings': ok([bookingWire()]) });
    renderBookingPage('/scheduled-booking');
    expect(await screen.findByText('No work booked for a later day.')).toBeInTheDocument();
    expect(screen.getByText('Work booked for a later day.')).toBeInTheDocument();
  });
});
