import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { ApiError, apiClient, profileApi } from '@servenear/shared/api';
import { authApi } from './auth';

interface Sent {
  method: string;
  url: string;
  data: unknown;
}

/** Answers every request with one reply, recording what was sent: only the socket is fake. */
function serve(status: number, body: unknown, headers: Record<string, string> = {}): Sent[] {
  const sent: Sent[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    sent.push({
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      data: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
    });
    const response = { data: body, status, statusText: String(status), headers: new AxiosHeaders(headers), config, request: {} };
    if (status < 300) return response;
    throw new AxiosError(`Request failed with status code ${status}`, AxiosError.ERR_BAD_REQUEST, config, {}, response);
  };
  apiClient.defaults.adapter = adapter;
  return sent;
}

const success = { token: 'opaque', role: 'user', name: 'Asha Verma', id: 7, is_verified: 1, mobile: '9876500001' };

describe('authApi', () => {
  it('login maps the success object to a session and keeps the message', async () => {
    const sent = serve(200, { status: 200, message: 'Login Successfully.', success }, { 'X-User-Role': 'user' });
    await expect(authApi.login({ mobile: '9876500001', password: 'demo1234' })).resolves.toEqual({
      session: { role: 'user', name: 'Asha Verma', userId: 7, phoneNumber: '9876500001', verified: true },
      message: 'Login Successfully.',
    });
    expect(sent).toEqual([{ method: 'POST', url: 'user/login', data: { mobile: '9876500001', password: 'demo1234' } }]);
  });

  it('takes the role from the X-User-Role header and reads is_verified 0 as unverified', async () => {
    serve(200, { status: 200, success: { ...success, role: undefined, is_verified: 0 } }, { 'x-user-role': 'user' });
    const { session } = await authApi.register({ name: 'Asha Verma', mobile: '9876500001', password: 'demo1234' });
    expect(session).toMatchObject({ role: 'user', verified: false });
  });

  it('refuses a sign-in reply without a usable session', async () => {
    serve(200, { status: 200, success: { name: 'Asha' } });
    await expect(authApi.login({ mobile: '9876500001', password: 'demo1234' })).rejects.toBeInstanceOf(ApiError);
  });

  it("keeps the server's status and text of a refused login", async () => {
    serve(401, { status: 401, errors: {}, message: 'Invalid mobile number or password.' });
    await expect(authApi.login({ mobile: '9876500001', password: 'nope123' })).rejects.toMatchObject({
      status: 401,
      message: 'Invalid mobile number or password.',
    });
  });

  it('verifyOtp reads data.is_verified', async () => {
    const sent = serve(200, { status: 200, message: 'OTP Verified', data: { is_verified: 1 } });
    await expect(authApi.verifyOtp('1234')).resolves.toEqual({ verified: true, message: 'OTP Verified' });
    expect(sent[0]).toEqual({ method: 'POST', url: 'user/verify-otp', data: { otp: '1234' } });
  });

  it('verifyResetOtp returns the reset token and resetPassword sends it under its wire name', async () => {
    serve(200, { status: 200, data: { reset_token: 'token-0123456789abcdefghij' } });
    await expect(authApi.verifyResetOtp('9876500001', '1234')).resolves.toBe('token-0123456789abcdefghij');

    const sent = serve(200, { status: 200, message: 'Password reset successfully.' });
    await expect(
      authApi.resetPassword({ resetToken: 'token-0123456789abcdefghij', newPassword: 'fresh1', confirmPassword: 'fresh1' }),
    ).resolves.toBe('Password reset successfully.');
    expect(sent[0]?.data).toEqual({ reset_token: 'token-0123456789abcdefghij', new_password: 'fresh1', confirm_password: 'fresh1' });
  });

  it('changePassword sends old_password and new_password, and confirm_password only when given', async () => {
    const sent = serve(200, { status: 200, message: 'Password successfully updated!' });
    await authApi.changePassword({ oldPassword: 'demo1234', newPassword: 'fresh1' });
    expect(sent[0]).toEqual({ method: 'POST', url: 'user/changepassword', data: { old_password: 'demo1234', new_password: 'fresh1' } });
  });

  it('forgotPassword and resendOtp post to their paths', async () => {
    const sent = serve(200, { status: 200, message: 'ok' });
    await authApi.forgotPassword('9876500001');
    await authApi.resendOtp();
    expect(sent.map(({ url, data }) => [url, data])).toEqual([
      ['user/forgot-password', { mobile: '9876500001' }],
      ['user/resend-otp', {}],
    ]);
  });
});

describe('profileApi', () => {
  const wire = { id: 7, name: 'Asha Verma', mobile: '9876500001', email: null, address: null, image_url: null, is_verified: 1, role: 'user' };

  it('maps the wire profile to clean names, with empty text for missing fields', async () => {
    const sent = serve(200, { status: 200, data: { ...wire, image_url: '/api/files/profile/a.png' } });
    await expect(profileApi.userProfile()).resolves.toEqual({
      id: 7,
      name: 'Asha Verma',
      mobile: '9876500001',
      email: '',
      address: '',
      imageUrl: '/api/files/profile/a.png',
      verified: true,
      role: 'user',
    });
    await profileApi.userDetails();
    expect(sent.map((request) => request.url)).toEqual(['user/userprofile', 'user/user-details']);
  });

  it('updateProfile posts multipart form data with profile_image', async () => {
    const sent = serve(200, { status: 200, message: 'Profile updated successfully.', data: wire });
    const image = new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' });
    const result = await profileApi.updateProfile({
      name: 'Asha Verma',
      email: 'asha@example.in',
      mobile: '9876500001',
      address: 'Chennai',
      profileImage: image,
    });
    expect(result.message).toBe('Profile updated successfully.');
    expect(result.profile?.name).toBe('Asha Verma');
    const form = sent[0]?.data as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect([...form.keys()]).toEqual(['name', 'email', 'mobile', 'address', 'profile_image']);
  });

  it('a 401 rejects with status 401', async () => {
    serve(401, { status: 401, errors: {}, message: 'Please log in to continue.' });
    await expect(profileApi.userProfile()).rejects.toMatchObject({ status: 401, message: 'Please log in to continue.' });
  });

  it('deleteAccount calls user/deleteacount', async () => {
    const sent = serve(200, { status: 200, message: 'Your account has been deleted.' });
    await expect(profileApi.deleteAccount()).resolves.toBe('Your account has been deleted.');
    expect(sent[0]).toMatchObject({ method: 'GET', url: 'user/deleteacount' });
  });
});
