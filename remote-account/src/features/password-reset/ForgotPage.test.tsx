import { screen, waitFor } from '@testing-library/react';
import { fakeApi, ok } from '@servenear/shared/testing';
import { renderPage } from '../../test/renderPage';

const codeSent = { status: 200, body: { status: 200, message: 'If this number has an account, we have sent it a code.' } };

describe('/forgot', () => {
  it('asks for a valid mobile number before sending anything', async () => {
    const api = fakeApi({});
    const { user } = renderPage('/forgot');
    await user.click(await screen.findByRole('button', { name: 'Send code' }));

    expect(await screen.findByText('Please enter a valid 10-digit mobile number.')).toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });

  it('sends the code, then trades the four digits for a reset token and opens the reset screen', async () => {
    const api = fakeApi({
      'POST user/forgot-password': codeSent,
      'POST user/verify-reset-otp': ok({ reset_token: 'reset-token-0123456789abcdef' }),
    });
    const { user } = renderPage('/forgot');
    await user.type(await screen.findByLabelText('Mobile number'), '9876500001');
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    expect(await screen.findByText('If this number has an account, we have sent it a code.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Enter the 4-digit code sent to ******0001' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Please enter all OTP digits.')).toBeInTheDocument();

    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 4' }));
    await user.paste('4321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/reset-password');
    expect(api.requests).toEqual([
      { method: 'POST', url: 'user/forgot-password', body: { mobile: '9876500001' } },
      { method: 'POST', url: 'user/verify-reset-otp', body: { mobile: '9876500001', otp: '4321' } },
    ]);
  });

  it("shows the server's reason when the code is refused", async () => {
    fakeApi({
      'POST user/forgot-password': codeSent,
      'POST user/verify-reset-otp': {
        status: 400,
        body: { status: 400, errors: { otp: ['Invalid OTP. Please try again.'] }, message: 'Invalid OTP. Please try again.' },
      },
    });
    const { user } = renderPage('/forgot');
    await user.type(await screen.findByLabelText('Mobile number'), '9876500001');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.click(await screen.findByRole('textbox', { name: 'Digit 1 of 4' }));
    await user.keyboard('9999');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Invalid OTP. Please try again.'));
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });
});
