import { screen } from '@testing-library/react';
import { fakeApi } from '@servenear/shared/testing';
import { renderPage } from '../../test/renderPage';

async function fillSignUp(user: ReturnType<typeof renderPage>['user']) {
  await user.type(await screen.findByLabelText('Name'), 'Neha Iyer');
  await user.type(screen.getByLabelText('Mobile number'), '9876512345');
  await user.type(screen.getByLabelText('Password'), 'tamarind42');
}

const registered = {
  status: 200,
  body: {
    status: 200,
    message: 'Registered successfully.',
    success: { token: 'opaque', role: 'user', name: 'Neha Iyer', id: 12, is_verified: 0, mobile: '9876512345' },
  },
};

describe('/sign-in', () => {
  it('shows every message on an empty submit and sends nothing', async () => {
    const api = fakeApi({});
    const { user } = renderPage('/sign-in');
    await user.click(await screen.findByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByText('Please enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid 10-digit mobile number.')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters long.')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(api.requests).toEqual([]);
  });

  it('registers, signs the customer in unverified and goes home', async () => {
    const api = fakeApi({ 'POST user/user-register': registered });
    const { user } = renderPage('/sign-in');
    await fillSignUp(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/');
    expect(api.requests).toEqual([
      { method: 'POST', url: 'user/user-register', body: { name: 'Neha Iyer', mobile: '9876512345', password: 'tamarind42' } },
    ]);
    expect(JSON.parse(screen.getByTestId('session').textContent ?? '')).toEqual({
      role: 'user',
      name: 'Neha Iyer',
      userId: 12,
      phoneNumber: '9876512345',
      verified: false,
    });
  });

  it('shows the first server message of each field under that field', async () => {
    fakeApi({
      'POST user/user-register': {
        status: 422,
        body: { status: 422, errors: { mobile: ['This mobile number is already registered.', 'Second message'] } },
      },
    });
    const { user } = renderPage('/sign-in');
    await fillSignUp(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByText('This mobile number is already registered.')).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription('This mobile number is already registered.');
    expect(screen.queryByText('Second message')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByTestId('session')).toHaveTextContent('signed out');
  });

  it('shows the response message of a refused request', async () => {
    fakeApi({ 'POST user/user-register': { status: 429, body: { status: 429, errors: {}, message: 'Too many attempts.' } } });
    const { user } = renderPage('/sign-in');
    await fillSignUp(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts.');
  });

  it("falls back to 'Something went wrong.' when the reply has no message for the user", async () => {
    fakeApi({ 'POST user/user-register': { status: 502, body: '<html>Bad gateway</html>' } });
    const { user } = renderPage('/sign-in');
    await fillSignUp(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
  });

  it("says 'Network error. Please try again.' when there is no reply", async () => {
    fakeApi({ 'POST user/user-register': 'network-error' });
    const { user } = renderPage('/sign-in');
    await fillSignUp(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error. Please try again.');
  });
});
