import { act, screen } from '@testing-library/react';
import { fakeApi } from '@servenear/shared/testing';
import { renderPage } from '../../test/renderPage';

const resetToken = 'reset-token-0123456789abcdef';

describe('/reset-password and /create-new-password', () => {
  afterEach(() => jest.useRealTimers());

  it('checks the new password and its confirmation', async () => {
    const api = fakeApi({});
    const { user } = renderPage('/reset-password', { state: { resetToken } });
    await user.click(await screen.findByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Password must be at least 8 characters long.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('New password'), 'abcde');
    await user.type(screen.getByLabelText('Confirm password'), 'abcdf');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('Passwords do not match.');
    expect(api.requests).toEqual([]);
  });

  it('has a show/hide toggle on both boxes', async () => {
    fakeApi({});
    const { user } = renderPage('/reset-password', { state: { resetToken } });
    await user.click(await screen.findByRole('button', { name: 'Show new password' }));
    expect(screen.getByLabelText('New password')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show confirm password' }));
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password');
  });

  it('resets the password, says so, and opens the login page 3 s later', async () => {
    jest.useFakeTimers();
    const api = fakeApi({ 'POST user/reset-password': { status: 200, body: { status: 200, message: 'Password reset successfully.' } } });
    const { user } = renderPage('/reset-password', { state: { resetToken }, fakeTimers: true });
    await user.type(await screen.findByLabelText('New password'), 'fresh-mint7');
    await user.type(screen.getByLabelText('Confirm password'), 'fresh-mint7');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Password reset successfully.');
    expect(api.requests).toEqual([
      { method: 'POST', url: 'user/reset-password', body: { reset_token: resetToken, new_password: 'fresh-mint7', confirm_password: 'fresh-mint7' } },
    ]);

    act(() => jest.advanceTimersByTime(2_900));
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it("shows the server's reason when the reset link has expired", async () => {
    fakeApi({
      'POST user/reset-password': { status: 400, body: { status: 400, errors: {}, message: 'This reset link has expired. Please start again.' } },
    });
    const { user } = renderPage('/reset-password', { state: { resetToken } });
    await user.type(await screen.findByLabelText('New password'), 'fresh-mint7');
    await user.type(screen.getByLabelText('Confirm password'), 'fresh-mint7');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link has expired. Please start again.');
  });

  it("shows the same screen titled 'Create New Password'", async () => {
    fakeApi({});
    renderPage('/create-new-password', { state: { resetToken } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Create New Password' })).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm password')).toBeInTheDocument();
  });

  it.each(['/create-new-password', '/reset-password'])('opened directly, %s explains how to get there and leads to /forgot', async (route) => {
    fakeApi({});
    const { user } = renderPage(route);

    expect(await screen.findByText('To set a new password, first ask for a code on the Forgot password page. This page opens once you have entered it.')).toBeInTheDocument();
    expect(screen.queryByText(/no longer valid/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    const way = screen.getByRole('link', { name: 'Get a code' });
    expect(way).toHaveAttribute('href', '/forgot');

    await user.click(way);
    expect(await screen.findByTestId('location')).toHaveTextContent('/forgot');
  });
});
