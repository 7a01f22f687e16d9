import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { failed, fakeApi, headersOf, ok, pendingReply, type FakeRequest, type FakeRoute } from '@servenear/shared/testing';
import { queryKeys } from '@servenear/shared/host';
import { fixToday, renderBookingPage } from '../../test/renderBookingPage';
import { cartItemWire, profileWire } from '../../test/wires';

const route = '/service-booking';

/** What the server says with every saved slot. */
const cartUpdated = 'Cart Update successfully';

/** The cart's server: updatecart answers with the item as saved, priced like the real one. */
function echoCartUpdate(items: ReturnType<typeof cartItemWire>[]) {
  return (request: FakeRequest) => {
    const body = request.body as Record<string, string | number | null>;
    const item = items.find((candidate) => candidate.service_id === body.serviceId) ?? items[0]!;
    const rate = body.serviceMethod === 'day' ? item.working_per_day : item.working_per_hour;
    const priced = body.serviceMethod && body.workingDuration && rate !== null;
    return ok({
      ...item,
      work_type: body.serviceMethod,
      day_hours: body.workingDuration,
      service_time: body.preferredTime,
      service_date: body.preferredDate,
      cart_price: priced ? Math.round(Number(rate) * Number(body.workingDuration)) : null,
    }, cartUpdated);
  };
}

function openCart(items = [cartItemWire()], routes: Record<string, FakeRoute> = {}) {
  const api = fakeApi({
    'GET user/cartlist': ok(items),
    'POST user/updatecart': echoCartUpdate(items),
    'GET user/userprofile': ok(profileWire),
    ...routes,
  });
  return { ...api, ...renderBookingPage(route) };
}

const card = (name = 'Tap and leak repair') => screen.findByRole('article', { name });
const updates = (requests: FakeRequest[]) => requests.filter((request) => request.url === 'user/updatecart').map((request) => request.body);

async function chooseSlot(user: UserEvent, item: HTMLElement, slot: { method: string; duration: string; time: string; date: string }) {
  await user.selectOptions(within(item).getByLabelText('Service method'), slot.method);
  await user.selectOptions(within(item).getByLabelText('Working duration'), slot.duration);
  fireEvent.change(within(item).getByLabelText('Preferred time'), { target: { value: slot.time } });
  fireEvent.change(within(item).getByLabelText('Preferred date'), { target: { value: slot.date } });
}

async function waitForPrefill() {
  await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('asha@example.in'));
}

const completeItem = cartItemWire({ work_type: 'hour', day_hours: 2, service_time: '09:30', service_date: '2026-11-25', cart_price: 598 });

beforeEach(() => fixToday());
afterEach(() => jest.useRealTimers());

