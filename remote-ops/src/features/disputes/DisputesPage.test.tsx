import { screen, waitFor, within } from '@testing-library/react';
import type { OpsRole } from '@servenear/shared/ops-roles';
import { fakeApi, failed, ok, type FakeReply, type FakeRequest } from '@servenear/shared/testing';
import { listPage, openDispute, resolvedDispute } from '../../test/money';
import { meReply, opsSession, probe, renderPage } from '../../test/renderPage';

// Typing and dialogs: on a busy machine they outlast jest's default 5 s.
jest.setTimeout(20_000);

const posts = (requests: FakeRequest[]) => requests.filter((request) => request.method === 'POST');

describe('the disputes list', () => {
  it('lists the open disputes with the booking, what the customer says, the partner and the price', async () => {
    fakeApi({ 'GET admin/me': meReply(['support']), 'GET admin/disputes?status=open&page=1': listPage([openDispute]) });
    renderPage('/ops/*', { session: opsSession, path: '/ops/disputes' });

    const table = await screen.findByRole('table', { name: 'Open disputes: 1, the oldest first' });
    const [, row] = within(table).getAllByRole('row');
    expect(within(row!).getByRole('link', { name: 'SN-000123' })).toHaveAttribute('href', '/ops/disputes/7');
    expect(row).toHaveTextContent('Electrician, for Asha Verma');
    expect(row).toHaveTextContent('The second switchboard still sparks.');
    expect(row).toHaveTextContent('Ravi Kumar');
    expect(row).toHaveTextContent('₹1,200');
  });

  it('keeps the filter in the address and lists the resolved ones with their outcome', async () => {
    fakeApi({ 'GET admin/me': meReply(['support']), 'GET admin/disputes?status=open&page=1': listPage([]), 'GET admin/disputes?status=resolved&page=1': listPage([resolvedDispute]) });
    const { user } = renderPage('/ops/*', { session: opsSession, path: '/ops/disputes' });

    expect(await screen.findByText('No open disputes.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Status'), 'resolved');
    const table = await screen.findByRole('table', { name: 'Resolved disputes: 1, the latest first' });
    expect(table).toHaveTextContent('Refund part');
  });

  it('pages in the address, the server counting every dispute', async () => {
    const later = { ...openDispute, id: 8, reference: 'SN-000124' };
    const api = fakeApi({
      'GET admin/me': meReply(['support']),
      'GET admin/disputes?status=open&page=1': listPage([openDispute], 21, 1),
      'GET admin/disputes?status=open&page=2': listPage([later], 21, 2),
    });
    const { user } = renderPage('/ops/*', { session: opsSession, path: '/ops/disputes' });

    await screen.findByRole('table', { name: 'Open disputes: 21, the oldest first' });
    await user.click(within(screen.getByRole('navigation', { name: 'Dispute pages' })).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'SN-000124' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'SN-000123' })).not.toBeInTheDocument();
    expect(api.requests.map((request) => request.url)).toContain('admin/disputes?status=open&page=2');
  });

  it('says so when there is no such dispute', async () => {
    fakeApi({ 'GET admin/me': meReply(['support']), 'GET admin/disputes/99': failed(404, 'Dispute not found.') });
    renderPage('/ops/*', { session: opsSession, path: '/ops/disputes/99' });
    expect(await screen.findByText('There is no such dispute.')).toBeInTheDocument();
  });

  it('is not offered to a role without disputes.read', async () => {
    fakeApi({ 'GET admin/me': meReply(['verification']) });
    renderPage('/ops/*', { session: opsSession, path: '/ops/disputes' });
    expect(await screen.findByText('You do not have access to this section.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Disputes' })).not.toBeInTheDocument();
  });
});

/** Dispute 7 as the server keeps it; resolving it moves it to the resolved list. */
function openDisputePage(roles: OpsRole[], resolve?: (request: FakeRequest) => FakeReply) {
  let dispute = openDispute;
  const api = fakeApi({
    'GET admin/me': meReply(roles),
    'GET admin/disputes/7': () => ok(dispute),
    'POST admin/disputes/7/resolve': resolve ?? (() => ((dispute = resolvedDispute), ok({ refund_amount: 500, waived_amount: 0, line_status: 'completed' }, 'Dispute resolved.'))),
  });
  return { api, ...renderPage('/ops/*', { session: opsSession, path: '/ops/disputes/7' }) };
}

