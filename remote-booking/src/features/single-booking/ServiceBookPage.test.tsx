import { fireEvent, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { failed, fakeApi, ok } from '@servenear/shared/testing';
import { fixToday, renderBookingPage } from '../../test/renderBookingPage';
import { serviceWire } from '../../test/wires';

const chosenSlot = { serviceMethod: 'hour', workingDuration: 2, preferredTime: '09:30', preferredDate: '2026-11-25' };
const chosenSlotControls = { method: 'hour', duration: '2', time: '09:30', date: '2026-11-25' };

async function fillSlot(user: UserEvent, dialog: HTMLElement, slot: { method: string; duration: string; time: string; date: string }) {
  await user.selectOptions(within(dialog).getByLabelText('Service method'), slot.method);
  await user.selectOptions(within(dialog).getByLabelText('Working duration'), slot.duration);
  fireEvent.change(within(dialog).getByLabelText('Preferred time'), { target: { value: slot.time } });
  fireEvent.change(within(dialog).getByLabelText('Preferred date'), { target: { value: slot.date } });
}

beforeEach(() => fixToday());
afterEach(() => jest.useRealTimers());

describe('/service-book', () => {
  it('shows the service chosen with Book Service near the stored location, with the slot note popup open', async () => {
    const { requests } = fakeApi({ 'GET user/getservice/11?latitude=18.52&longitude=73.85': ok(serviceWire()) });
    renderBookingPage('/service-book', '/service-book', { state: { serviceId: 11 }, location: { latitude: 18.52, longitude: 73.85, address: 'Pune' } });

    const dialog = await screen.findByRole('dialog', { name: 'Choose your slot' });
    expect(within(dialog).getByText('Tap and leak repair')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Tap and leak repair' });
    expect(summary).toHaveTextContent('₹1,800 per day');
    expect(summary).toHaveTextContent('₹299 per hour');
    expect(summary).toHaveTextContent('3 reviews');
    expect(within(summary).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Fixes leaking taps and pipes', 'Replaces worn washers']);
    expect(summary).toHaveTextContent('Working beyond the booked or agreed hours costs extra.');
    expect(requests).toHaveLength(1);
  });

  it('reads the service from ?id= as well', async () => {
    fakeApi({ 'GET user/getservice/11': ok(serviceWire()) });
    renderBookingPage('/service-book', '/service-book?id=11');
    expect(await screen.findByRole('dialog', { name: 'Choose your slot' })).toBeInTheDocument();
  });

  it.each([
    ['no service id', undefined],
    ['a service the server does not know', { serviceId: 99 }],
  ])("says 'Service not found' with a link home for %s", async (_case, state) => {
    fakeApi({ 'GET user/getservice/99': failed(404, 'Service not found') });
    renderBookingPage('/service-book', '/service-book', { state });
    expect(await screen.findByRole('alert')).toHaveTextContent('Service not found');
    expect(screen.getByRole('link', { name: 'Browse services' })).toHaveAttribute('href', '/');
  });

  it('shows the slot note messages, the date limits and the hint', async () => {
    fakeApi({ 'GET user/getservice/11': ok(serviceWire({ working_per_day: 0 })) });
    const { user } = renderBookingPage('/service-book', '/service-book', { state: { serviceId: 11 } });
    const dialog = await screen.findByRole('dialog', { name: 'Choose your slot' });
    const methods = within(dialog).getByLabelText('Service method');
    expect(within(methods).getAllByRole('option').map((option) => option.textContent)).toEqual(['Select method', 'Per hour']);
    expect(within(dialog).getByLabelText('Preferred date')).toHaveAttribute('min', '2026-11-20');
    expect(within(dialog).getByLabelText('Preferred date')).toHaveAttribute('max', '2026-12-20');
    // Issue 37: the rule itself, not the spec's '*Pre-booking available after one month', which said the opposite.
    expect(within(dialog).getByText('*Bookings open at most one month ahead (until 20 Dec 2026).')).toBeInTheDocument();
    expect(within(dialog).queryByText('*Pre-booking available after one month')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Please select a service method.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please select a working duration.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please select a preferred service time.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please select a preferred service date.')).toBeInTheDocument();

    await fillSlot(user, dialog, { method: 'hour', duration: '2', time: '09:30', date: '2026-11-19' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Date cannot be in the past.')).toBeInTheDocument();
    expect(within(dialog).queryByText('Please select a service method.')).not.toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('saves the slot and goes to /slot-booked with the service and the slot, showing the price on the way', async () => {
    fakeApi({ 'GET user/getservice/11': ok(serviceWire()) });
    const { user } = renderBookingPage('/service-book', '/service-book', { state: { serviceId: 11 } });
    const dialog = await screen.findByRole('dialog', { name: 'Choose your slot' });
    await fillSlot(user, dialog, chosenSlotControls);
    expect(within(dialog).getByText('₹598')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(`/slot-booked ${JSON.stringify({ serviceId: 11, slot: chosenSlot })}`);
  });

  it('starts from the slot it is given back by Change slot, and reopens after closing', async () => {
    fakeApi({ 'GET user/getservice/11': ok(serviceWire()) });
    const { user } = renderBookingPage('/service-book', '/service-book', { state: { serviceId: 11, slot: chosenSlot } });
    const dialog = await screen.findByRole('dialog', { name: 'Choose your slot' });
    expect(within(dialog).getByLabelText('Service method')).toHaveValue('hour');
    expect(within(dialog).getByLabelText('Working duration')).toHaveValue('2');
    expect(within(dialog).getByLabelText('Preferred date')).toHaveValue('2026-11-25');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choose a slot' }));
    expect(await screen.findByRole('dialog', { name: 'Choose your slot' })).toBeInTheDocument();
  });

  it('offers Enquiry Now instead of a slot for an enquiry-type service', async () => {
    fakeApi({ 'GET user/getservice/11': ok(serviceWire({ servicetype: 'enquiry' })) });
    const { user } = renderBookingPage('/service-book', '/service-book', { state: { serviceId: 11 } });
    await user.click(await screen.findByRole('button', { name: 'Enquiry Now' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/enquiry-service-booking {"serviceId":11}');
  });
});

describe('/slotnote-popup', () => {
  it('checks the slot without a service and takes it to /slot-booked', async () => {
    const { requests } = fakeApi({});
    const { user } = renderBookingPage('/slotnote-popup', '/slotnote-popup', { session: null });
    const dialog = await screen.findByRole('dialog', { name: 'Choose your slot' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Please select a service method.')).toBeInTheDocument();

    await fillSlot(user, dialog, chosenSlotControls);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(`/slot-booked ${JSON.stringify({ slot: chosenSlot })}`);
    expect(requests).toHaveLength(0);
  });

  it('goes home when closed', async () => {
    fakeApi({});
    const { user } = renderBookingPage('/slotnote-popup', '/slotnote-popup', { session: null });
    await user.click(within(await screen.findByRole('dialog', { name: 'Choose your slot' })).getByRole('button', { name: 'Close' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
