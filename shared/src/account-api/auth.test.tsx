import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { ApiError, apiClient, callEndpoint, useUpdateCustomerProfile } from '@servenear/shared/api';
import { customerDetailsEndpoint, customerLoginEndpoint, customerProfileEndpoint, deleteCustomerAccountEndpoint } from '@servenear/shared/endpoints';
import { TestHost } from '@servenear/shared/test-host';
import {
  useChangeCustomerPassword,
  useCustomerLogin,
  useRegisterCustomer,
  useResendOtp,
  useResetPassword,
  useSendResetCode,
  useVerifyOtp,
  useVerifyResetCode,
} from './queries/auth';

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

/** A mutation hook of this area as a page uses it, inside a stand-in for the shell. */
function hook<Result>(use: () => Result): Result {
  const wrapper = ({ children }: { children: ReactNode }) => <TestHost>{children}</TestHost>;
  return renderHook(use, { wrapper }).result.current;
}

const success = { token: 'opaque', role: 'user', name: 'Asha Verma', id: 7, is_verified: 1, mobile: '9876500001' };

describe('the sign-in and password calls', () => {
  it('login maps the success object to a session and keeps the message', async () => {
    const sent = serve(200, { status: 200, message: 'Login Successfully.', success }, { 'X-User-Role': 'user' });
    await expect(hook(useCustomerLogin).mutateAsync({ mobile: '9876500001', password: 'demo1234' })).resolves.toEqual({
      session: { role: 'user', name: 'Asha Verma', userId: 7, phoneNumber: '9876500001', verified: true },
      message: 'Login Successfully.',
    });
    expect(sent).toEqual([{ method: 'POST', url: 'user/login', data: { mobile: '9876500001', password: 'demo1234' } }]);
  });

  it('takes the role from the success object and reads is_verified 0 as unverified', async () => {
    const sent = serve(200, { status: 200, message: 'Registered successfully.', success: { ...success, is_verified: 0 } }, { 'x-user-role': 'user' });
    const { session } = await hook(useRegisterCustomer).mutateAsync({ name: 'Asha Verma', mobile: '9876500001', password: 'demo1234' });
    expect(session).toMatchObject({ role: 'user', verified: false });
    expect(sent[0]).toMatchObject({ method: 'POST', url: 'user/user-register' });
  });

  it('refuses a sign-in reply without a usable session', async () => {
    serve(200, { status: 200, message: 'Login Successfully.', success: { name: 'Asha' } });
    await expect(callEndpoint(customerLoginEndpoint, { body: { mobile: '9876500001', password: 'demo1234' } })).rejects.toBeInstanceOf(ApiError);
  });

  it("keeps the server's status and text of a refused login", async () => {
    serve(401, { status: 401, errors: {}, message: 'Invalid mobile number or password.' });
    await expect(hook(useCustomerLogin).mutateAsync({ mobile: '9876500001', password: 'nope123' })).rejects.toMatchObject({
      status: 401,
      message: 'Invalid mobile number or password.',
    });
  });

  it('verify-otp reads data.is_verified', async () => {
    const sent = serve(200, { status: 200, message: 'OTP Verified', data: { is_verified: 1 } });
    await expect(hook(useVerifyOtp).mutateAsync('1234')).resolves.toEqual({ verified: true, message: 'OTP Verified' });
    expect(sent[0]).toEqual({ method: 'POST', url: 'user/verify-otp', data: { otp: '1234' } });
  });

  it('verify-reset-otp returns the reset token and reset-password sends it under its wire name', async () => {
    const asked = serve(200, { status: 200, data: { reset_token: 'token-0123456789abcdefghij' } });
    await expect(hook(useVerifyResetCode).mutateAsync({ mobile: '9876500001', otp: '1234' })).resolves.toBe('token-0123456789abcdefghij');
    expect(asked[0]).toEqual({ method: 'POST', url: 'user/verify-reset-otp', data: { mobile: '9876500001', otp: '1234' } });

    const sent = serve(200, { status: 200, message: 'Password reset successfully.' });
    await expect(
      hook(useResetPassword).mutateAsync({ resetToken: 'token-0123456789abcdefghij', newPassword: 'fresh-mint7', confirmPassword: 'fresh-mint7' }),
    ).resolves.toBe('Password reset successfully.');
    expect(sent[0]).toEqual({
      method: 'POST',
      url: 'user/reset-password',
      data: { reset_token: 'token-0123456789abcdefghij', new_password: 'fresh-mint7', confirm_password: 'fresh-mint7' },
    });
  });

  it('changepassword sends old_password and new_password, and confirm_password only when given', async () => {
    const sent = serve(200, { status: 200, message: 'Password successfully updated!' });
    await hook(useChangeCustomerPassword).mutateAsync({ oldPassword: 'demo1234', newPassword: 'fresh-mint7' });
    await hook(useChangeCustomerPassword).mutateAsync({ oldPassword: 'demo1234', newPassword: 'fresh-mint7', confirmPassword: 'fresh-mint7' });
    expect(sent).toEqual([
      { method: 'POST', url: 'user/changepassword', data: { old_password: 'demo1234', new_password: 'fresh-mint7' } },
      { method: 'POST', url: 'user/changepassword', data: { old_password: 'demo1234', new_password: 'fresh-mint7', confirm_password: 'fresh-mint7' } },
    ]);
  });

  it('forgot-password and resend-otp post to their paths', async () => {
    const sent = serve(200, { status: 200, message: 'ok', data: { expires_in: 300, resend_in: 30 } });
    await expect(hook(useSendResetCode).mutateAsync('9876500001')).resolves.toBe('ok');
    await expect(hook(useResendOtp).mutateAsync(undefined)).resolves.toEqual({ message: 'ok', timings: { expiresIn: 300, resendIn: 30 } });
    await hook(useResendOtp).mutateAsync('9876500001');
    expect(sent.map(({ url, data }) => [url, data])).toEqual([
      ['user/forgot-password', { mobile: '9876500001' }],
      ['user/resend-otp', {}],
      ['user/resend-otp', { phoneNumber: '9876500001' }],
    ]);
  });
});

