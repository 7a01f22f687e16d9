import { screen, waitFor } from '@testing-library/react';
import { fakeApi, ok, type FakeReply } from '@servenear/shared/testing';
import { customer, renderPage } from '../../test/renderPage';

const profile = ok({ id: 7, name: 'Asha Verma', mobile: '9876500001', email: '', address: '', image_url: null, is_verified: 1, role: 'user' });

function openChangePassword(reply?: FakeReply) {
  const api = fakeApi({ 'GET user/userprofile': profile, ...(reply ? { 'POST user/changepassword': reply } : {}) });
  return { api, ...renderPage('/change-password', { session: customer }) };
}

async function fill(user: ReturnType<typeof renderPage>['user'], oldPassword: string, newPassword: string, confirm: string) {
  if (oldPassword) await user.type(await screen.findByLabelText('Old password'), oldPassword);
  if (newPassword) await user.type(screen.getByLabelText('New password'), newPassword);
  if (confirm) await user.type(screen.getByLabelText('Confirm password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Update Password' }));
}

describe('/change-password', () => {
  it('shows every rule on an empty submit and sends nothing', async () => {
    const { api, user } = openChangePassword();
    await user.click(await screen.findByRole('button', { name: 'Update Password' }));

    expect(await screen.findByText('Old password is required.')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters long.')).toBeInTheDocument();
    expect(api.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('requires the confirmation to match', async () => {
    const { api, user } = openChangePassword();
    await fill(user, 'demo1234', 'fresh-mint7', 'fresh2');
    expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument();
    expect(api.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it("has show/hide toggles and the right autocomplete hints", async () => {
    const { user } = openChangePassword();
    expect(await screen.findByLabelText('Old password')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password');
    await user.click(screen.getByRole('button', { name: 'Show old password' }));
    expect(screen.getByLabelText('Old password')).toHaveAttribute('type', 'text');
  });

  it("changes the password, toasts 'Password successfully updated!' and clears the form", async () => {
    const { api, user, notices } = openChangePassword({ status: 200, body: { status: 200, message: 'Password successfully updated!' } });
    await fill(user, 'demo1234', 'fresh-mint7', 'fresh-mint7');

    await waitFor(() => expect(notices).toEqual([{ kind: 'success', message: 'Password successfully updated!' }]));
    expect(api.requests).toContainEqual({
      method: 'POST',
      url: 'user/changepassword',
      body: { old_password: 'demo1234', new_password: 'fresh-mint7', confirm_password: 'fresh-mint7' },
    });
    await waitFor(() => expect(screen.getByLabelText('Old password')).toHaveValue(''));
  });

  it("shows the server's message and the field error for a wrong old password", async () => {
    const { user, notices } = openChangePassword({
      status: 422,
      body: { status: 422, errors: { old_password: ['Old password is incorrect.'] }, message: 'Old password is incorrect.' },
    });
    await fill(user, 'wrong12', 'fresh-mint7', 'fresh-mint7');

    await waitFor(() => expect(notices).toEqual([{ kind: 'error', message: 'Old password is incorrect.' }]));
    expect(screen.getByLabelText('Old password')).toHaveAccessibleDescription('Old password is incorrect.');
  });

  it.each([
    [{ status: 500, body: { status: 500, errors: {} } }, 'Failed to update password.'],
    ['network-error', 'An error occurred. Please try again.'],
  ] as Array<[FakeReply, string]>)('falls back to the spec text when the server gives no reason', async (reply, message) => {
    const { user, notices } = openChangePassword(reply);
    await fill(user, 'demo1234', 'fresh-mint7', 'fresh-mint7');
    await waitFor(() => expect(notices).toEqual([{ kind: 'error', message }]));
  });

  it("on a 401 says 'Please log in to access this page.', forgets the session and goes home", async () => {
    const { user, notices } = openChangePassword({ status: 401, body: { status: 401, errors: {}, message: 'Please log in to continue.' } });
    await fill(user, 'demo1234', 'fresh-mint7', 'fresh-mint7');

    expect(await screen.findByTestId('location')).toHaveTextContent('/');
    expect(notices).toEqual([{ kind: 'error', message: 'Please log in to access this page.' }]);
    expect(screen.getByTestId('session')).toHaveTextContent('signed out');
  });
});
