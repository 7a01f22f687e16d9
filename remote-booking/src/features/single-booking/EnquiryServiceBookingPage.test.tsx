import { fireEvent, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { failed, fakeApi, ok, type FakeRoute } from '@servenear/shared/testing';
import { fixToday, renderBookingPage } from '../../test/renderBookingPage';
import { profileWire, serviceWire } from '../../test/wires';

const enquiryService = serviceWire({ id: 21, name: 'Warehouse racking installation', servicetype: 'enquiry', working_per_day: 0, working_per_hour: 0, about_us: 'Designs and fits steel racking. Works in any warehouse.' });

function renderEnquiry(routes: Record<string, FakeRoute> = {}, state: unknown = { serviceId: 21 }) {
  const api = fakeApi({ 'GET user/getservice/21': ok(enquiryService), 'GET user/userprofile': ok(profileWire), ...routes });
  const view = renderBookingPage('/enquiry-service-booking', '/enquiry-service-booking', { state });
  return { ...api, ...view };
}

async function fillSlot(user: UserEvent) {
  await user.selectOptions(screen.getByLabelText('Service method'), 'day');
  await user.selectOptions(screen.getByLabelText('Working duration'), '2');
  fireEvent.change(screen.getByLabelText('Preferred time'), { target: { value: '10:00' } });
  fireEvent.change(screen.getByLabelText('Preferred date'), { target: { value: '2026-11-27' } });
}

async function fillAndSend(user: UserEvent) {
  await fillSlot(user);
  await user.type(screen.getByLabelText('Description'), 'Racking for a 2,000 sq ft store room.');
  await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Send Enquiry' }));
}

beforeEach(() => fixToday());
afterEach(() => jest.useRealTimers());

describe('/enquiry-service-booking', () => {
  it('shows the service summary with View Details and the extra-hours note, and the form prefilled from the profile', async () => {
    renderEnquiry();
    const summary = await screen.findByRole('region', { name: 'Warehouse racking installation' });
    expect(within(summary).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Designs and fits steel racking', 'Works in any warehouse']);
    expect(within(summary).getByRole('img', { name: 'Warehouse racking installation' })).toBeInTheDocument();
    expect(summary).toHaveTextContent('Working beyond the booked or agreed hours costs extra.');
    // Ops quote an enquiry: the service's stored rates are not shown as its price.
    expect(summary).not.toHaveTextContent('per day');
    expect(within(summary).getByRole('link', { name: 'View Details' })).toHaveAttribute('href', '/enquiry-product-description');
    expect(await screen.findByDisplayValue('asha@example.in')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Asha Verma');
    expect(screen.getByLabelText('Mobile number')).toHaveValue('9876543210');
    expect(screen.getByLabelText('Address')).toHaveValue('12 MG Road, Pune');
    // An enquiry has no price yet: both methods are offered, and the date stays in the booking window.
    expect(within(screen.getByLabelText('Service method')).getAllByRole('option').map((option) => option.textContent)).toEqual(['Select method', 'Per day', 'Per hour']);
    expect(screen.getByLabelText('Preferred date')).toHaveAttribute('min', '2026-11-20');
    expect(screen.getByLabelText('Preferred date')).toHaveAttribute('max', '2026-12-20');
  });

  it('View Details opens the description with the service id in navigation state', async () => {
    const { user } = renderEnquiry();
    await user.click(await screen.findByRole('link', { name: 'View Details' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/enquiry-product-description');
    expect(screen.getByTestId('location')).toHaveTextContent('"serviceId":21');
  });

  it("says 'No product data available' without a service, or for one the server does not know", async () => {
    fakeApi({ 'GET user/getservice/99': failed(404, 'Service not found') });
    const { unmount } = renderBookingPage('/enquiry-service-booking', '/enquiry-service-booking');
    expect(await screen.findByText('No product data available')).toBeInTheDocument();
    unmount();
    renderBookingPage('/enquiry-service-booking', '/enquiry-service-booking', { state: { serviceId: 99 } });
    expect(await screen.findByText('No product data available')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse services' })).toHaveAttribute('href', '/');
  });

  it('keeps Send Enquiry disabled until the terms are ticked, then shows every message of the form and of a slot begun', async () => {
    const { user, requests } = renderEnquiry({ 'GET user/userprofile': ok({ ...profileWire, name: '', email: '', mobile: '', address: '' }) }, { serviceId: 21 });
    await screen.findByRole('region', { name: 'Warehouse racking installation' });
    const send = screen.getByRole('button', { name: 'Send Enquiry' });
    expect(send).toBeDisabled();
    await user.clear(screen.getByLabelText('Name'));
    await user.clear(screen.getByLabelText('Mobile number'));
    await user.type(screen.getByLabelText('Mobile number'), '98765');
    await user.type(screen.getByLabelText('Email'), 'asha@');
    await user.type(screen.getByLabelText('Description'), 'Too short');
    // The slot is optional, but one begun is checked whole.
    await user.selectOptions(screen.getByLabelText('Service method'), 'day');
    await user.click(screen.getByRole('checkbox'));
    expect(send).toBeEnabled();
    await user.click(send);

    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Mobile number should be exactly 10 digits')).toBeInTheDocument();
    expect(screen.getByText('Address is required')).toBeInTheDocument();
    expect(screen.getByText('Description should be at least 10 characters')).toBeInTheDocument();
    expect(screen.queryByText('Service method is required')).not.toBeInTheDocument();
    expect(screen.getByText('Working duration is required')).toBeInTheDocument();
    expect(screen.getByText('Preferred time is required')).toBeInTheDocument();
    expect(screen.getByText('Preferred date is required')).toBeInTheDocument();

    // Unticking the box after a try shows its own message.
    await user.click(screen.getByRole('checkbox'));
    expect(send).toBeDisabled();
    fireEvent.submit(send.closest('form') as HTMLFormElement);
    expect(await screen.findByText('You must agree to the terms and conditions')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it("sends the spec's payload (serviceId, name, email, mobile, address, description) when no slot is chosen", async () => {
    const { user, requests } = renderEnquiry({ 'POST user/create-enquiry': ok({ id: 82 }, 'Enquiry sent') });
    await screen.findByDisplayValue('asha@example.in');
    await user.type(screen.getByLabelText('Description'), 'Racking for a 2,000 sq ft store room.');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Send Enquiry' }));

    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      serviceId: 21,
      name: 'Asha Verma',
      email: 'asha@example.in',
      mobile: '9876543210',
      address: '12 MG Road, Pune',
      description: 'Racking for a 2,000 sq ft store room.',
      terms: true,
    });
  });

  it("sends the enquiry with its slot, says 'Great! Your Enquiry Was Successfully Sent.' (not 'Booking') and goes home", async () => {
    const { user, requests, notices } = renderEnquiry({ 'POST user/create-enquiry': ok({ id: 81 }, 'Enquiry sent') });
    await screen.findByDisplayValue('asha@example.in');
    await fillAndSend(user);

    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(requests.find((request) => request.method === 'POST')).toEqual({
      method: 'POST',
      url: 'user/create-enquiry',
      body: {
        serviceId: 21,
        name: 'Asha Verma',
        email: 'asha@example.in',
        mobile: '9876543210',
        address: '12 MG Road, Pune',
        description: 'Racking for a 2,000 sq ft store room.',
        terms: true,
        serviceMethod: 'day',
        workingDuration: 2,
        preferredTime: '10:00',
        preferredDate: '2026-11-27',
      },
    });
    expect(notices).toContainEqual(expect.objectContaining({ kind: 'success', message: 'Great! Your Enquiry Was Successfully Sent.' }));
  });

  it("says 'Failed to submit the enquiry. Please try again.' on a server failure, and stays", async () => {
    const { user } = renderEnquiry({ 'POST user/create-enquiry': failed(500, 'Internal Server Error') });
    await screen.findByDisplayValue('asha@example.in');
    await fillAndSend(user);
    expect(await screen.findByText('Failed to submit the enquiry. Please try again.')).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('puts a 422 field message under its field', async () => {
    const { user } = renderEnquiry({
      'POST user/create-enquiry': failed(422, 'Validation failed', { email: ['Please enter a valid email address'], preferredDate: ['Date cannot be in the past.'] }),
    });
    await screen.findByDisplayValue('asha@example.in');
    await fillAndSend(user);
    expect(await screen.findByText('Failed to submit the enquiry. Please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(expect.stringContaining('Please enter a valid email address'));
    expect(screen.getByLabelText('Preferred date')).toHaveAccessibleDescription(expect.stringContaining('Date cannot be in the past.'));
  });

  it("says 'An error occurred while submitting the form.' when no reply comes", async () => {
    const { user } = renderEnquiry({ 'POST user/create-enquiry': 'network-error' });
    await screen.findByDisplayValue('asha@example.in');
    await fillAndSend(user);
    expect(await screen.findByText('An error occurred while submitting the form.')).toBeInTheDocument();
  });

  it("says 'Failed to fetch service details. Please try again later.' when the profile cannot be read", async () => {
    renderEnquiry({ 'GET user/userprofile': failed(500, 'Internal Server Error') });
    expect(await screen.findByText('Failed to fetch service details. Please try again later.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Asha Verma');
  });

  it('says a bookable service is booked directly, and leads to /service-book', async () => {
    fakeApi({ 'GET user/getservice/11': ok(serviceWire()) });
    const { user } = renderBookingPage('/enquiry-service-booking', '/enquiry-service-booking', { state: { serviceId: 11 } });
    expect(await screen.findByText('This service can be booked directly: use Book Service.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send Enquiry' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Book Service' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/service-book');
    expect(screen.getByTestId('location')).toHaveTextContent('"serviceId":11');
  });
});
