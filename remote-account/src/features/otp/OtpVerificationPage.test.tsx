import { act, screen, waitFor } from '@testing-library/react';
import { queryKeys, type Session } from '@servenear/shared/host';
import { fakeApi, type FakeReply } from '@servenear/shared/testing';
import { renderPage } from '../../test/renderPage';

const unverified: Session = { role: 'user', name: 'Neha Iyer', userId: 12, phoneNumber: '9876543210', verified: false };
const sent: FakeReply = { status: 200, body: { status: 200, message: 'OTP has been resent successfully!', data: { expires_in: 300, resend_in: 30 } } };
const noOpenCode: FakeReply = { status: 200, body: { status: 200, data: { expires_in: 0, resend_in: 0 } } };
const verified: FakeReply = { status: 200, body: { status: 200, message: 'OTP Verified', data: { is_verified: 1 } } };

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 4` });
const boxValues = () => [1, 2, 3, 4].map((n) => (box(n) as HTMLInputElement).value);

function openPage(routes: Record<string, FakeReply> = {}, fakeTimers = false) {
  const api = fakeApi({ 'GET user/otp-status': noOpenCode, 'POST user/resend-otp': sent, ...routes });
  return { api, ...renderPage('/otp-verification', { session: unverified, fakeTimers }) };
}

describe('/otp-verification boxes', () => {
  it('has four numeric single-digit boxes, the first offering the texted code', async () => {
    openPage();
    await screen.findByRole('heading', { level: 1, name: 'Verify your number' });
    for (const n of [1, 2, 3, 4]) {
      expect(box(n)).toHaveAttribute('inputmode', 'numeric');
      expect(box(n)).toHaveAttribute('maxlength', '1');
    }
    expect(box(1)).toHaveAttribute('autocomplete', 'one-time-code');
  });

  it('moves focus forward on each digit and ignores anything but digits', async () => {
    const { user } = openPage();
    await user.click(await screen.findByRole('textbox', { name: 'Digit 1 of 4' }));
    await user.keyboard('a');
    expect(box(1)).toHaveValue('');
    expect(box(1)).toHaveFocus();

    await user.keyboard('4');
    expect(box(2)).toHaveFocus();
    await user.keyboard('-');
    expect(box(2)).toHaveValue('');
    await user.keyboard('7');
    await user.keyboard('1');
    expect(box(4)).toHaveFocus();
    expect(boxValues()).toEqual(['4', '7', '1', '']);
  });

  it('goes back one box on Backspace in an empty box', async () => {
    const { user } = openPage();
    await user.click(await screen.findByRole('textbox', { name: 'Digit 1 of 4' }));
    await user.keyboard('12');
    expect(box(3)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(box(2)).toHaveFocus();
    expect(boxValues()).toEqual(['1', '', '', '']);
  });

  it('fills all four boxes from a pasted code', async () => {
    const { user } = openPage();
    await user.click(await screen.findByRole('textbox', { name: 'Digit 3 of 4' }));
    await user.paste('Code: 5 2 8 1');
    expect(boxValues()).toEqual(['5', '2', '8', '1']);
    expect(box(4)).toHaveFocus();
  });
});

describe('/otp-verification', () => {
  it('asks for a code once on load and shows the masked number it went to', async () => {
    const { api } = openPage();
    expect(await screen.findByText('******3210')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.requests).toEqual([
        { method: 'GET', url: 'user/otp-status', body: undefined },
        { method: 'POST', url: 'user/resend-otp', body: { phoneNumber: '9876543210' } },
      ]),
    );
  });

  it('reloaded while its code is open: no false error, no new code, the countdown goes on (issue 36)', async () => {
    const { api, notices } = openPage({ 'GET user/otp-status': { status: 200, body: { status: 200, data: { expires_in: 270, resend_in: 0 } } } });
    expect(await screen.findByText('4:30')).toBeInTheDocument();
    expect(api.requests.filter((request) => request.url === 'user/resend-otp')).toEqual([]);
    expect(notices).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Resend' })).not.toBeInTheDocument();
  });

  it.each([
    [{ status: 429, body: { status: 429, errors: {}, message: 'Please wait 30 seconds before asking for a new code.' } }, 'Failed to send OTP on initial load.'],
    ['network-error', 'An error occurred while sending the OTP.'],
  ] as Array<[FakeReply, string]>)('alerts when the first code cannot be sent', async (reply, message) => {
    const { notices } = openPage({ 'POST user/resend-otp': reply });
    await waitFor(() => expect(notices).toEqual([{ kind: 'error', message }]));
  });

  it("says 'Please enter all OTP digits.' for an incomplete code and sends nothing", async () => {
    const { api, user } = openPage();
    await user.click(await screen.findByRole('textbox', { name: 'Digit 1 of 4' }));
    await user.keyboard('12');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Please enter all OTP digits.')).toBeInTheDocument();
    expect(box(1)).toHaveAccessibleDescription('Please enter all OTP digits.');
    expect(api.requests.filter((request) => request.url === 'user/verify-otp')).toEqual([]);
  });

  it("verifies the code, toasts 'OTP Verified', marks the session verified and goes home", async () => {
    const { api, user, notices } = openPage({ 'POST user/verify-otp': verified });
    await user.click(await screen.findByRole('textbox', { name: 'Digit 1 of 4' }));
    await user.keyboard('2468');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/');
    expect(api.requests).toContainEqual({ method: 'POST', url: 'user/verify-otp', body: { otp: '2468' } });
    expect(notices).toContainEqual({ kind: 'success', message: 'OTP Verified' });
    expect(JSON.parse(screen.getByTestId('session').textContent ?? '')).toEqual({ ...unverified, verified: true });
  });

  it('has a profile read before the code asked again, now that it is verified', async () => {
    const { user, queryClient } = openPage({ 'POST user/verify-otp': verified });
    queryClient.setQueryData(queryKeys.account.profile(), { id: 12, name: 'Neha Iyer', verified: false });
    await user.click(await screen.findByRole('textbox', { name: 'Digit 1 of 4' }));
    await user.keyboard('2468');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/');
    expect(queryClient.getQueryState(queryKeys.account.profile())?.isInvalidated).toBe(true);
  });

  it.each([
    [
      { status: 400, body: { status: 400, errors: { otp: ['Invalid OTP. Please try again.'] }, message: 'Invalid OTP. Please try again.' } },
      'Invalid OTP. Please try again.',
    ],
    [{ status: 500, body: { status: 500, errors: {}, message: 'Internal Server Error' } }, 'An error occurred while verifying OTP.'],
    ['network-error', 'An error occurred while verifying OTP.'],
  ] as Array<[FakeReply, string]>)('alerts when the code is refused or cannot be checked', async (reply, message) => {
    const { user, notices } = openPage({ 'POST user/verify-otp': reply });
    await user.click(await screen.findByRole('textbox', { name: 'Digit 1 of 4' }));
    await user.keyboard('1111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(notices).toContainEqual({ kind: 'error', message }));
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(JSON.parse(screen.getByTestId('session').textContent ?? '')).toMatchObject({ verified: false });
    expect(boxValues()).toEqual(['', '', '', '']);
  });
});

describe('/otp-verification timers', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

  it('counts 300 s down, shows Resend at 0, then locks it for 30 s and restarts at 5:00', async () => {
    const { api, user, notices } = openPage({}, true);
    expect(await screen.findByText('5:00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend' })).not.toBeInTheDocument();

    advance(61_000);
    expect(screen.getByText('3:59')).toBeInTheDocument();
    advance(238_000);
    expect(screen.getByText('0:01')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend' })).not.toBeInTheDocument();

    advance(1_000);
    const resend = screen.getByRole('button', { name: 'Resend' });
    expect(resend).toBeEnabled();

    await user.click(resend);
    expect(await screen.findByText('5:00')).toBeInTheDocument();
    expect(notices).toContainEqual({ kind: 'success', message: 'OTP has been resent successfully!' });
    expect(screen.getByRole('button', { name: 'Resend' })).toBeDisabled();
    expect(api.requests.filter((request) => request.url === 'user/resend-otp')).toHaveLength(2);

    advance(29_000);
    expect(screen.getByRole('button', { name: 'Resend' })).toBeDisabled();
    advance(1_000);
    expect(screen.getByRole('button', { name: 'Resend' })).toBeEnabled();
    expect(screen.getByText('4:30')).toBeInTheDocument();
  });

  it.each([
    [{ status: 429, body: { status: 429, errors: {}, message: 'Please wait 30 seconds before asking for a new code.' } }, 'Failed to resend OTP. Please try again later.'],
    ['network-error', 'An error occurred while resending OTP.'],
  ] as Array<[FakeReply, string]>)('alerts when a new code cannot be sent', async (reply, message) => {
    let calls = 0;
    fakeApi({ 'GET user/otp-status': noOpenCode, 'POST user/resend-otp': () => (calls++ === 0 ? sent : reply) });
    const { user, notices } = renderPage('/otp-verification', { session: unverified, fakeTimers: true });
    await screen.findByText('5:00');
    advance(300_000);

    await user.click(screen.getByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(notices).toEqual([{ kind: 'error', message }]));
    expect(screen.getByText('The code has expired.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend' })).toBeEnabled();
  });
});
