import { screen, waitFor } from '@testing-library/react';
import { failed, fakeApi, type FakeRoute } from '@servenear/shared/testing';
import { signedOutState } from '../../components/session/signedOut';
import { opsSession, probe, renderPage } from '../../test/renderPage';

const codeSent = (challenge = 'challenge-1', resendIn = 30): FakeRoute => ({
  status: 200,
  body: {
    status: 200,
    message: 'Enter the code we sent to your mobile.',
    second_factor: { challenge, mobile_hint: '••••••0001', expires_in: 300, resend_in: resendIn },
  },
});

const signedIn: FakeRoute = {
  status: 200,
  body: { status: 200, message: 'Login Successfully.', success: { token: 'opaque', role: 'admin', name: 'Meera Iyer', id: 3, is_verified: 1 } },
};

async function enterPassword(user: ReturnType<typeof renderPage>['user']) {
  await user.type(await screen.findByLabelText('Mobile number'), '9876500001');
  await user.type(screen.getByLabelText('Password'), 'ops-pass-2026');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('ops sign-in', () => {
  it('asks for the password, then for the code texted to the number, and signs in to /ops', async () => {
    const api = fakeApi({ 'POST admin/login': codeSent(), 'POST admin/login/code': signedIn });
    const { user } = renderPage('/ops/sign-in');
    expect(await screen.findByRole('heading', { level: 1, name: 'ServeNear Ops' })).toBeInTheDocument();

    await enterPassword(user);
    expect(await screen.findByText('Enter the code we sent to your mobile.')).toBeInTheDocument();
    expect(screen.getByText('••••••0001')).toBeInTheDocument();
    expect(probe()).toBe('/ops/sign-in|signed-out');

    await user.type(screen.getByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Somewhere else')).toBeInTheDocument();
    expect(probe()).toBe('/ops|admin:Meera Iyer:3');
    expect(api.requests.map(({ url, body }) => [url, body])).toEqual([
      ['admin/login', { mobile: '9876500001', password: 'ops-pass-2026' }],
      ['admin/login/code', { challenge: 'challenge-1', code: '123456' }],
    ]);
  });

  it('says a wrong code under the field and stays signed out', async () => {
    fakeApi({
      'POST admin/login': codeSent(),
      'POST admin/login/code': failed(422, 'The given data was invalid.', { code: ['That code is not right. Check the SMS and try again.'] }),
    });
    const { user } = renderPage('/ops/sign-in');
    await enterPassword(user);
    await user.type(await screen.findByLabelText('6-digit code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const field = screen.getByLabelText('6-digit code');
    await waitFor(() => expect(field).toHaveAccessibleDescription('That code is not right. Check the SMS and try again.'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(probe()).toBe('/ops/sign-in|signed-out');
  });

  it('checks the code before sending it', async () => {
    const api = fakeApi({ 'POST admin/login': codeSent() });
    const { user } = renderPage('/ops/sign-in');
    await enterPassword(user);
    await user.type(await screen.findByLabelText('6-digit code'), '12');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(screen.getByLabelText('6-digit code')).toHaveAccessibleDescription('Please enter the 6-digit code.'));
    expect(api.requests.map((request) => request.url)).toEqual(['admin/login']);
  });

  it('sends a new code only once the wait is over, and goes back to the password with the number kept', async () => {
    const api = fakeApi({ 'POST admin/login': codeSent('challenge-1', 0), 'POST admin/login/resend': codeSent('challenge-2', 30) });
    const { user } = renderPage('/ops/sign-in');
    await enterPassword(user);

    await user.click(await screen.findByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByRole('button', { name: 'Send a new code' })).toBeDisabled();
    expect(screen.getByText(/You can ask for a new code in/)).toHaveTextContent(/0:(30|29)/);
    expect(api.requests.at(-1)).toEqual({ method: 'POST', url: 'admin/login/resend', body: { challenge: 'challenge-1' } });

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText('Mobile number')).toHaveValue('9876500001');
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('says the server’s refusal of the password above the button', async () => {
    fakeApi({ 'POST admin/login': failed(401, 'Invalid mobile number or password.') });
    const { user } = renderPage('/ops/sign-in');
    await enterPassword(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid mobile number or password.');
    expect(screen.queryByLabelText('6-digit code')).not.toBeInTheDocument();
  });

  it('forgets the session the console’s Sign out ended on the server, and stays', async () => {
    fakeApi({});
    renderPage('/ops/sign-in', { session: opsSession, state: signedOutState.mark });
    await waitFor(() => expect(probe()).toBe('/ops/sign-in|signed-out'));
    expect(screen.getByLabelText('Mobile number')).toBeInTheDocument();
  });

  it('sends an ops person already signed in to the console', async () => {
    fakeApi({});
    renderPage('/ops/sign-in', { session: opsSession });
    expect(await screen.findByText('Somewhere else')).toBeInTheDocument();
    expect(probe()).toBe('/ops|admin:Meera Iyer:3');
  });
});
