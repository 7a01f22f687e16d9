import { screen, waitFor } from '@testing-library/react';
import { failed, fakeApi, pendingReply, type FakeReply } from '@servenear/shared/testing';
import { renderPage } from '../../test/renderPage';

const signedInReply = (is_verified: 0 | 1) => ({
  status: 200,
  body: {
    status: 200,
    message: 'Login Successfully.',
    success: { token: 'opaque', role: 'user', name: 'Asha Verma', id: 7, is_verified, mobile: '9876500001' },
  },
});

async function fillLogin(user: ReturnType<typeof renderPage>['user'], mobile = '9876500001', password = 'demo1234') {
  await user.type(await screen.findByLabelText('Mobile number'), mobile);
  await user.type(screen.getByLabelText('Password'), password);
}

describe('/login', () => {
  it('shows the form with its links and autocomplete hints', async () => {
    fakeApi({});
    renderPage('/login');

    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile number')).toHaveAttribute('autocomplete', 'tel');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/sign-in');
    expect(screen.getByRole('link', { name: 'Partner login' })).toHaveAttribute('href', '/employee-login');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot');
  });

  it('shows both messages on an empty submit and sends nothing', async () => {
    const api = fakeApi({});
    const { user } = renderPage('/login');
    await user.click(await screen.findByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Please enter a valid 10-digit mobile number.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password.')).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription('Please enter a valid 10-digit mobile number.');
    expect(api.requests).toEqual([]);
  });

  it('rejects a short mobile number before sending', async () => {
    const api = fakeApi({});
    const { user } = renderPage('/login');
    await fillLogin(user, '98765', 'abc');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Please enter a valid 10-digit mobile number.')).toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });

  it('sends a short password: an account made under an older rule must still sign in (issue 36)', async () => {
    const api = fakeApi({ 'POST user/login': { status: 401, body: { status: 401, errors: {}, message: 'Invalid mobile number or password.' } } });
    const { user } = renderPage('/login');
    await fillLogin(user, '9876500001', 'abc12');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(api.requests).toEqual([{ method: 'POST', url: 'user/login', body: { mobile: '9876500001', password: 'abc12' } }]));
    expect(screen.queryByText(/at least/)).not.toBeInTheDocument();
  });

  it('shows and hides the password with the toggle', async () => {
    fakeApi({});
    const { user } = renderPage('/login');
    const password = await screen.findByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show password' });

    expect(password).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'password');
  });

  it("reads 'Processing...' while logging in, then signs in, toasts and goes home", async () => {
    const reply = pendingReply();
    const api = fakeApi({ 'POST user/login': reply });
    const { user, notices } = renderPage('/login');
    await fillLogin(user);
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
    reply.resolve(signedInReply(1));

    expect(await screen.findByTestId('location')).toHaveTextContent('/');
    expect(api.requests).toEqual([{ method: 'POST', url: 'user/login', body: { mobile: '9876500001', password: 'demo1234' } }]);
    expect(notices).toEqual([{ kind: 'success', message: 'Login Successfully.' }]);
    expect(JSON.parse(screen.getByTestId('session').textContent ?? '')).toEqual({
      role: 'user',
      name: 'Asha Verma',
      userId: 7,
      phoneNumber: '9876500001',
      verified: true,
    });
  });

  it('signs an unverified customer in as unverified', async () => {
    fakeApi({ 'POST user/login': signedInReply(0) });
    const { user } = renderPage('/login');
    await fillLogin(user);
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await screen.findByTestId('location');
    expect(JSON.parse(screen.getByTestId('session').textContent ?? '')).toMatchObject({ verified: false });
  });

  // The one failure rule of both logins (the partner's test asserts the same cases).
  it.each([
    [401, 'Invalid mobile number or password.'],
    [403, 'Refused with 403.'],
    [404, 'Refused with 404.'],
    [423, 'This account is locked. Please contact support.'],
    [429, 'Too many requests. Please try again later.'],
  ])("shows the server's text of a %i above the button and stays on the page", async (status, message) => {
    fakeApi({ 'POST user/login': { status, body: { status, errors: {}, message } } });
    const { user, notices } = renderPage('/login');
    await fillLogin(user);
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    const button = screen.getByRole('button', { name: 'Login' });
    expect(alert.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(button).toBeEnabled();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(screen.getByTestId('session')).toHaveTextContent('signed out');
    expect(notices).toEqual([]);
  });

  it.each([400, 422])("shows a %i's field messages under their fields, focuses the first, and nothing above the button", async (status) => {
    fakeApi({ 'POST user/login': failed(status, 'The given data was invalid.', { mobile: ['No account uses this number.'], password: ['Password is too common.'] }) });
    const { user, notices } = renderPage('/login');
    await fillLogin(user);
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const mobile = screen.getByLabelText('Mobile number');
    await waitFor(() => expect(mobile).toHaveAccessibleDescription('No account uses this number.'));
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is too common.');
    expect(mobile).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(notices).toEqual([]);
  });

  it.each<[string, FakeReply]>([
    ['a server failure', { status: 500, body: { status: 500, errors: {}, message: 'Something went wrong' } }],
    ['a reply that is not ours', { status: 502, body: '<html>Bad gateway</html>' }],
  ])("says 'Something went wrong.' for %s", async (_case, reply) => {
    fakeApi({ 'POST user/login': reply });
    const { user, notices } = renderPage('/login');
    await fillLogin(user);
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(notices).toEqual([]);
  });

  it('says so when the network is down', async () => {
    fakeApi({ 'POST user/login': 'network-error' });
    const { user, notices } = renderPage('/login');
    await fillLogin(user);
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Network error. Please try again.'));
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(notices).toEqual([]);
  });
});