describe('a dispute’s page', () => {
  it('shows the line, what the customer says, the partner and the amounts', async () => {
    openDisputePage(['support']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dispute on SN-000123: Electrician' })).toBeInTheDocument();
    expect(screen.getByText('The second switchboard still sparks.')).toBeInTheDocument();
    expect(screen.getByText('Asha Verma (9876543210)')).toBeInTheDocument();
    expect(screen.getByText('Ravi Kumar')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'SN-000123' })).toHaveAttribute('href', '/ops/bookings/40');
    expect(screen.getByRole('link', { name: 'All disputes' })).toHaveAttribute('href', '/ops/disputes');
  });

  it('resolves with a part refund, an amount and a note after a confirmation; the toast says so and the page shows the outcome', async () => {
    const { api, user, notices } = openDisputePage(['finance']);
    await user.click(await screen.findByRole('button', { name: 'Resolve' }));
    const dialog = screen.getByRole('dialog', { name: 'Resolve the dispute on SN-000123?' });
    const outcome = within(dialog).getByLabelText('Outcome');
    expect(within(outcome).getAllByRole('option').map((option) => option.textContent)).toEqual(['Redo by the same partner', 'Redo by another partner', 'Refund part', 'Refund all']);
    expect(within(dialog).queryByLabelText('Refund (₹)')).not.toBeInTheDocument();
    await user.selectOptions(outcome, 'part_refund');
    await user.type(within(dialog).getByLabelText('Refund (₹)'), '500');
    await user.type(within(dialog).getByLabelText(/^Note/), 'Half the work was done.');
    await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));

    await waitFor(() => expect(notices).toEqual([{ kind: 'success', message: 'Dispute resolved.' }]));
    expect(posts(api.requests).map((request) => request.body)).toEqual([{ outcome: 'part_refund', amount: 500, note: 'Half the work was done.' }]);
    expect(await screen.findByText('Refund part')).toBeInTheDocument();
    expect(screen.getByText('₹500')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resolve' })).not.toBeInTheDocument();
  });

  it('asks for the amount of a part refund before sending', async () => {
    const { api, user } = openDisputePage(['finance']);
    await user.click(await screen.findByRole('button', { name: 'Resolve' }));
    const dialog = screen.getByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText('Outcome'), 'part_refund');
    await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    expect(await within(dialog).findByText('Please give the refund in whole rupees, at least ₹1.')).toBeInTheDocument();
    expect(posts(api.requests)).toEqual([]);
  });

  it('offers support (no disputes.refund) the redos only, and sends a redo without an amount', async () => {
    const { api, user } = openDisputePage(['support']);
    await user.click(await screen.findByRole('button', { name: 'Resolve' }));
    const dialog = screen.getByRole('dialog');
    expect(within(within(dialog).getByLabelText('Outcome')).getAllByRole('option').map((option) => option.textContent)).toEqual(['Redo by the same partner', 'Redo by another partner']);
    await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    await waitFor(() => expect(posts(api.requests).map((request) => request.body)).toEqual([{ outcome: 'redo_same' }]));
  });

  it('keeps the server’s 409 in the dialog', async () => {
    const { user, notices } = openDisputePage(['finance'], () => failed(409, 'This dispute is already resolved.'));
    await user.click(await screen.findByRole('button', { name: 'Resolve' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    expect(await within(dialog).findByText('This dispute is already resolved.')).toBeInTheDocument();
    expect(notices).toEqual([]);
  });

  it('shows a resolved dispute’s outcome and note, and offers no Resolve', async () => {
    fakeApi({ 'GET admin/me': meReply(['support']), 'GET admin/disputes/7': ok(resolvedDispute) });
    renderPage('/ops/*', { session: opsSession, path: '/ops/disputes/7' });
    expect(await screen.findByText('Half the work was done.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resolve' })).not.toBeInTheDocument();
    expect(probe()).toContain('/ops/disputes/7');
  });
});