describe('the profile calls', () => {
  const wire = { id: 7, name: 'Asha Verma', mobile: '9876500001', email: null, address: null, image_url: null, is_verified: 1, role: 'user' };

  it('maps the wire profile to clean names, with empty text for missing fields', async () => {
    const sent = serve(200, { status: 200, data: { ...wire, image_url: '/api/files/profile/a.png' } });
    await expect(callEndpoint(customerProfileEndpoint)).resolves.toEqual({
      id: 7,
      name: 'Asha Verma',
      mobile: '9876500001',
      email: '',
      address: '',
      imageUrl: '/api/files/profile/a.png',
      verified: true,
      role: 'user',
      pendingMobile: null,
    });
    await callEndpoint(customerDetailsEndpoint);
    expect(sent.map((request) => request.url)).toEqual(['user/userprofile', 'user/user-details']);
  });

  it('a deleted account, without a mobile, reads as empty text', async () => {
    serve(200, { status: 200, data: { ...wire, mobile: null, is_verified: 0 } });
    await expect(callEndpoint(customerProfileEndpoint)).resolves.toMatchObject({ mobile: '', verified: false });
  });

  it('the profile update posts multipart form data with profile_image', async () => {
    const sent = serve(200, { status: 200, message: 'Profile updated successfully.', data: wire });
    const image = new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' });
    const result = await hook(useUpdateCustomerProfile).mutateAsync({
      name: 'Asha Verma',
      email: 'asha@example.in',
      mobile: '9876500001',
      address: 'Chennai',
      profileImage: image,
    });
    expect(result.message).toBe('Profile updated successfully.');
    expect(result.profile.name).toBe('Asha Verma');
    expect(sent[0]).toMatchObject({ method: 'POST', url: 'user/updateprofile' });
    const form = sent[0]?.data as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect([...form.keys()]).toEqual(['name', 'email', 'mobile', 'address', 'profile_image']);
  });

  it('the profile update sends no profile_image without a new picture', async () => {
    const sent = serve(200, { status: 200, message: 'Profile updated successfully.', data: wire });
    await hook(useUpdateCustomerProfile).mutateAsync({ name: 'Asha Verma', email: '', mobile: '9876500001', address: '', profileImage: null });
    expect([...(sent[0]?.data as FormData).keys()]).toEqual(['name', 'email', 'mobile', 'address']);
  });

  it('a 401 rejects with status 401', async () => {
    serve(401, { status: 401, errors: {}, message: 'Please log in to continue.' });
    await expect(callEndpoint(customerProfileEndpoint)).rejects.toMatchObject({ status: 401, message: 'Please log in to continue.' });
  });

  it('deleting the account calls user/deleteacount', async () => {
    const sent = serve(200, { status: 200, message: 'Your account has been deleted.' });
    await expect(callEndpoint(deleteCustomerAccountEndpoint)).resolves.toBe('Your account has been deleted.');
    expect(sent[0]).toMatchObject({ method: 'GET', url: 'user/deleteacount' });
  });
});
