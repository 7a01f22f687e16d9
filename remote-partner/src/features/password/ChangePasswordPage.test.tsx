import { screen, waitFor } from '@testing-library/react';
import { failed, fakeApi, type FakeReply } from '@servenear/shared/testing';
import { profileReply } from '../../test/profiles';
import { partnerSession, renderPage } from '../../test/renderPage';

function renderPassword(reply: FakeReply) {
  const api = fakeApi({ 'GET employee/userprofile': profileReply(), 'POST employee/changepassword': reply });
  return { api, ...renderPage('/employee-change-password', { session: partnerSession }) };
}

async function fill(user: ReturnType<typeof renderPage>['user'], oldPassword: string, newPassword: string, confirmation: string) {
  if (oldPassword) await user.type(await screen.findByLabelText('Old password'), oldPassword);
  if (newPassword) await user.type(screen.getByLabelText('New password'), newPassword);
  if (confirmation) await user.type(screen.getByLabelText('Confirm new password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Update password' }));
}

describe('change password', () => {
  it('checks the passwords before sending', async () => {
    const { api, user } = renderPassword({ status: 200, body: { status: 200, message: 'Password successfully updated!' } });
    await screen.findByLabelText('Old password');
    await fill(user, '', 'abc', 'abd');
    expect(await screen.findByText('Old password is required.')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters long.')).toBeInTheDocument();
    expect(api.requests.filter((request) => request.method === 'POST')).toEqual([]);

    await fill(user, 'demo1234', 'de', 'mo12345');
    expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument();
  });

  it('sends the change and confirms it', async () => {
    const { api, user, notices } = renderPassword({ status: 200, body: { status: 200, message: 'Password successfully updated!' } });
    await fill(user, 'demo1234', 'mango-lassi9', 'mango-lassi9');

    expect(await screen.findByRole('status')).toHaveTextContent('Password successfully updated!');
    expect(notices).toEqual([{ kind: 'success', message: 'Password successfully updated!' }]);
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({
      old_password: 'demo1234',
      new_password: 'mango-lassi9',
      confirm_password: 'mango-lassi9',
    });
    expect(screen.getByLabelText('Old password')).toHaveValue('');
  });

  it('shows a wrong old password under its field', async () => {
    const { user } = renderPassword(failed(422, 'Old password is incorrect.', { old_password: ['Old password is incorrect.'] }));
    await fill(user, 'wrong12', 'mango-lassi9', 'mango-lassi9');
    await waitFor(() => expect(screen.getByLabelText('Old password')).toHaveAccessibleDescription('Old password is incorrect.'));
  });
});
