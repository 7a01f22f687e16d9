import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi, failed, ok, type FakeRequest } from '@servenear/shared/testing';
import { pendingKyc, pendingPartner } from '../../test/partners';
import { meReply, opsSession, renderPage } from '../../test/renderPage';

/** The verification desk: the partner, his KYC, and the server's answers to each decision. */
function openPartner(decisions: Record<string, (request: FakeRequest) => ReturnType<typeof ok>> = {}) {
  let status: 'pending' | 'verified' | 'rejected' = 'pending';
  const routes = {
    'GET admin/me': meReply(['verification']),
    'GET admin/partners/14': () => ok({ ...pendingPartner, verification_status: status }),
    'GET admin/partners/14/kyc': () => ok({ ...pendingKyc, verification_status: status }),
    'POST admin/partners/14/verify': () => ((status = 'verified'), ok(null, 'Partner verified.')),
    'POST admin/partners/14/reject': () => ((status = 'rejected'), ok(null, 'Partner rejected.')),
    ...decisions,
  };
  const api = fakeApi(routes);
  return { api, ...renderPage('/ops/*', { session: opsSession, path: '/ops/partners/14' }) };
}

const posts = (requests: FakeRequest[]) => requests.filter((request) => request.method === 'POST');

describe('a partner waiting for verification', () => {
  it('shows the ID proofs in the page and the KYC, the account number masked', async () => {
    openPartner();
    expect(await screen.findByRole('heading', { level: 1, name: 'Suresh Pillai' })).toBeInTheDocument();

    expect(screen.getByRole('img', { name: 'ID proof 1' })).toHaveAttribute('src', '/api/employee/id-proofs/31');
    expect(screen.getByRole('link', { name: 'Open ID proof 2 (PDF, 1.5 MB)' })).toHaveAttribute('href', '/api/employee/id-proofs/32');

    const kyc = screen.getByRole('region', { name: 'KYC' });
    expect(await within(kyc).findByText('36 years')).toBeInTheDocument();
    expect(within(kyc).getByText('2 Apr 1990')).toBeInTheDocument();
    expect(within(kyc).getByText('•••• 5678')).toBeInTheDocument();
    expect(within(kyc).queryByText('30012345678')).not.toBeInTheDocument();
    expect(within(kyc).getByText('SBIN0000691')).toBeInTheDocument();
    expect(within(kyc).getByText('State Bank of India')).toBeInTheDocument();
    expect(within(kyc).getByText('Mobile confirmed').nextElementSibling).toHaveTextContent('Yes');
  });

  it('says when the partner has not confirmed his mobile, as the KYC answers it', async () => {
    openPartner({ 'GET admin/partners/14/kyc': () => ok({ ...pendingKyc, mobile_confirmed: false }) });
    const kyc = await screen.findByRole('region', { name: 'KYC' });
    expect((await within(kyc).findByText('Mobile confirmed')).nextElementSibling).toHaveTextContent('No');
  });

  it('opens each ID proof from the url the server answers, not one of its own making', async () => {
    const proofs = [
      { ...pendingPartner.id_proofs[0]!, url: '/api/files/signed/31?sig=abc' },
      { ...pendingPartner.id_proofs[1]!, url: '/api/files/signed/32?sig=def' },
    ];
    openPartner({ 'GET admin/partners/14': () => ok({ ...pendingPartner, id_proofs: proofs }) });

    expect(await screen.findByRole('img', { name: 'ID proof 1' })).toHaveAttribute('src', '/api/files/signed/31?sig=abc');
    expect(screen.getByRole('link', { name: 'Open full size' })).toHaveAttribute('href', '/api/files/signed/31?sig=abc');
    expect(screen.getByRole('link', { name: 'Open ID proof 2 (PDF, 1.5 MB)' })).toHaveAttribute('href', '/api/files/signed/32?sig=def');
  });

  it('verifies only once confirmed, then says so and shows the partner verified', async () => {
    const { api, user, notices } = openPartner();
    await user.click(await screen.findByRole('button', { name: 'Verify' }));

    const dialog = screen.getByRole('dialog', { name: 'Verify Suresh Pillai?' });
    expect(posts(api.requests)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, verify' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts(api.requests)).toEqual([{ method: 'POST', url: 'admin/partners/14/verify', body: {} }]);
    expect(notices).toEqual([{ kind: 'success', message: 'Partner verified.' }]);
    expect(await screen.findByText('Verified')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Suspend' })).toBeInTheDocument();
  });

  it('rejects only with a reason, which the partner is told', async () => {
    const { api, user, notices } = openPartner();
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject Suresh Pillai?' });

    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    const reason = within(dialog).getByLabelText('Reason (the partner is told)');
    await waitFor(() => expect(reason).toHaveAccessibleDescription('Please give a reason of 3 to 300 characters.'));
    expect(posts(api.requests)).toEqual([]);

    await user.type(reason, 'The ID proof is unreadable.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(notices).toEqual([{ kind: 'success', message: 'Partner rejected.' }]));
    expect(posts(api.requests)).toEqual([{ method: 'POST', url: 'admin/partners/14/reject', body: { reason: 'The ID proof is unreadable.' } }]);
    expect(await screen.findByText('Rejected')).toBeInTheDocument();
  });

  it('keeps the dialog open with the server’s words when someone else decided first', async () => {
    const { user, notices } = openPartner({ 'POST admin/partners/14/verify': () => failed(409, 'This partner is not waiting for verification.') });
    await user.click(await screen.findByRole('button', { name: 'Verify' }));
    await user.click(screen.getByRole('button', { name: 'Yes, verify' }));

    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent('This partner is not waiting for verification.');
    expect(notices).toEqual([]);
  });
});
