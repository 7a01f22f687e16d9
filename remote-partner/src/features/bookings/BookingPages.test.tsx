import { act, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { fakeApi, renderRemotePage, type FakeReply, type FakeRoute } from '@servenear/shared/testing';
import App from '../../App';
import { bookingWire, listReply } from '../../test/bookings';
import { profileReply } from '../../test/profiles';
import { partnerSession } from '../../test/renderPage';

const message = (text: string): FakeReply => ({ status: 200, body: { status: 200, message: text } });

function Probe() {
  return <pre aria-label="probe">{useLocation().pathname}</pre>;
}
const where = () => screen.getByLabelText('probe').textContent;

function open(route: string, routes: Record<string, FakeRoute>, options: { fakeTimers?: boolean; state?: unknown } = {}) {
  const api = fakeApi({ 'GET employee/userprofile': profileReply(), ...routes });
  return { api, ...renderRemotePage(App, route, { session: partnerSession, probe: <Probe />, ...options }) };
}

afterEach(() => jest.useRealTimers());

describe('partner booking tabs', () => {
  it('shows the tab menu and each open status with its action or label', async () => {
    open('/employee-booking-list', {
      'GET employee/yourbookings': listReply([bookingWire(), bookingWire({ id: 42, status: 'confirmed', service_name: 'Plumber' })]),
    });
    const nav = await screen.findByRole('navigation', { name: 'Bookings' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Booking List', 'Completed', 'Canceled', 'Pick & Drop']);
    const assigned = await screen.findByRole('article', { name: 'Electrician' });
    expect(within(assigned).getByRole('button', { name: 'Generate OTP' })).toBeInTheDocument();
    expect(within(assigned).getByRole('button', { name: 'Cancel Booking' })).toBeInTheDocument();
    expect(within(assigned).getByText('24 Nov 2026')).toBeInTheDocument();
    expect(within(assigned).getByText('11:59 PM')).toBeInTheDocument();
    expect(within(assigned).getByRole('link', { name: '9876500001' })).toHaveAttribute('href', 'tel:+919876500001');
    const started = screen.getByRole('article', { name: 'Plumber' });
    expect(within(started).getByText('Work Started')).toBeInTheDocument();
    expect(within(started).getByRole('button', { name: 'Work Completed' })).toBeInTheDocument();
  });

  it('says "Loading bookings..." and then "No data..."', async () => {
    open('/employee-booking-list', { 'GET employee/yourbookings': listReply([]) });
    expect(await screen.findByText('Loading bookings...')).toBeInTheDocument();
    expect(await screen.findByText('No data...')).toBeInTheDocument();
  });

  it('says when the bookings could not be read', async () => {
    open('/employee-booking-list', { 'GET employee/yourbookings': { status: 500, body: { status: 500, errors: {}, message: 'Something went wrong' } } });
    expect(await screen.findByText('Failed to load bookings. Please try again.')).toBeInTheDocument();
  });

  it('labels completed work: Need to Approve, Completed, completed with some issue', async () => {
    open('/employee-booking-completed', {
      'GET employee/completedbookings': listReply([
        bookingWire({ status: 'completed', price: 1300 }),
        bookingWire({ id: 42, status: 'completed', completed_status: 1, service_name: 'Plumber', price: 900 }),
        bookingWire({ id: 43, status: 'completed-issue', service_name: 'Painter', price: 500 }),
      ]),
    });
    expect(within(await screen.findByRole('article', { name: 'Electrician' })).getByText('Need to Approve')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Electrician' })).getByText('₹1,300')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Plumber' })).getByText('Completed')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Painter' })).getByText('completed with some issue')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Work Completed' })).not.toBeInTheDocument();
  });

  it("tells the partner a dispute's outcome: a refund, or what came off an unpaid booking (decision 0054)", async () => {
    const resolved = { reason: 'The fan still hums.', opened_at: '2026-11-25T10:00:00.000Z', note: null, resolved_at: '2026-11-26T10:00:00.000Z' };
    open('/employee-booking-completed', {
      'GET employee/completedbookings': listReply([
        bookingWire({ status: 'completed-issue', dispute: { ...resolved, outcome: 'part_refund', refund_amount: 600 } }),
        bookingWire({ id: 42, status: 'completed-issue', service_name: 'Plumber', dispute: { ...resolved, outcome: 'part_refund', refund_amount: 0, waived_amount: 400 } }),
        bookingWire({ id: 43, status: 'completed-issue', service_name: 'Painter', dispute: { ...resolved, outcome: 'full_refund', refund_amount: 0, waived_amount: 500 } }),
      ]),
    });
    expect(await screen.findByRole('article', { name: 'Electrician' })).toHaveTextContent('Outcome: Part refund of ₹600.');
    expect(screen.getByRole('article', { name: 'Plumber' })).toHaveTextContent('Outcome: ₹400 taken off what the customer owes.');
    expect(screen.getByRole('article', { name: 'Painter' })).toHaveTextContent('Outcome: The customer pays nothing for this service.');
  });

  it('shows cancelled cards: badge, who cancelled ("admin" or "you"), when, and the description', async () => {
    const cancelled = (overrides: Record<string, unknown>) => ({
      id: 51,
      action_id: 51,
      service_name: 'Electrician',
      total_reviews: 3,
      avergae_ratting: 4.3,
      image_url: null,
      work_type: 'day',
      day_hours: 1,
      service_date: '2026-11-26',
      service_time: '10:30',
      cancelstatus: 'admin',
      cancel_date: '2026-11-24T09:15:00.000Z',
      description: 'Pick the items of each order in the warehouse.',
      service_action_id: 7,
      ...overrides,
    });
    open('/employee-booking-cancel', {
      'GET employee/canceledbooking': listReply([cancelled({}), cancelled({ id: 52, service_name: 'Plumber', cancelstatus: 'employee', service_action_id: null })]),
    });
    const byAdmin = await screen.findByRole('article', { name: 'Electrician' });
    expect(within(byAdmin).getByText('Canceled')).toBeInTheDocument();
    expect(within(byAdmin).getByText('Canceled By').nextSibling).toHaveTextContent('admin');
    expect(within(byAdmin).getByText('Canceled Date').nextSibling).toHaveTextContent('24 Nov 2026');
    expect(within(byAdmin).getByText('Pick the items of each order in the warehouse.')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Plumber' })).getByText('Canceled By').nextSibling).toHaveTextContent('you');
    // View Details opens the partner's own offer of the service; a service no longer offered has none.
    expect(within(byAdmin).getByRole('link', { name: 'View Details' })).toHaveAttribute('href', '/ServiceEdit');
    expect(within(screen.getByRole('article', { name: 'Plumber' })).queryByRole('link', { name: 'View Details' })).not.toBeInTheDocument();
  });

  it('Generate OTP sends a code and opens the 4-digit popup; the right code starts the job', async () => {
    const { api, user, notices } = open('/employee-booking-list', {
      'GET employee/yourbookings': listReply([bookingWire()]),
      'POST employee/generate/otp': { status: 200, body: { status: 200, message: 'OTP sent to the customer.', data: { otp_sent: true, expires_at: '2026-11-24T18:00:00.000Z' } } },
      'POST employee/verify/otp': message('OTP verified successfully!'),
    });
    await user.click(await screen.findByRole('button', { name: 'Generate OTP' }));
    const popup = await screen.findByRole('dialog', { name: 'Enter the start code' });
    expect(api.requests.find((request) => request.url === 'employee/generate/otp')?.body).toEqual({ bookingId: 41 });

    await user.click(within(popup).getByRole('button', { name: 'Verify' }));
    expect(within(popup).getByRole('alert')).toHaveTextContent('Please enter all OTP digits.');

    for (const [index, digit] of ['4', '7', '1', '9'].entries()) await user.type(within(popup).getByLabelText(`Digit ${index + 1}`), digit);
    await user.click(within(popup).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requests.find((request) => request.url === 'employee/verify/otp')?.body).toEqual({ bookingId: 41, otp: '4719' });
    expect(notices).toContainEqual({ kind: 'success', message: 'OTP verified successfully!' });
  });

  it('a wrong code says so; Resend asks for a new one', async () => {
    const { api, user, notices } = open('/employee-booking-list', {
      'GET employee/yourbookings': listReply([bookingWire()]),
      'POST employee/generate/otp': { status: 200, body: { status: 200, message: 'OTP sent to the customer.', data: { otp_sent: true, expires_at: '2026-11-24T18:00:00.000Z' } } },
      'POST employee/verify/otp': { status: 422, body: { status: 422, errors: { otp: ['Invalid OTP. Please try again.'] }, message: 'Invalid OTP. Please try again.' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Generate OTP' }));
    const popup = await screen.findByRole('dialog', { name: 'Enter the start code' });
    for (const [index, digit] of ['1', '1', '1', '1'].entries()) await user.type(within(popup).getByLabelText(`Digit ${index + 1}`), digit);
    await user.click(within(popup).getByRole('button', { name: 'Verify' }));
    expect(await within(popup).findByRole('alert')).toHaveTextContent('Invalid OTP. Please try again.');

    await user.click(within(popup).getByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(notices).toContainEqual({ kind: 'success', message: 'Otp Resend successfully!' }));
    expect(api.requests.filter((request) => request.url === 'employee/generate/otp')).toHaveLength(2);
  });

  it("shows the server's reason when the code cannot be sent yet (another day)", async () => {
    const { user } = open('/employee-booking-list', {
      'GET employee/yourbookings': listReply([bookingWire({ service_date: '2026-11-26' })]),
      'POST employee/generate/otp': { status: 409, body: { status: 409, errors: {}, message: 'This job is booked for 26 Nov 2026: the start code can be sent on that day.' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Generate OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This job is booked for 26 Nov 2026: the start code can be sent on that day.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('/booking-otp opens the popup for the job it names', async () => {
    open('/booking-otp', { 'GET employee/yourbookings': listReply([bookingWire()]) }, { state: { bookingId: 41 } });
    expect(await screen.findByRole('dialog', { name: 'Enter the start code' })).toBeInTheDocument();
  });

  it('Cancel Booking asks why first; closing sends nothing, a reason gives the job back and shows the Canceled tab', async () => {
    const { api, user, notices } = open('/employee-booking-list', {
      'GET employee/yourbookings': listReply([bookingWire()]),
      'POST employee/cancel/booking': message('Booking cancelled successfully!'),
      'GET employee/canceledbooking': listReply([]),
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel Booking' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(api.requests.filter((request) => request.method === 'POST')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Cancel Booking' }));
    const dialog = screen.getByRole('dialog', { name: 'Why are you giving this job back?' });
    await user.click(within(dialog).getByRole('button', { name: 'Give the job back' }));
    expect(await within(dialog).findByText('Please tell us why, in 5 to 500 characters.')).toBeInTheDocument();
    expect(api.requests.filter((request) => request.method === 'POST')).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'My scooter broke down.');
    await user.click(within(dialog).getByRole('button', { name: 'Give the job back' }));
    await waitFor(() => expect(where()).toBe('/employee-booking-cancel'));
    expect(api.requests.find((request) => request.url === 'employee/cancel/booking')?.body).toEqual({ bookingId: 41, reason: 'My scooter broke down.' });
    expect(notices).toContainEqual({ kind: 'success', message: 'Booking cancelled successfully!' });
  });

  it('Work Completed, once confirmed, marks the job and goes back to the list after 1000 ms', async () => {
    jest.useFakeTimers();
    const { api, user, notices } = open(
      '/booking-otp',
      { 'GET employee/yourbookings': listReply([bookingWire({ status: 'confirmed' })]), 'POST employee/booking/status': message('The booking has been marked as completed.') },
      { fakeTimers: true },
    );
    await user.click(await screen.findByRole('button', { name: 'Work Completed' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, completed' }));
    await waitFor(() => expect(notices).toContainEqual({ kind: 'success', message: 'The booking has been marked as completed.' }));
    expect(api.requests.find((request) => request.url === 'employee/booking/status')?.body).toEqual({ bookingId: 41, status: 'completed' });
    act(() => jest.advanceTimersByTime(999));
    expect(where()).toBe('/booking-otp');
    act(() => jest.advanceTimersByTime(1));
    expect(where()).toBe('/employee-booking-list');
  });

  it('a partner who opens another tab before the 1000 ms stays there', async () => {
    jest.useFakeTimers();
    const { user } = open(
      '/employee-booking-list',
      {
        'GET employee/yourbookings': listReply([bookingWire({ status: 'confirmed' })]),
        'GET employee/completedbookings': listReply([]),
        'POST employee/booking/status': message('The booking has been marked as completed.'),
      },
      { fakeTimers: true },
    );
    await user.click(await screen.findByRole('button', { name: 'Work Completed' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, completed' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('link', { name: 'Completed' }));
    act(() => jest.advanceTimersByTime(1000));
    expect(where()).toBe('/employee-booking-completed');
  });
});

describe('a customer’s reschedule request on a job (issue 37)', () => {
  const requested = { service_date: '2026-11-28', service_time: '16:30', status: 'requested' };

  it('shows the slot asked for with Accept and Decline; accepting sends the answer and says the server’s message', async () => {
    let answered = false;
    const { api, user, notices } = open('/employee-booking-list', {
      'GET employee/yourbookings': () =>
        listReply([bookingWire(answered ? { service_date: '2026-11-28', service_time: '16:30', reschedule_request: { ...requested, status: 'accepted' } } : { reschedule_request: requested })]),
      'POST employee/booking/reschedule': () => {
        answered = true;
        return message('Reschedule accepted: the job has moved to the new slot.');
      },
    });
    const card = await screen.findByRole('article', { name: 'Electrician' });
    const request = within(card).getByRole('region', { name: 'Reschedule request' });
    expect(request).toHaveTextContent('The customer asks to move this job to 28 Nov 2026, 4:30 PM.');
    await user.click(within(request).getByRole('button', { name: 'Accept new slot' }));

    await waitFor(() => expect(notices).toContainEqual({ kind: 'success', message: 'Reschedule accepted: the job has moved to the new slot.' }));
    expect(api.requests.find((request) => request.url === 'employee/booking/reschedule')?.body).toEqual({ bookingId: 41, decision: 'accept' });
    expect(await within(card).findByText("You accepted the customer's new slot: 28 Nov 2026, 4:30 PM.")).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
  });

  it('says the server’s refusal of a decline (another answer came first)', async () => {
    const { user, notices } = open('/employee-booking-list', {
      'GET employee/yourbookings': listReply([bookingWire({ reschedule_request: requested })]),
      'POST employee/booking/reschedule': { status: 409, body: { status: 409, errors: {}, message: 'There is no reschedule request waiting on this job.' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(notices).toContainEqual({ kind: 'error', message: 'There is no reschedule request waiting on this job.' }));
  });
});
