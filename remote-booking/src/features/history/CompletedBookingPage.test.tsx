import { act, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, failed, ok, pendingReply, type FakeReply } from '@servenear/shared/testing';
import { queryKeys } from '@servenear/shared/host';
import { renderBookingPage } from '../../test/renderBookingPage';
import { completedWire, serviceWire } from '../../test/wires';

// Payment has its own tests; here only whether and for which booking it is asked for.
const mockPay = jest.fn<Promise<{ status: 'paid'; amount: number } | { status: 'dismissed' }>, [number]>();
jest.mock('../../components/payment', () => ({ usePayBooking: () => ({ pay: mockPay, paying: false }) }));

beforeEach(() => mockPay.mockReset());

const approved = (overrides: Record<string, unknown> = {}) => completedWire({ completed_status: 1, ...overrides });

const cardOf = (name: string) => screen.getByRole('heading', { name }).closest('article')!;

describe('/complete-booking', () => {
  it("shows an approved line as 'Completed' with 'Rate this service' until it is rated", async () => {
    fakeApi({
      'GET user/completedbookings': ok([
        approved({ id: 1, service_name: 'Not rated yet', rated: false }),
        approved({ id: 2, service_name: 'Already rated', rated: true }),
      ]),
    });
    renderBookingPage('/complete-booking');

    await screen.findByRole('heading', { name: 'Not rated yet' });
    expect(cardOf('Not rated yet')).toHaveTextContent('Completed');
    expect(within(cardOf('Not rated yet')).getByRole('button', { name: 'Rate this service' })).toBeInTheDocument();
    expect(within(cardOf('Already rated')).queryByRole('button', { name: 'Rate this service' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows who did the work on his card, with his rating and jobs done and no number to call (issue 37)', async () => {
    const partner = { id: 7, name: 'Ravi Kumar', image_url: null, average_rating: 2, total_reviews: 1, jobs_done: 4, verified: true, mobile: null };
    fakeApi({ 'GET user/completedbookings': ok([approved({ id: 1, service_name: 'Fan repair', rated: true, partner })]) });
    renderBookingPage('/complete-booking');

    await screen.findByRole('heading', { name: 'Fan repair' });
    const card = within(cardOf('Fan repair')).getByRole('region', { name: 'Done by' });
    expect(card).toHaveTextContent('Ravi Kumar✓ Verified');
    expect(card).toHaveTextContent('2.0 (1 rating)');
    expect(card).toHaveTextContent('4 jobs done');
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
  });

  it('names the booking of each card by its reference, with when it was booked and whether it is paid', async () => {
    fakeApi({
      'GET user/completedbookings': ok([
        approved({ id: 1, service_name: 'Unpaid job', booking_id: 41 }),
        approved({ id: 2, service_name: 'Paid job', booking_id: 12, payment_status: 1 }),
      ]),
    });
    renderBookingPage('/complete-booking');

    await screen.findByRole('heading', { name: 'Unpaid job' });
    expect(cardOf('Unpaid job')).toHaveTextContent('SN-000041 · Booked on 20 Nov 2026');
    expect(cardOf('Unpaid job')).toHaveTextContent('Payment pending');
    expect(cardOf('Paid job')).toHaveTextContent('SN-000012 · Booked on 20 Nov 2026');
    expect(within(cardOf('Paid job')).getByText('Paid')).toBeInTheDocument();
  });

  it("shows 'Need to Approve' and opens the approval note by itself for the first line waiting", async () => {
    fakeApi({
      'GET user/completedbookings': ok([
        approved({ id: 1, service_name: 'Done before' }),
        completedWire({ id: 2, service_name: 'Deep cleaning' }),
        completedWire({ id: 3, service_name: 'Sofa shampoo' }),
      ]),
    });
    renderBookingPage('/complete-booking');

    const note = await screen.findByRole('dialog', { name: 'Work completed' });
    expect(note).toHaveTextContent('Your service partner has completed Deep cleaning. Please approve the work if you are satisfied.');
    expect(cardOf('Deep cleaning')).toHaveTextContent('Need to Approve');
    expect(cardOf('Sofa shampoo')).toHaveTextContent('Need to Approve');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('approves the work, then asks for feedback on that line and sends it', async () => {
    const api = fakeApi({
      'GET user/completedbookings': ok([completedWire()]),
      'POST user/service/statusupdate': ok(null, 'Service approved successfully.'),
      'POST user/service/feedback': ok(null, 'Thank you for your feedback!'),
    });
    const { user, notices } = renderBookingPage('/complete-booking');

    await user.click(within(await screen.findByRole('dialog', { name: 'Work completed' })).getByRole('button', { name: 'Approve' }));

    const feedback = await screen.findByRole('dialog', { name: 'Rate your experience' });
    expect(feedback).toHaveTextContent('How was Tap and leak repair?');
    expect(notices).toEqual([{ kind: 'success', message: 'Service approved successfully.' }]);
    expect(api.requests).toContainEqual(expect.objectContaining({ method: 'POST', url: 'user/service/statusupdate', body: { id: 101 } }));

    await user.click(within(feedback).getByRole('button', { name: 'Rate 4 out of 5' }));
    await user.type(within(feedback).getByLabelText('Comment (optional)'), 'Neat work');
    await user.click(within(feedback).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/');
    expect(api.requests).toContainEqual(
      expect.objectContaining({ method: 'POST', url: 'user/service/feedback', body: { service_id: 11, rating: 4, description: 'Neat work', line_id: 101 } }),
    );
    expect(notices).toContainEqual({ kind: 'success', message: 'Thank you for your feedback!' });
  });

  it('on Decline asks why (required), sends the reason and shows the dispute (issue 37)', async () => {
    const routes: Parameters<typeof fakeApi>[0] = {
      'GET user/completedbookings': ok([completedWire()]),
      'POST user/service/decline': { status: 200, body: { status: 200, message: 'We have opened a dispute and will get back to you.' } },
    };
    const api = fakeApi(routes);
    const { user, notices } = renderBookingPage('/complete-booking');

    await user.click(within(await screen.findByRole('dialog', { name: 'Work completed' })).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Why are you declining Tap and leak repair?' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline work' }));
    expect(await within(dialog).findByText('Please tell us why, in 5 to 500 characters.')).toBeInTheDocument();
    expect(api.requests.filter((request) => request.method === 'POST')).toEqual([]);

    // What the server answers once the dispute is open.
    routes['GET user/completedbookings'] = ok([
      completedWire({ status: 'completed-issue', dispute: { reason: 'The tap still drips.', opened_at: '2026-11-25T10:00:00.000Z', outcome: null, refund_amount: 0, note: null, resolved_at: null } }),
    ]);
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'The tap still drips.');
    await user.click(within(dialog).getByRole('button', { name: 'Decline work' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requests.filter((request) => request.method === 'POST')).toEqual([expect.objectContaining({ url: 'user/service/decline', body: { id: 101, reason: 'The tap still drips.' } })]);
    expect(notices).toContainEqual({ kind: 'success', message: 'Thank you: we have opened a dispute and will get back to you.' });
    await waitFor(() => expect(cardOf('Tap and leak repair')).toHaveTextContent('Disputed: our team is looking into it'));
    expect(cardOf('Tap and leak repair')).toHaveTextContent('Your reason: The tap still drips.');
    expect(cardOf('Tap and leak repair')).toHaveTextContent('completed with some issue');
  });

  it('shows the outcome of a resolved dispute', async () => {
    fakeApi({
      'GET user/completedbookings': ok([
        completedWire({ status: 'completed-issue', dispute: { reason: 'The tap still drips.', opened_at: '2026-11-25T10:00:00.000Z', outcome: 'part_refund', refund_amount: 600, note: 'Sorry.', resolved_at: '2026-11-26T10:00:00.000Z' } }),
      ]),
    });
    renderBookingPage('/complete-booking');
    await screen.findByRole('heading', { name: 'Tap and leak repair' });
    expect(cardOf('Tap and leak repair')).toHaveTextContent('Outcome: Part refund of ₹600.');
    expect(cardOf('Tap and leak repair')).toHaveTextContent('Note from ServeNear: Sorry.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says what came off an unpaid booking, the lowered amount to pay, and when nothing is left to pay (decision 0054)', async () => {
    const resolved = { reason: 'The tap still drips.', opened_at: '2026-11-25T10:00:00.000Z', note: null, resolved_at: '2026-11-26T10:00:00.000Z' };
    fakeApi({
      'GET user/completedbookings': ok([
        completedWire({ id: 1, booking_id: 41, service_name: 'Tap repair', status: 'completed-issue', ramount: 120_000, dispute: { ...resolved, outcome: 'part_refund', refund_amount: 0, waived_amount: 600 } }),
        completedWire({ id: 2, booking_id: 42, service_name: 'Fan repair', status: 'completed-issue', ramount: 0, dispute: { ...resolved, outcome: 'full_refund', refund_amount: 0, waived_amount: 900 } }),
      ]),
    });
    renderBookingPage('/complete-booking');

    await screen.findByRole('heading', { name: 'Tap repair' });
    expect(cardOf('Tap repair')).toHaveTextContent('Outcome: ₹600 taken off what you owe.');
    expect(cardOf('Tap repair')).toHaveTextContent('To pay for this booking: ₹1,200');
    expect(cardOf('Tap repair')).not.toHaveTextContent('refund');
    expect(within(cardOf('Tap repair')).getByRole('button', { name: 'Make Payment' })).toBeEnabled();

    expect(cardOf('Fan repair')).toHaveTextContent('Outcome: Nothing to pay for this service.');
    expect(cardOf('Fan repair')).toHaveTextContent('Nothing to pay');
    expect(cardOf('Fan repair')).not.toHaveTextContent('Payment pending');
    expect(within(cardOf('Fan repair')).queryByRole('button', { name: 'Make Payment' })).not.toBeInTheDocument();
  });

  it.each([
    [failed(409, 'This line is not waiting for approval.'), 'Failed to update service status. Please try again.'],
    ['network-error', 'An error occurred while updating the service status.'],
  ] as Array<[FakeReply, string]>)('says why an approval failed and keeps the note open (%#)', async (reply, message) => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi({ 'GET user/completedbookings': ok([completedWire()]), 'POST user/service/statusupdate': reply });
    const { user, notices } = renderBookingPage('/complete-booking');

    await user.click(within(await screen.findByRole('dialog', { name: 'Work completed' })).getByRole('button', { name: 'Approve' }));

    await waitFor(() => expect(notices).toEqual([{ kind: 'error', message }]));
    expect(screen.getByRole('dialog', { name: 'Work completed' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Rate your experience' })).not.toBeInTheDocument();
    logged.mockRestore();
  });

  it("offers 'Make Payment' only on unpaid lines and reloads once the booking is paid", async () => {
    let paid = false;
    const api = fakeApi({
      'GET user/completedbookings': () =>
        ok([approved({ id: 1, service_name: 'Paid job', booking_id: 40, payment_status: 1 }), approved({ id: 2, service_name: 'Unpaid job', payment_status: paid ? 1 : 0 })]),
    });
    const { user, queryClient } = renderBookingPage('/complete-booking');
    // As the real payment hook does: a confirmed payment invalidates the booking lists.
    mockPay.mockImplementation(async () => {
      paid = true;
      await queryClient.invalidateQueries({ queryKey: queryKeys.bookings.all });
      return { status: 'paid', amount: 598 };
    });

    await screen.findByRole('heading', { name: 'Paid job' });
    expect(within(cardOf('Paid job')).queryByRole('button', { name: 'Make Payment' })).not.toBeInTheDocument();
    await user.click(within(cardOf('Unpaid job')).getByRole('button', { name: 'Make Payment' }));

    expect(mockPay).toHaveBeenCalledWith(41);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Make Payment' })).not.toBeInTheDocument());
    expect(api.requests.filter((request) => request.url === 'user/completedbookings')).toHaveLength(2);
  });

  it('keeps the list as it is when the checkout is dismissed', async () => {
    const api = fakeApi({ 'GET user/completedbookings': ok([approved()]) });
    let dismiss: (outcome: { status: 'dismissed' }) => void = () => undefined;
    mockPay.mockReturnValue(new Promise((resolve) => (dismiss = resolve)));
    const { user } = renderBookingPage('/complete-booking');

    await user.click(await screen.findByRole('button', { name: 'Make Payment' }));
    expect(mockPay).toHaveBeenCalledWith(41);
    expect(screen.getByRole('button', { name: 'Opening payment...' })).toBeDisabled();

    act(() => dismiss({ status: 'dismissed' }));
    expect(await screen.findByRole('button', { name: 'Make Payment' })).toBeEnabled();
    expect(api.requests.filter((request) => request.url === 'user/completedbookings')).toHaveLength(1);
  });

  it("opens the service's reviews from the review count", async () => {
    const details = pendingReply();
    fakeApi({
      'GET user/completedbookings': ok([approved()]),
      'GET user/getservice/11': details,
    });
    const { user } = renderBookingPage('/complete-booking');

    await user.click(await screen.findByRole('button', { name: '3 reviews' }));
    const dialog = screen.getByRole('dialog', { name: 'Reviews of Tap and leak repair' });
    expect(dialog).toHaveTextContent('Loading...');

    details.resolve(
      ok(serviceWire({ reviews: [{ name: 'Ravi Kumar', comment: 'Quick and tidy.', created_at: '2026-03-02T10:00:00Z', rating: 5 }] })),
    );
    expect(await within(dialog).findByText('Ravi Kumar')).toBeInTheDocument();
    expect(within(dialog).getByText('Quick and tidy.')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
  });

  it("says 'Failed to load product data' when the reviews do not load", async () => {
    fakeApi({ 'GET user/completedbookings': ok([approved()]), 'GET user/getservice/11': failed(500, 'Internal Server Error') });
    const { user } = renderBookingPage('/complete-booking');

    await user.click(await screen.findByRole('button', { name: '3 reviews' }));
    expect(await screen.findByText('Failed to load product data')).toBeInTheDocument();
  });

  it('shows an invoice for the line and prints it', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    fakeApi({ 'GET user/completedbookings': ok([approved()]) });
    const { user } = renderBookingPage('/complete-booking');

    await user.click(await screen.findByRole('button', { name: 'Invoice' }));
    const invoice = screen.getByRole('dialog', { name: 'Invoice' });
    expect(invoice).toHaveTextContent('ServeNear');
    expect(invoice).toHaveTextContent('BookingSN-000041');
    expect(invoice).not.toHaveTextContent('Booking ID');
    expect(invoice).toHaveTextContent('CustomerAsha Verma');
    expect(invoice).toHaveTextContent('ServiceTap and leak repair');
    expect(invoice).toHaveTextContent('Payment pending');
    expect(invoice).toHaveTextContent('Amount₹598');
    expect(invoice).toHaveTextContent('Work startedNot recorded');

    await user.click(within(invoice).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it('offers the line’s GST tax invoice as a PDF once it is issued, and no other line’s (issue 38)', async () => {
    const taxInvoice = (lineId: number, number: string) => ({
      number,
      kind: 'customer',
      issued_at: '2026-11-20T06:00:00.000Z',
      booking_id: 41,
      line_id: lineId,
      description: 'Tap and leak repair (SN-000041), done by Ravi Kumar',
      total: 59_800,
      tax: 2_848,
      pdf_url: `/api/user/tax-invoices/${number}/pdf`,
    });
    fakeApi({
      'GET user/completedbookings': ok([approved({ id: 5, booking_id: 41 })]),
      'GET user/tax-invoices?booking_id=41': ok([taxInvoice(6, 'SN2627C0000002'), taxInvoice(5, 'SN2627C0000001')]),
    });
    const { user } = renderBookingPage('/complete-booking');

    await user.click(await screen.findByRole('button', { name: 'Invoice' }));
    const invoice = screen.getByRole('dialog', { name: 'Invoice' });
    const link = await within(invoice).findByRole('link', { name: 'Tax invoice SN2627C0000001 (PDF)' });
    expect(link).toHaveAttribute('href', '/api/user/tax-invoices/SN2627C0000001/pdf');
    expect(within(invoice).queryByRole('link', { name: /SN2627C0000002/ })).not.toBeInTheDocument();
  });

  it('calls the document of work with no GST a receipt (issue 38)', async () => {
    const receipt = { number: 'SN2627R0000001', kind: 'receipt', issued_at: '2026-11-20T06:00:00.000Z', booking_id: 41, line_id: 5, description: 'Cashier (SN-000041), done by Ravi Kumar', total: 80_000, tax: 0, pdf_url: '/api/user/tax-invoices/SN2627R0000001/pdf' };
    fakeApi({ 'GET user/completedbookings': ok([approved({ id: 5, booking_id: 41 })]), 'GET user/tax-invoices?booking_id=41': ok([receipt]) });
    const { user } = renderBookingPage('/complete-booking');

    await user.click(await screen.findByRole('button', { name: 'Invoice' }));
    const link = await within(screen.getByRole('dialog', { name: 'Invoice' })).findByRole('link', { name: 'Receipt SN2627R0000001 (PDF)' });
    expect(link).toHaveAttribute('href', '/api/user/tax-invoices/SN2627R0000001/pdf');
  });

  it('shows no tax invoice link for work without one', async () => {
    fakeApi({ 'GET user/completedbookings': ok([approved({ id: 5, booking_id: 41 })]), 'GET user/tax-invoices?booking_id=41': ok([]) });
    const { user } = renderBookingPage('/complete-booking');

    await user.click(await screen.findByRole('button', { name: 'Invoice' }));
    const invoice = screen.getByRole('dialog', { name: 'Invoice' });
    expect(within(invoice).getByRole('button', { name: 'Print' })).toBeInTheDocument();
    await waitFor(() => expect(within(invoice).queryByRole('link')).not.toBeInTheDocument());
  });

  it('shows when the work really started and ended, and the time on the job, beside the booked slot (issue 37)', async () => {
    // 04:01 and 04:01:40 UTC: 9:31 AM in India, both.
    fakeApi({ 'GET user/completedbookings': ok([approved({ started_at: '2026-11-20T04:01:00.000Z', completed_at: '2026-11-20T04:01:40.000Z' })]) });
    const { user } = renderBookingPage('/complete-booking');

    await user.click(await screen.findByRole('button', { name: 'Invoice' }));
    const invoice = screen.getByRole('dialog', { name: 'Invoice' });
    expect(invoice).toHaveTextContent('Booked slot');
    expect(invoice).toHaveTextContent('Per hour, 2 hours');
    expect(invoice).toHaveTextContent('Work started20 Nov 2026, 9:31 AM');
    expect(invoice).toHaveTextContent('Work completed20 Nov 2026, 9:31 AM');
    expect(invoice).toHaveTextContent('Time on the job0 min');
  });

  it("says 'No bookings available' without completed work", async () => {
    fakeApi({ 'GET user/completedbookings': ok([]) });
    renderBookingPage('/complete-booking');
    expect(await screen.findByText('No bookings available')).toBeInTheDocument();
  });
});
