import { screen, waitFor, within } from '@testing-library/react';
import type { OpsRole } from '@servenear/shared/ops-roles';
import { fakeApi, failed, ok, type FakeReply, type FakeRequest } from '@servenear/shared/testing';
import { batchPage, failedRefund, listPage, processedRefund, proposedBatch, proposedBatchRow } from '../../test/money';
import { meReply, opsSession, renderPage } from '../../test/renderPage';

// Typing and dialogs: on a busy machine they outlast jest's default 5 s.
jest.setTimeout(20_000);

const posts = (requests: FakeRequest[]) => requests.filter((request) => request.method === 'POST');

/** The money as the server keeps it: a retry makes the refund pending; an approval approves the batch. */
function openMoney(roles: OpsRole[] = ['finance'], replies: Record<string, FakeReply | ((request: FakeRequest) => FakeReply)> = {}, path = '/ops/money') {
  let refund = failedRefund;
  let batch = proposedBatch;
  const api = fakeApi({
    'GET admin/me': meReply(roles),
    'GET admin/refunds?page=1': () => listPage([refund, processedRefund]),
    'GET admin/refunds?status=failed&page=1': () => listPage(refund.status === 'failed' ? [refund] : []),
    'POST admin/refunds/11/retry': () => ((refund = { ...refund, status: 'pending', last_error: null }), ok(refund, 'The refund will be tried again.')),
    'GET admin/payouts/batches?page=1': () => batchPage([{ ...proposedBatchRow, status: batch.status }]),
    'GET admin/payouts/batches/3': () => ok(batch),
    'POST admin/payouts/batches/3/approve': () => (
      (batch = { ...batch, status: 'approved', payouts: batch.payouts.map((payout) => ({ ...payout, status: 'pending' as const, account_ending: '4321' })) }),
      ok(batch, 'Payout batch approved: the payouts are on their way.')
    ),
    ...replies,
  });
  return { api, ...renderPage('/ops/*', { session: opsSession, path }) };
}

describe('money: refunds', () => {
  it('lists refunds in ₹ with Indian grouping, filters by status in the address, and offers Retry on a failed one only', async () => {
    const { user } = openMoney();
    const table = await screen.findByRole('table', { name: 'All refunds: 2, the newest first' });
    const [, failedRow, paidRow] = within(table).getAllByRole('row');
    expect(failedRow).toHaveTextContent('₹1,250.50');
    expect(failedRow).toHaveTextContent('The bank did not answer.');
    expect(within(failedRow!).getByRole('button', { name: 'Retry the refund on SN-000123' })).toBeInTheDocument();
    expect(paidRow).toHaveTextContent('Paid back');
    expect(within(paidRow!).queryByRole('button')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Refund status'), 'failed');
    expect(await screen.findByRole('table', { name: 'Failed refunds: 1, the newest first' })).toBeInTheDocument();
  });

  it('retries a failed refund after a confirmation; the toast says so and the list shows it pending', async () => {
    const { api, user, notices } = openMoney();
    await user.click(await screen.findByRole('button', { name: 'Retry the refund on SN-000123' }));
    const dialog = screen.getByRole('dialog', { name: 'Try the refund of ₹1,250.50 on SN-000123 again?' });
    await user.click(within(dialog).getByRole('button', { name: 'Retry refund' }));

    await waitFor(() => expect(notices).toEqual([{ kind: 'success', message: 'The refund will be tried again.' }]));
    expect(posts(api.requests).map((request) => request.url)).toEqual(['admin/refunds/11/retry']);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Retry the refund on SN-000123' })).not.toBeInTheDocument());
  });

  it('keeps the server’s 409 in the retry dialog', async () => {
    const { user } = openMoney(['finance'], { 'POST admin/refunds/11/retry': failed(409, 'Only a failed refund can be tried again.') });
    await user.click(await screen.findByRole('button', { name: 'Retry the refund on SN-000123' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Retry refund' }));
    expect(await within(dialog).findByText('Only a failed refund can be tried again.')).toBeInTheDocument();
  });
});

describe('money: payout batches', () => {
  it('lists the batches; a batch shows its partners and amounts; Approve names the count and total and pays', async () => {
    const { api, user, notices } = openMoney();
    const list = await screen.findByRole('table', { name: 'Payout batches: 1, the newest first' });
    expect(list).toHaveTextContent('₹12,50,409.15');
    expect(list).toHaveTextContent('To approve');
    await user.click(within(list).getByRole('button', { name: 'Batch 3' }));

    const payouts = await screen.findByRole('table', { name: 'Batch 3: 2 payouts of ₹12,50,409.15 in all' });
    expect(payouts).toHaveTextContent('Ravi Kumar');
    expect(payouts).toHaveTextContent('₹12,50,000');
    expect(payouts).toHaveTextContent('Selvi Murugan');
    expect(payouts).toHaveTextContent('₹409.15');

    await user.click(screen.getByRole('button', { name: 'Approve batch 3' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve batch 3: 2 payouts of ₹12,50,409.15 in all?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve and pay' }));

    await waitFor(() => expect(notices).toEqual([{ kind: 'success', message: 'Payout batch approved: the payouts are on their way.' }]));
    expect(posts(api.requests).map((request) => request.url)).toEqual(['admin/payouts/batches/3/approve']);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Approve batch 3' })).not.toBeInTheDocument());
    expect(screen.getAllByText('ending 4321')).toHaveLength(2);
  });

  it('keeps the server’s 409 in the approval dialog', async () => {
    const { user } = openMoney(['finance'], { 'POST admin/payouts/batches/3/approve': failed(409, 'This payout batch is already approved.') }, '/ops/money?batch=3');
    await user.click(await screen.findByRole('button', { name: 'Approve batch 3' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Approve and pay' }));
    expect(await within(dialog).findByText('This payout batch is already approved.')).toBeInTheDocument();
  });

  it('says so when no batch was proposed yet', async () => {
    openMoney(['finance'], { 'GET admin/payouts/batches?page=1': batchPage([]) });
    expect(await screen.findByText('No payout batch has been proposed yet.')).toBeInTheDocument();
  });
});

describe('money: who sees it', () => {
  it('is not in support’s navigation, and its address says there is no access', async () => {
    const api = openMoney(['support']).api;
    expect(await screen.findByText('You do not have access to this section.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Money' })).not.toBeInTheDocument();
    expect(api.requests.some((request) => request.url.startsWith('admin/refunds') || request.url.startsWith('admin/payouts'))).toBe(false);
  });

  it('is in finance’s navigation', async () => {
    openMoney();
    expect(await screen.findByRole('link', { name: 'Money' })).toHaveAttribute('href', '/ops/money');
    expect(screen.getByRole('link', { name: 'Disputes' })).toHaveAttribute('href', '/ops/disputes');
  });
});
