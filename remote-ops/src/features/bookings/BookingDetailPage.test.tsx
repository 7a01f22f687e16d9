import { screen, waitFor, within } from '@testing-library/react';
import type { OpsRole } from '@servenear/shared/ops-roles';
import { fakeApi, failed, ok, type FakeReply, type FakeRequest } from '@servenear/shared/testing';
import { assignedLine, linePartners } from '../../test/bookings';
import { meReply, opsSession, renderPage } from '../../test/renderPage';

// Typing and dialogs: on a busy machine (CI runs the journeys beside these) they outlast jest's default 5 s.
jest.setTimeout(20_000);

const selvi = { id: 9, name: 'Selvi Murugan', mobile: '9876500009' };

/** Line 40 as the server keeps it: re-assigning moves it to Selvi. */
function openLine(roles: OpsRole[] = ['support'], reassign?: (request: FakeRequest) => FakeReply) {
  let partner = assignedLine.partner;
  const api = fakeApi({
    'GET admin/me': meReply(roles),
    'GET admin/bookings/lines/40': () => ok({ ...assignedLine, partner }),
    'GET admin/bookings/lines/40/partners': () => ok(linePartners.map((row) => ({ ...row, current: row.id === partner?.id }))),
    'POST admin/bookings/lines/40/reassign':
      reassign ?? (() => ((partner = selvi), ok({ partner_id: 9, previous_partner_id: 4 }, 'Booking re-assigned.'))),
  });
  return { api, ...renderPage('/ops/*', { session: opsSession, path: '/ops/bookings/40' }) };
}

const posts = (requests: FakeRequest[]) => requests.filter((request) => request.method === 'POST');

describe('one booking', () => {
  it('shows the booking, its partner, its history and the partners who may take it with the sketch', async () => {
    openLine();
    expect(await screen.findByRole('heading', { level: 1, name: 'SN-000123: Electrician' })).toBeInTheDocument();
    expect(screen.getByText('12 Gandhi Street, Chennai')).toBeInTheDocument();
    expect(screen.getByText('Ravi Kumar, 9876500002')).toBeInTheDocument();
    const history = within(screen.getByRole('region', { name: 'History' })).getByRole('list');
    expect(within(history).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Booked by Asha Verma'),
      expect.stringContaining('Paid ₹1,200'),
      expect.stringContaining('Allocated to Ravi Kumar'),
    ]);

    const table = await screen.findByRole('table', { name: 'Partners who may take it: 2, nearest first' });
    const [, raviRow, selviRow] = within(table).getAllByRole('row');
    expect(raviRow).toHaveTextContent('Has it now');
    expect(selviRow).toHaveTextContent('3.4 km');
    expect(selviRow).toHaveTextContent('No ratings');
    expect(within(selviRow!).getByRole('button', { name: 'Re-assign to Selvi Murugan' })).toBeInTheDocument();
    const map = screen.getByRole('img', { name: 'Sketch of the partners around the booking' });
    expect(map).toHaveAccessibleDescription(/1: Ravi Kumar, 1.2 km north-east\. 2: Selvi Murugan, 3.4 km south-west\./);
  });

  it('re-assigns only with a reason, then says so and shows the new partner', async () => {
    const { api, user, notices } = openLine();
    await user.click(await screen.findByRole('button', { name: 'Re-assign to Selvi Murugan' }));
    const dialog = screen.getByRole('dialog', { name: 'Re-assign SN-000123 to Selvi Murugan?' });
    expect(dialog).toHaveTextContent('Ravi Kumar is told the job was withdrawn');

    await user.click(within(dialog).getByRole('button', { name: 'Re-assign' }));
    const reason = within(dialog).getByLabelText('Reason (kept in the audit log)');
    await waitFor(() => expect(reason).toHaveAccessibleDescription('Please give a reason of 3 to 300 characters.'));
    expect(posts(api.requests)).toEqual([]);

    await user.type(reason, 'Ravi is unwell');
    await user.click(within(dialog).getByRole('button', { name: 'Re-assign' }));
    await waitFor(() => expect(notices).toEqual([{ kind: 'success', message: 'Booking re-assigned.' }]));
    expect(posts(api.requests)).toEqual([{ method: 'POST', url: 'admin/bookings/lines/40/reassign', body: { partner_id: 9, reason: 'Ravi is unwell' } }]);
    expect(await screen.findByText('Selvi Murugan, 9876500009')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the dialog open with the server’s words when someone else re-assigned first', async () => {
    const { user, notices } = openLine(['support'], () => failed(409, 'Someone else changed this booking meanwhile: look at it again to see who has it now.'));
    await user.click(await screen.findByRole('button', { name: 'Re-assign to Selvi Murugan' }));
    await user.type(screen.getByLabelText('Reason (kept in the audit log)'), 'Customer asked');
    await user.click(screen.getByRole('button', { name: 'Re-assign' }));

    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent('Someone else changed this booking meanwhile');
    expect(notices).toEqual([]);
  });

  it('says what a cancellation will owe back before it is confirmed', async () => {
    const { user } = openLine();
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    expect(screen.getByRole('dialog', { name: 'Cancel SN-000123 (Electrician)?' })).toHaveTextContent('₹1,200 will be owed back to the customer: the booking was paid.');
  });

  it('shows a person without bookings.allocate no partners to choose from, and asks the server for none', async () => {
    fakeApi({ 'GET admin/me': meReply(['finance']) });
    renderPage('/ops/*', { session: opsSession, path: '/ops/bookings/40' });
    expect(await screen.findByText('You do not have access to this section.')).toBeInTheDocument();
  });
});
