import { screen, waitFor } from '@testing-library/react';
import { failed, fakeApi, pendingReply, type FakeReply } from '@servenear/shared/testing';
import { probe, renderPage } from '../../test/renderPage';

const loggedIn = (isVerified: 0 | 1): FakeReply => ({
  status: 200,
  body: {
    status: 200,
    message: 'Login Successfully.',
    success: { token: 'opaque-token', role: 'employee', name: 'Suresh Pillai', id: 14, is_verified: isVerified },
  },
});

function renderLogin(reply: FakeReply | ReturnType<typeof pendingReply>) {
  const api = fakeApi({ 'POST employee/login': reply });
  return { api, ...renderPage('/employee-login') };
}

async function logIn(user: ReturnType<typeof renderPage>['user'], mobile = '9876500003', password = 'demo1234') {
  await user.type(await screen.findByLabelText('Mobile number'), mobile);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('partner login', () => {
  it('links back to the customer login and to sign-up', async () => {
    renderLogin(loggedIn(1));
    expect(await screen.findByRole('heading', { level: 1, name: 'Partner login' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Customer login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Sign up as a partner' })).toHaveAttribute('href', '/employee-register');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
  });

  it('shows and hides the password', async () => {
    const { user } = renderLogin(loggedIn(1));
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('checks the fields before sending anything', async () => {
    const { api, user } = renderLogin(loggedIn(1));
    await logIn(user, '98765', '123');
    expect(await screen.findByText('Please enter a valid 10-digit mobile number.')).toBeInTheDocument();
    // A short password is the server's to judge: an account made under an older rule still signs in.
    expect(screen.queryByText(/at least/)).not.toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });

  it("reads 'Processing...' while submitting, then signs in, toasts and goes home", async () => {
    const reply = pendingReply();
    const { api, user, notices } = renderLogin(reply);
    await logIn(user);

    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(api.requests).toEqual([{ method: 'POST', url: 'employee/login', body: { mobile: '9876500003', password: 'demo1234' } }]);
    reply.resolve(loggedIn(0));

    expect(await screen.findByText('Somewhere else')).toBeInTheDocument();
    expect(probe()).toBe('/|employee:Suresh Pillai:14:false');
    expect(notices).toEqual([{ kind: 'success', message: 'Login Successfully.' }]);
  });

  // The one failure rule of both logins (the customer login's test asserts the same cases).
  it.each([
    [401, 'Invalid mobile number or password.'],
    [403, 'Your registration was not approved: ID proof unreadable'],
    [404, 'No partner account uses this number.'],
    [423, 'This account is locked. Please contact support.'],
    [429, 'Too many requests. Please try again later.'],
  ])('shows the server text of a %i above the button', async (status, message) => {
    const { user, notices } = renderLogin(failed(status, message));
    await logIn(user);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    const button = screen.getByRole('button', { name: 'Login' });
    expect(alert.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(button).toBeEnabled();
    expect(probe()).toBe('/employee-login|signed-out');
    expect(notices).toEqual([]);
  });

  it.each([400, 422])("shows a %i's field messages under their fields, focuses the first, and nothing above the button", async (status) => {
    const { user, notices } = renderLogin(
      failed(status, 'The given data was invalid.', { mobile: ['Please enter a valid 10-digit mobile number.'], password: ['Password is too common.'] }),
    );
    await logIn(user);

    const mobile = screen.getByLabelText('Mobile number');
    await waitFor(() => expect(mobile).toHaveAccessibleDescription('Please enter a valid 10-digit mobile number.'));
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is too common.');
    expect(mobile).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(notices).toEqual([]);
  });

  it.each<[string, FakeReply]>([
    ['a server failure', failed(500, 'Something went wrong')],
    ['a reply that is not ours', { status: 502, body: '<html>Bad gateway</html>' }],
  ])("says 'Login failed. Please try again.' for %s", async (_case, reply) => {
    const { user, notices } = renderLogin(reply);
    await logIn(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Please try again.');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(probe()).toBe('/employee-login|signed-out');
    expect(notices).toEqual([]);
  });

  it('says so when the network is down', async () => {
    const { user, notices } = renderLogin('network-error');
    await logIn(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('Network error. Please try again.');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(notices).toEqual([]);
  });
});
