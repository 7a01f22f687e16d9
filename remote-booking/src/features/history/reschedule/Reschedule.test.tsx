import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi, failed, ok } from '@servenear/shared/testing';
import { renderBookingPage } from '../../../test/renderBookingPage';
import { bookingWire, dayFromToday, lineWire } from '../../../test/wires';

/** Issue 37: the customer's Reschedule on an open line, and what became of a request to the partner. */

// Typing a date and a time, then the rules' chunk loading, takes a few seconds on a loaded machine.
jest.setTimeout(20_000);

async function openCard(user: ReturnType<typeof renderBookingPage>['user']) {
  await user.click(await screen.findByRole('button', { name: /SN-000041/ }));
}

const lineOf = (name: string) => screen.getByRole('heading', { name }).closest('li')!;

describe('Reschedule', () => {
  it('moves a line no partner holds: the dialog sends the new slot and says the server’s answer', async () => {
    let moved = false;
    const api = fakeApi({
      'GET user/getbookings': () => ok([bookingWire({ details: [lineWire({ service_date: moved ? dayFromToday(2) : dayFromToday(0), service_time: moved ? '16:00' : '09:30' })] })]),
      'POST user/booking/reschedule': () => {
        moved = true;
        return ok({ outcome: 'moved' }, 'Your booking has been rescheduled.');
      },
    });
    const { user, notices } = renderBookingPage('/instand-booking');
    await openCard(user);

    await user.click(within(lineOf('Tap and leak repair')).getByRole('button', { name: 'Reschedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule Tap and leak repair' });
    expect(dialog).toHaveTextContent('Your booking moves at once.');
    const date = within(dialog).getByLabelText('New date');
    expect(date).toHaveAttribute('min', dayFromToday(0));
    await user.clear(date);
    await user.type(date, dayFromToday(2));
    const time = within(dialog).getByLabelText('New time');
    await user.clear(time);
    await user.type(time, '16:00');
    await user.click(within(dialog).getByRole('button', { name: 'Reschedule' }));

    await waitFor(() => expect(notices).toEqual([{ kind: 'success', message: 'Your booking has been rescheduled.' }]));
    expect(api.requests).toContainEqual(
      expect.objectContaining({ method: 'POST', url: 'user/booking/reschedule', body: { lineId: 101, preferredDate: dayFromToday(2), preferredTime: '16:00' } }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('refuses a date before today in the dialog, sending nothing', async () => {
    const api = fakeApi({ 'GET user/getbookings': ok([bookingWire()]) });
    const { user } = renderBookingPage('/instand-booking');
    await openCard(user);
    await user.click(screen.getByRole('button', { name: 'Reschedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule Tap and leak repair' });
    const date = within(dialog).getByLabelText('New date');
    await user.clear(date);
    await user.type(date, dayFromToday(-1));
    await user.click(within(dialog).getByRole('button', { name: 'Reschedule' }));
    expect(await within(dialog).findByText('Date cannot be in the past.')).toBeInTheDocument();
    expect(api.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('with a partner assigned, asks the partner; the server’s refusal is said in the dialog', async () => {
    fakeApi({
      'GET user/getbookings': ok([bookingWire({ details: [lineWire({ partner_name: 'Ravi Kumar', partner_mobile: '9876500002' })] })]),
      'POST user/booking/reschedule': failed(409, 'A reschedule request is already waiting for your partner.'),
    });
    const { user } = renderBookingPage('/instand-booking');
    await openCard(user);
    await user.click(screen.getByRole('button', { name: 'Reschedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule Tap and leak repair' });
    expect(dialog).toHaveTextContent('Your partner will be asked to accept the new date and time.');
    const date = within(dialog).getByLabelText('New date');
    await user.clear(date);
    await user.type(date, dayFromToday(3));
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText('A reschedule request is already waiting for your partner.')).toBeInTheDocument();
  });

  it('shows a waiting request (and no second Reschedule), and what the partner decided', async () => {
    const requested = { service_date: '2026-12-12', service_time: '11:00' };
    fakeApi({
      'GET user/getbookings': ok([
        bookingWire({
          details: [
            lineWire({ id: 1, service_name: 'Waiting job', partner_name: 'Ravi Kumar', reschedule: { ...requested, status: 'requested' } }),
            lineWire({ id: 2, service_name: 'Declined job', partner_name: 'Ravi Kumar', reschedule: { ...requested, status: 'declined'} }),
            lineWire({ id: 3, service_name: 'Accepted job', partner_name: 'Ravi Kumar', reschedule: { ...requested, status: 'accepted'} }),
          ],
        }),
      ]),
    });
    const { user } = renderBookingPage('/instand-booking');
    await openCard(user);
    expect(lineOf('Waiting job')).toHaveTextContent('Reschedule to 12 Dec 2026, 11:00 AM requested: waiting for your partner.');
    expect(within(lineOf('Waiting job')).queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
    expect(lineOf('Declined job')).toHaveTextContent('Your partner could not take 12 Dec 2026, 11:00 AM, so the booking keeps its slot.');
    expect(within(lineOf('Declined job')).getByRole('button', { name: 'Reschedule' })).toBeEnabled();
    expect(lineOf('Accepted job')).toHaveTextContent('Your partner accepted the new slot.');
  });
});
