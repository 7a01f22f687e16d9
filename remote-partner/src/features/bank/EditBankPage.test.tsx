import { screen, waitFor } from '@testing-library/react';
import { queryKeys } from '@servenear/shared/host';
import { failed, fakeApi, type FakeReply, type FakeRoute } from '@servenear/shared/testing';
import { profileReply } from '../../test/profiles';
import { partnerSession, renderPage } from '../../test/renderPage';

function renderBank(update: FakeReply, profile: FakeRoute = profileReply()) {
  const api = fakeApi({ 'GET employee/userprofile': profile, 'POST employee/updateprofile1': update });
  return { api, ...renderPage('/employee-edit-bank', { session: partnerSession }) };
}

describe('edit bank details', () => {
  it('prefills the bank details and sends the change with the account id', async () => {
    const { api, user, notices } = renderBank({ status: 200, body: { status: 200, message: 'Bank details updated successfully.' } });
    expect(await screen.findByLabelText('Bank name')).toHaveValue('Canara Bank');
    expect(screen.getByLabelText('Account number')).toHaveValue('1234567890');
    expect(screen.getByLabelText('IFSC code')).toHaveValue('CNRB0001234');
    expect(screen.getByLabelText('Branch name (optional)')).toHaveValue('Anna Nagar');
    expect(screen.getByLabelText('Account holder name')).toHaveValue('Ravi Kumar');

    await user.clear(screen.getByLabelText('IFSC code'));
    await user.type(screen.getByLabelText('IFSC code'), 'CNRB0009999');
    await user.click(screen.getByRole('button', { name: 'Save bank details' }));

    await waitFor(() => expect(notices).toEqual([{ kind: 'success', message: 'Bank details updated successfully.' }]));
    expect(api.requests.find((request) => request.method === 'POST')).toEqual({
      method: 'POST',
      url: 'employee/updateprofile1',
      body: { bankName: 'Canara Bank', accountHolderName: 'Ravi Kumar', accountNumber: '1234567890', ifscCode: 'CNRB0009999', branchName: 'Anna Nagar', id: 12 },
    });
  });

  it('reads the profile again after a save, so the portal holds the new bank details', async () => {
    let ifscCode = 'CNRB0001234';
    const { user, queryClient } = renderBank({ status: 200, body: { status: 200, message: 'Bank details updated successfully.' } }, () =>
      profileReply({ ifsc_code: ifscCode }),
    );
    await user.clear(await screen.findByLabelText('IFSC code'));
    await user.type(screen.getByLabelText('IFSC code'), 'CNRB0009999');
    ifscCode = 'CNRB0009999';
    await user.click(screen.getByRole('button', { name: 'Save bank details' }));

    await waitFor(() => expect(queryClient.getQueryData(queryKeys.partner.profile())).toMatchObject({ ifscCode: 'CNRB0009999' }));
  });

  it("says 'Error fetching user profile data' when the profile gets no reply", async () => {
    const { notices } = renderBank({ status: 200, body: { status: 200, message: 'Bank details updated successfully.' } }, 'network-error');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching user profile data');
    expect(notices).toEqual([{ kind: 'error', message: 'Error fetching user profile data' }]);
    expect(screen.queryByLabelText('Bank name')).not.toBeInTheDocument();
  });

  it('requires the bank fields', async () => {
    const { api, user } = renderBank({ status: 200, body: { status: 200, message: 'Bank details updated successfully.' } });
    await user.clear(await screen.findByLabelText('Bank name'));
    await user.clear(screen.getByLabelText('IFSC code'));
    await user.click(screen.getByRole('button', { name: 'Save bank details' }));
    expect(await screen.findByText('Bank name is required')).toBeInTheDocument();
    expect(screen.getByText('IFCS code is required')).toBeInTheDocument();
    expect(api.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it("says 'Failed to update bank details' when the update fails", async () => {
    const { user, notices } = renderBank(failed(500, 'Internal Server Error'));
    await screen.findByLabelText('Bank name');
    await user.click(screen.getByRole('button', { name: 'Save bank details' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update bank details');
    expect(notices).toEqual([{ kind: 'error', message: 'Failed to update bank details' }]);
  });

  it('refuses in the browser what issue 36 saw saved: IFSC SBIN123, account 12ab, no holder', async () => {
    const { api, user } = renderBank({ status: 200, body: { status: 200, message: 'Bank details updated successfully.' } });
    await user.clear(await screen.findByLabelText('IFSC code'));
    await user.type(screen.getByLabelText('IFSC code'), 'SBIN123');
    await user.clear(screen.getByLabelText('Account number'));
    await user.type(screen.getByLabelText('Account number'), '12ab');
    await user.clear(screen.getByLabelText('Account holder name'));
    await user.click(screen.getByRole('button', { name: 'Save bank details' }));

    expect(await screen.findByText('Enter a valid 11-character IFSC code, e.g. SBIN0000691.')).toBeInTheDocument();
    expect(screen.getByText('Account number must be 9 to 18 digits.')).toBeInTheDocument();
    expect(screen.getByText('Account holder name is required')).toBeInTheDocument();
    expect(api.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('warns before a change, and says payouts are on hold while ops check the new details', async () => {
    renderBank({ status: 200, body: { status: 200, message: 'Bank details updated successfully.' } }, profileReply({ payout_hold: true }));
    expect(await screen.findByText('Payouts on hold')).toBeInTheDocument();
    expect(screen.getByText(/payouts are on hold until our team checks the new details/)).toBeInTheDocument();
    expect(screen.getByText(/Changing the account puts your payouts on hold/)).toBeInTheDocument();
  });
});