describe('cart items and slots', () => {
  it('shows each item with its rates and only the methods it has a rate for', async () => {
    openCart([cartItemWire(), cartItemWire({ cart_id: 32, service_id: 12, name: 'Shelf picking crew', working_per_hour: null, working_per_day: 2500 })]);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');

    const tap = await card();
    expect(within(tap).getByText('₹1,800 per day')).toBeInTheDocument();
    expect(within(tap).getByText('₹299 per hour')).toBeInTheDocument();
    expect(within(tap).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    const crew = await card('Shelf picking crew');
    const methods = within(crew).getByLabelText('Service method');
    expect(within(methods).getAllByRole('option').map((option) => option.textContent)).toEqual(['Select method', 'Per day']);
    expect(within(crew).getByLabelText('Working duration')).toBeDisabled();
    expect(within(crew).getByText('₹0')).toBeInTheDocument();
  });

  it('names the last bookable date, the end of a shorter month, in the hint and the date input', async () => {
    fixToday('2027-01-31T06:30:00Z');
    openCart();
    const date = within(await card()).getByLabelText('Preferred date');

    expect(date).toHaveAttribute('max', '2027-02-28');
    expect(date).toHaveAccessibleDescription('*Bookings open at most one month ahead (until 28 Feb 2027).');
  });

  it('limits the date from today to a month ahead and offers 1–12 hours or 1–3 days', async () => {
    const { user } = openCart();
    const item = await card();
    const date = within(item).getByLabelText('Preferred date');
    expect(date).toHaveAttribute('min', '2026-11-20');
    expect(date).toHaveAttribute('max', '2026-12-20');
    // The hint says the rule the date is checked against, with its last day; not the slot
    // note popup's '*Pre-booking available after one month', which reads as the opposite.
    expect(date).toHaveAccessibleDescription('*Bookings open at most one month ahead (until 20 Dec 2026).');
    expect(screen.queryByText('*Pre-booking available after one month')).not.toBeInTheDocument();

    await user.selectOptions(within(item).getByLabelText('Service method'), 'hour');
    const durations = within(item).getByLabelText('Working duration');
    expect(durations).toBeEnabled();
    expect(within(durations).getAllByRole('option')).toHaveLength(13);
    expect(within(durations).getByRole('option', { name: '12 hours' })).toBeInTheDocument();
    await user.selectOptions(within(item).getByLabelText('Service method'), 'day');
    expect(within(within(item).getByLabelText('Working duration')).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Select duration',
      '1 day',
      '2 days',
      '3 days',
    ]);
  });

  it('prices round(rate × duration) at once, then shows the price the server saved', async () => {
    const pending = pendingReply();
    const { user } = openCart([cartItemWire({ working_per_hour: 249.5 })], { 'POST user/updatecart': (request) => (request.body as { workingDuration: unknown }).workingDuration === 3 ? pending.promise : ok(cartItemWire({ work_type: 'hour', working_per_hour: 249.5 }), cartUpdated) });
    const item = await card();
    await user.selectOptions(within(item).getByLabelText('Service method'), 'hour');
    await user.selectOptions(within(item).getByLabelText('Working duration'), '3');

    // 249.5 × 3 = 748.5, rounded to whole rupees.
    expect(within(item).getByText('₹749')).toBeInTheDocument();
    expect(within(item).getByText('Saving…')).toBeInTheDocument();
    pending.resolve(ok(cartItemWire({ work_type: 'hour', day_hours: 3, working_per_hour: 249.5, cart_price: 750 }), cartUpdated));
    expect(await within(item).findByText('₹750')).toBeInTheDocument();
    expect(within(item).getByText('Saved')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Order summary' })).getByText('Total').parentElement).toHaveTextContent('Total₹750');
  });

  it('clears the duration and the price when the method changes, and saves that', async () => {
    const { user, requests } = openCart();
    const item = await card();
    await chooseSlot(user, item, { method: 'hour', duration: '3', time: '09:30', date: '2026-11-25' });
    expect(await within(item).findByText('₹897')).toBeInTheDocument();

    await user.selectOptions(within(item).getByLabelText('Service method'), 'day');
    expect(within(item).getByLabelText('Working duration')).toHaveValue('');
    expect(within(item).getByText('₹0')).toBeInTheDocument();
    await waitFor(() =>
      expect(updates(requests).at(-1)).toEqual({ serviceId: 11, serviceMethod: 'day', workingDuration: null, preferredTime: '09:30', preferredDate: '2026-11-25' }),
    );
    await user.selectOptions(within(item).getByLabelText('Working duration'), '2');
    expect(await within(item).findByText('₹3,600')).toBeInTheDocument();
  });

  it("says 'Cart Update successfully' once, when the slot becomes complete", async () => {
    const { user, notices, requests } = openCart();
    const item = await card();
    await chooseSlot(user, item, { method: 'hour', duration: '2', time: '09:30', date: '2026-11-25' });
    await waitFor(() => expect(notices).toEqual([{ kind: 'success', message: 'Cart Update successfully' }]));
    expect(updates(requests)).toHaveLength(4);

    fireEvent.change(within(item).getByLabelText('Preferred time'), { target: { value: '10:00' } });
    await waitFor(() => expect(updates(requests)).toHaveLength(5));
    expect(notices).toHaveLength(1);
  });

  it('keeps a choice the server did not save and shows why', async () => {
    const { user, notices } = openCart([cartItemWire()], { 'POST user/updatecart': failed(409, 'This service is no longer offered near you.') });
    const item = await card();
    await user.selectOptions(within(item).getByLabelText('Service method'), 'day');
    await waitFor(() => expect(notices).toEqual([{ kind: 'error', message: 'This service is no longer offered near you.' }]));
    expect(within(item).getByLabelText('Service method')).toHaveValue('day');
  });

  it('shows a refused slot part under its control, with no toast (never an HTTP status text)', async () => {
    const refusal = { status: 422, body: { status: 422, errors: { serviceMethod: ['This service is not offered by the day.'] } } };
    const { user, notices } = openCart([cartItemWire()], { 'POST user/updatecart': refusal });
    const item = await card();
    await user.selectOptions(within(item).getByLabelText('Service method'), 'day');
    expect(await within(item).findByText('This service is not offered by the day.')).toBeInTheDocument();
    expect(within(item).getByLabelText('Service method')).toHaveAttribute('aria-invalid', 'true');
    expect(notices).toEqual([]);
  });

  it('removes an item, refreshes the cart count and, with the last one gone, shows the empty cart with a way back', async () => {
    const second = cartItemWire({ cart_id: 32, service_id: 12, name: 'Shelf picking crew' });
    const { user, notices, queryClient, requests } = openCart([cartItemWire(), second], {
      'DELETE user/deletecart/31': { status: 200, body: { status: 200, message: 'Service deleted successfully', cartCount: 1 } },
      'DELETE user/deletecart/32': { status: 200, body: { status: 200, message: 'Service deleted successfully', cartCount: 0 } },
    });
    queryClient.setQueryData(queryKeys.cart.count(), 2);
    await user.click(within(await card()).getByRole('button', { name: 'Remove Tap and leak repair' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Tap and leak repair' })).not.toBeInTheDocument());
    expect(notices).toEqual([{ kind: 'success', message: 'Service deleted successfully' }]);
    expect(queryClient.getQueryState(queryKeys.cart.count())?.isInvalidated).toBe(true);

    await user.click(within(await card('Shelf picking crew')).getByRole('button', { name: 'Remove Shelf picking crew' }));
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse services' })).toHaveAttribute('href', '/');
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(notices.at(-1)).toEqual({ kind: 'success', message: 'Service deleted successfully' });
    expect(requests.filter((request) => request.method === 'DELETE').map((request) => request.url)).toEqual(['user/deletecart/31', 'user/deletecart/32']);
  });
});

describe('cart load', () => {
  it("warns 'Please add to cart then proceed' and goes home when the cart is empty", async () => {
    fakeApi({ 'GET user/cartlist': ok([]) });
    const { notices } = renderBookingPage(route);
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(notices).toEqual([{ kind: 'warning', message: 'Please add to cart then proceed' }]);
  });

  it('stays, showing the empty cart, when a cart that had items empties while the page is open', async () => {
    // The booking's refetch can land while the cart page is still mounted (the summary page's
    // code still loading): that must not send the customer home over the summary.
    const { notices, queryClient } = openCart([completeItem]);
    await card();
    queryClient.setQueryData(queryKeys.cart.items(), []);

    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    // The page is still the cart: any other URL would show the test's location marker.
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(notices).toEqual([]);
  });

  it("shows 'Failed to fetch data.' and loads again on Retry", async () => {
    let calls = 0;
    fakeApi({ 'GET user/cartlist': () => (++calls === 1 ? failed(500, 'Something went wrong') : ok([cartItemWire()])), 'GET user/userprofile': ok(profileWire) });
    const { user } = renderBookingPage(route);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch data.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await card()).toBeInTheDocument();
  });
});

describe('booking the cart', () => {
  it('prefills the form from the profile and keeps Next disabled until the terms are ticked', async () => {
    const { user } = openCart([completeItem]);
    await waitForPrefill();
    expect(screen.getByLabelText('Name')).toHaveValue('Asha Verma');
    expect(screen.getByLabelText('Mobile number')).toHaveValue('9876543210');
    expect(screen.getByLabelText(/^Address/)).toHaveValue('12 MG Road, Pune');

    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /I agree to the terms and conditions/ }));
    expect(next).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: /I agree to the terms and conditions/ }));
    expect(next).toBeDisabled();
  });

  it('shows each booking form message under its field', async () => {
    const { user, requests } = openCart([completeItem]);
    await waitForPrefill();
    await user.clear(screen.getByLabelText('Name'));
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'asha@example');
    await user.clear(screen.getByLabelText('Mobile number'));
    await user.type(screen.getByLabelText('Mobile number'), '98765');
    await user.clear(screen.getByLabelText(/^Address/));
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email')).toBeInTheDocument();
    expect(screen.getByText('Mobile number should be 10 digits')).toBeInTheDocument();
    expect(screen.getByText('Address is required')).toBeInTheDocument();
    expect(screen.getByText('Description is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(requests.some((request) => request.url === 'user/createbooking')).toBe(false);
  });

  it('shows the slot messages under each unready item with the combined warning, and books nothing', async () => {
    const { user, notices, requests } = openCart([cartItemWire(), cartItemWire({ cart_id: 32, service_id: 12, name: 'Shelf picking crew', work_type: 'day', day_hours: 1, service_time: '10:00', service_date: '2026-11-19' })]);
    await waitForPrefill();
    await user.type(screen.getByLabelText('Description'), 'Kitchen tap drips.');
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    const tap = await card();
    expect(within(tap).getByText('Service method is required')).toBeInTheDocument();
    expect(within(tap).getByText('Working duration is required')).toBeInTheDocument();
    expect(within(tap).getByText('Preferred time is required')).toBeInTheDocument();
    expect(within(tap).getByText('Preferred date is required')).toBeInTheDocument();
    expect(within(await card('Shelf picking crew')).getByText('Date cannot be in the past.')).toBeInTheDocument();
    expect(notices).toEqual([{ kind: 'warning', message: 'Please fill in all required fields for the bookin slot.' }]);
    expect(requests.some((request) => request.url === 'user/createbooking')).toBe(false);

    // Choosing a method takes its message away, the others stay until they are chosen.
    await user.selectOptions(within(tap).getByLabelText('Service method'), 'day');
    expect(within(tap).queryByText('Service method is required')).not.toBeInTheDocument();
    expect(within(tap).getByText('Preferred time is required')).toBeInTheDocument();
  });

  it('scrolls to the first slot message and focuses its control, and a saved slot drops its old messages (issue 37)', async () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = jest.fn(function (this: Element) {
      scrolled.push(this);
    });
    // 12:00 in India: 09:00 today has gone by.
    const { user, requests } = openCart([cartItemWire({ work_type: 'hour', day_hours: 2, service_time: '09:00', service_date: '2026-11-20', cart_price: 598 })]);
    await waitForPrefill();
    await user.type(screen.getByLabelText('Description'), 'Kitchen tap drips.');
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    const tap = await card();
    expect(within(tap).getByText('Time cannot be in the past.')).toBeInTheDocument();
    const time = within(tap).getByLabelText('Preferred time');
    await waitFor(() => expect(scrolled).toEqual([time]));
    expect(time).toHaveFocus();

    // The date moves on to tomorrow: the server saves the slot, and the time is no longer in the past.
    fireEvent.change(within(tap).getByLabelText('Preferred date'), { target: { value: '2026-11-21' } });
    await waitFor(() => expect(updates(requests)).toEqual([expect.objectContaining({ preferredTime: '09:00', preferredDate: '2026-11-21' })]));
    await waitFor(() => expect(within(tap).queryByText('Time cannot be in the past.')).not.toBeInTheDocument());
  });

  it('books with the slots and the form (no price), retrying under the same request key, then opens the summary', async () => {
    let attempts = 0;
    const { user, notices, requests, queryClient } = openCart([completeItem], {
      'POST user/createbooking': () => (++attempts === 1 ? failed(500, 'Something went wrong') : ok({ id: 501 }, 'Service booked successfully')),
    });
    queryClient.setQueryData(queryKeys.cart.count(), 1);
    await waitForPrefill();
    await user.type(screen.getByLabelText('Description'), 'Kitchen tap drips.');
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(notices).toEqual([{ kind: 'error', message: 'Something went wrong. Please try again.' }]));

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/picker-service-booking?booking_id=501');
    expect(notices.at(-1)).toEqual({ kind: 'success', message: 'Service booked successfully' });
    expect(queryClient.getQueryState(queryKeys.cart.count())?.isInvalidated).toBe(true);
    // The server emptied the cart, but the page keeps what was booked on screen until the summary
    // takes over: the items are marked stale for the next visit, not read again now.
    expect(queryClient.getQueryState(queryKeys.cart.items())?.isInvalidated).toBe(true);
    expect(requests.filter((request) => request.url === 'user/cartlist')).toHaveLength(1);

    const sent = requests.filter((request) => request.url === 'user/createbooking');
    expect(sent).toHaveLength(2);
    expect(sent[0]!.body).toEqual({
      storedServices: [{ serviceId: 11, serviceMethod: 'hour', workingDuration: 2, preferredTime: '09:30', preferredDate: '2026-11-25' }],
      formData: { name: 'Asha Verma', email: 'asha@example.in', mobile: '9876543210', address: '12 MG Road, Pune', description: 'Kitchen tap drips.', terms: true },
    });
    expect(JSON.stringify(sent[0]!.body)).not.toMatch(/price|amount/i);
    const key = headersOf(sent[0]!)['Idempotency-Key'];
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(headersOf(sent[1]!)['Idempotency-Key']).toBe(key);
  });

  it("shows 'Processing...' and accepts no second press while the booking is sent", async () => {
    const pending = pendingReply();
    const { user, requests } = openCart([completeItem], { 'POST user/createbooking': pending });
    await waitForPrefill();
    await user.type(screen.getByLabelText('Description'), 'Kitchen tap drips.');
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.dblClick(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
    pending.resolve(ok({ id: 501 }, 'Service booked successfully'));
    expect(await screen.findByTestId('location')).toHaveTextContent('/picker-service-booking?booking_id=501');
    expect(requests.filter((request) => request.url === 'user/createbooking')).toHaveLength(1);
  });

  it("puts the server's field messages under the fields and the items", async () => {
    const { user } = openCart([completeItem], {
      'POST user/createbooking': failed(422, 'Request failed', {
        'formData.email': ['Please enter a valid email'],
        'formData.terms': ['You must agree to the terms and conditions'],
        'formData.address': ['We could not find this address on the map. Please add your locality or PIN code, for example "T. Nagar, Chennai 600017".'],
        'storedServices.0.preferredDate': ['Bookings open at most one month ahead.'],
      }),
    });
    await waitForPrefill();
    await user.type(screen.getByLabelText('Description'), 'Kitchen tap drips.');
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
    expect(screen.getByText('You must agree to the terms and conditions')).toBeInTheDocument();
    // An address the server could not place asks for a locality or PIN code, under the address.
    expect(screen.getByLabelText(/^Address/)).toHaveAccessibleDescription(/Please add your locality or PIN code/);
    expect(within(await card()).getByText('Bookings open at most one month ahead.')).toBeInTheDocument();
  });

  it("warns 'Selecte Atleast on service' when the server finds no service to book", async () => {
    const { user, notices } = openCart([completeItem], {
      'POST user/createbooking': failed(422, 'Selecte Atleast on service', { storedServices: ['Selecte Atleast on service'] }),
    });
    await waitForPrefill();
    await user.type(screen.getByLabelText('Description'), 'Kitchen tap drips.');
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(notices).toEqual([{ kind: 'warning', message: 'Selecte Atleast on service' }]));
  });
});
