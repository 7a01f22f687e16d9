import { screen, waitFor } from '@testing-library/react';
import { fakeApi, pendingReply } from '@servenear/shared/testing';
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
    expect(screen.getByText('Password must be at least 6 characters long.')).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription('Please enter a valid 10-digit mobile number.');
    expect(api.requests).toEqual([]);
  });

  it('rejects a short mobile number and a short password', async () => {
    const api = fakeApi({});
    const { user } = renderPage('/login');
    await fillLogin(user, '98765', 'abc');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Please enter a valid 10-digit mobile number.')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters long.')).toBeInTheDocument();
    expect(api.requests).toEqual([]);
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

  it.each([401, 403, 404])("shows the server's text of a %i above the button and stays on the page", async (status) => {
    const message = status === 401 ? 'Invalid mobile number or password.' : `Refused with ${status}.`;
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

  it('says so when the network is down', async () => {
    fakeApi({ 'POST user/login': 'network-error' });
    const { user } = renderPage('/login');
    await fillLogin(user);
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Network error. Please try again.'));
  });
});
