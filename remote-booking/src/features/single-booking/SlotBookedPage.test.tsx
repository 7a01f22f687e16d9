import { screen, waitFor, within } from '@testing-library/react';
import { failed, fakeApi, headersOf, ok, pendingReply, type FakeRoute } from '@servenear/shared/testing';
import { fixToday, renderBookingPage } from '../../test/renderBookingPage';
import { profileWire, serviceWire } from '../../test/wires';

const route = '/slot-booked';
const slot = { serviceMethod: 'hour', workingDuration: 2, preferredTime: '09:30', preferredDate: '2026-11-25' };

function openSlotBooked(routes: Record<string, FakeRoute> = {}, state: unknown = { serviceId: 11, slot }) {
  const api = fakeApi({ 'GET user/getservice/11': ok(serviceWire()), 'GET user/userprofile': ok(profileWire), ...routes });
  return { ...api, ...renderBookingPage(route, route, { state }) };
}

async function waitForPrefill() {
  await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('asha@example.in'));
}

beforeEach(() => fixToday());
afterEach(() => jest.useRealTimers());

describe('/slot-booked', () => {
  it('shows the service, the chosen slot and its price, with a way back to change the slot', async () => {
    const { user } = openSlotBooked();
    const chosen = await screen.findByRole('region', { name: 'Your slot' });
    expect(screen.getByRole('region', { name: 'Tap and leak repair' })).toHaveTextContent('₹299 per hour');
    expect(chosen).toHaveTextContent('Per hour2 hours');
    expect(chosen).toHaveTextContent('25 Nov 20269:30 AM');
    expect(within(chosen).getByText('Price').parentElement).toHaveTextContent('₹598');

    await user.click(within(chosen).getByRole('link', { name: 'Change slot' }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/service-book ${JSON.stringify({ serviceId: 11, slot })}`);
  });

  it.each([
    ['no state', undefined],
    ['a slot without a service (from /slotnote-popup)', { slot }],
  ])("asks to 'Choose a service and a slot first.' with %s", async (_case, state) => {
    const { requests } = fakeApi({});
    renderBookingPage(route, route, { state });
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a service and a slot first.');
    expect(screen.getByRole('link', { name: 'Browse services' })).toHaveAttribute('href', '/');
    expect(requests).toHaveLength(0);
  });

  it('asks for another slot, and offers no form, when the slot kept in history has passed', async () => {
    openSlotBooked({}, { serviceId: 11, slot: { ...slot, preferredDate: '2026-11-19' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('This slot can no longer be booked. Please change it.');
    expect(screen.queryByRole('button', { name: 'Book Service' })).not.toBeInTheDocument();
  });

  it('prefills the form and keeps Book Service disabled until the terms are ticked', async () => {
    const { user } = openSlotBooked();
    await waitForPrefill();
    expect(screen.getByLabelText('Name')).toHaveValue('Asha Verma');
    const book = screen.getByRole('button', { name: 'Book Service' });
    expect(book).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /I agree to the terms and conditions/ }));
    expect(book).toBeEnabled();
  });

  it('shows the single booking form messages under the fields', async () => {
    const { user, requests } = openSlotBooked();
    await waitForPrefill();
    await user.clear(screen.getByLabelText('Name'));
    await user.clear(screen.getByLabelText('Email'));
    await user.clear(screen.getByLabelText('Mobile number'));
    await user.clear(screen.getByLabelText(/^Address/));
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Book Service' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Mobile number is required')).toBeInTheDocument();
    expect(screen.getByText('Address is required')).toBeInTheDocument();
    expect(screen.getByText('Description is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'asha@');
    await user.type(screen.getByLabelText('Mobile number'), '98765');
    await user.click(screen.getByRole('button', { name: 'Book Service' }));
    expect(await screen.findByText('Email is invalid')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid 10-digit mobile number.')).toBeInTheDocument();
    expect(requests.some((request) => request.url === 'user/book/singleservice')).toBe(false);
  });

  it('books the service with its slot under one request key and opens the booking summary', async () => {
    const pending = pendingReply();
    const { user, notices, requests } = openSlotBooked({ 'POST user/book/singleservice': pending });
    await waitForPrefill();
    await user.type(screen.getByLabelText('Description'), 'Bathroom tap leaks.');
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Book Service' }));
    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();

    pending.resolve(ok({ id: 502 }, 'Service booked successfully'));
    expect(await screen.findByTestId('location')).toHaveTextContent('/picker-service-booking?booking_id=502');
    expect(notices).toEqual([{ kind: 'success', message: 'Service booked successfully' }]);
    const sent = requests.filter((request) => request.url === 'user/book/singleservice');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({
      name: 'Asha Verma',
      email: 'asha@example.in',
      mobile: '9876543210',
      address: '12 MG Road, Pune',
      description: 'Bathroom tap leaks.',
      terms: true,
      serviceId: 11,
      ...slot,
    });
    expect(headersOf(sent[0]!)['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("puts the server's messages under the fields and shows a refused slot above the form", async () => {
    let attempts = 0;
    const { user, requests } = openSlotBooked({
      'POST user/book/singleservice': () =>
        ++attempts === 1
          ? failed(422, 'Request failed', { terms: ['You must agree to the terms'], preferredDate: ['Bookings open at most one month ahead.'] })
          : ok({ id: 502 }, 'Service booked successfully'),
    });
    await waitForPrefill();
    await user.type(screen.getByLabelText('Description'), 'Bathroom tap leaks.');
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Book Service' }));
    expect(await screen.findByText('You must agree to the terms')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Bookings open at most one month ahead.');

    await user.click(screen.getByRole('button', { name: 'Book Service' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/picker-service-booking?booking_id=502');
    const keys = requests.filter((request) => request.url === 'user/book/singleservice').map((request) => headersOf(request)['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });
});
