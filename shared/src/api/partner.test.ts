import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosProgressEvent, type InternalAxiosRequestConfig } from 'axios';
import { ApiError, apiClient } from '@servenear/shared/api';
import {
  partnerChangePasswordEndpoint,
  partnerLoginEndpoint,
  partnerProfileEndpoint,
  partnerRegisterEndpoint,
  partnerUpdateBankEndpoint,
  partnerUpdateProfileEndpoint,
} from '../endpoints/partner';
import { callEndpoint } from './endpointCalls';
import { bankDetailsBody, passwordChangeBody, profileForm, registrationForm, type PartnerProfileUpdate, type PartnerRegistration } from './partner';

const register = (registration: PartnerRegistration, onUploadProgress?: (event: AxiosProgressEvent) => void) =>
  callEndpoint(partnerRegisterEndpoint, { body: registrationForm(registration), onUploadProgress });
const updateProfile = (update: PartnerProfileUpdate) => callEndpoint(partnerUpdateProfileEndpoint, { body: profileForm(update) });

interface Sent {
  method: string;
  url: string;
  body: unknown;
}

let sent: Sent[] = [];

/** The server at the socket: every typed call and the client's error handling run for real. */
function serve(status: number, body: unknown, beforeReply?: (config: InternalAxiosRequestConfig) => void) {
  const adapter: AxiosAdapter = async (config) => {
    sent.push({ method: (config.method ?? '').toUpperCase(), url: config.url ?? '', body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data });
    beforeReply?.(config);
    const response = { data: body, status, statusText: String(status), headers: new AxiosHeaders(), config, request: {} };
    if (status < 300) return response;
    throw new AxiosError(`Request failed with status code ${status}`, AxiosError.ERR_BAD_REQUEST, config, {}, response);
  };
  apiClient.defaults.adapter = adapter;
}

beforeEach(() => {
  sent = [];
});

function entries(body: unknown): Array<[string, string]> {
  expect(body).toBeInstanceOf(FormData);
  return [...(body as FormData).entries()].map(([field, value]) => [field, typeof value === 'string' ? value : `file:${value.name}`]);
}

const registration: PartnerRegistration = {
  name: 'Meena Iyer',
  mobile: '9876512345',
  email: 'meena@example.in',
  password: 'tamarind42',
  dob: '1992-04-18',
  gender: 'female',
  address: 'T Nagar, Chennai',
  employeeType: 'permenent',
  experience: '4 years',
  description: 'House cleaning',
  bankName: 'State Bank of India',
  accountHolderName: 'Meena Iyer',
  accountNumber: '30012345678',
  ifcsCode: 'SBIN0001234',
  isChecked: true,
  images: [new File(['%PDF'], 'aadhaar.pdf', { type: 'application/pdf' }), new File(['png'], 'pan.png', { type: 'image/png' })],
};

describe('POST employee/employee-register', () => {
  it('posts every field and the ID proofs as images[] in one multipart body, reporting upload progress', async () => {
    serve(200, { status: 200, message: 'Employee Registartion Successfully', data: { id: 31 } }, (config) =>
      config.onUploadProgress?.({ loaded: 5, total: 10, bytes: 5, lengthComputable: true, upload: true }),
    );
    const progress: AxiosProgressEvent[] = [];

    await expect(register(registration, (event) => progress.push(event))).resolves.toEqual({
      id: 31,
      message: 'Employee Registartion Successfully',
      code: null,
    });
    expect(sent[0]).toMatchObject({ method: 'POST', url: 'employee/employee-register' });
    expect(entries(sent[0]?.body)).toEqual([
      ['name', 'Meena Iyer'],
      ['mobile', '9876512345'],
      ['email', 'meena@example.in'],
      ['password', 'tamarind42'],
      ['dob', '1992-04-18'],
      ['gender', 'female'],
      ['address', 'T Nagar, Chennai'],
      ['employeeType', 'permenent'],
      ['experience', '4 years'],
      ['description', 'House cleaning'],
      ['bankName', 'State Bank of India'],
      ['accountHolderName', 'Meena Iyer'],
      ['accountNumber', '30012345678'],
      ['ifcsCode', 'SBIN0001234'],
      ['branchName', ''],
      ['isChecked', 'true'],
      ['images[]', 'file:aadhaar.pdf'],
      ['images[]', 'file:pan.png'],
    ]);
    expect(progress).toEqual([expect.objectContaining({ loaded: 5, total: 10 })]);
  });

  it('rejects with the per-field errors of a 422', async () => {
    serve(422, { status: 422, errors: { images: ['At least one ID card proof (PDF or Image) is required'] } });
    const error = await register({ ...registration, images: [] }).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).errors).toEqual({ images: ['At least one ID card proof (PDF or Image) is required'] });
  });
});

describe('POST employee/login', () => {
  it('reads the public fields of success and never hands out the token', async () => {
    serve(200, { status: 200, message: 'Login Successfully.', success: { token: 'secret-token', role: 'employee', name: 'Ravi Kumar', id: 12, is_verified: 1 } });
    const result = await callEndpoint(partnerLoginEndpoint, { body: { mobile: '9876500002', password: 'demo1234' } });
    expect(result).toEqual({ id: 12, name: 'Ravi Kumar', verified: true, message: 'Login Successfully.' });
    expect(JSON.stringify(result)).not.toContain('secret-token');
    expect(sent[0]).toEqual({ method: 'POST', url: 'employee/login', body: { mobile: '9876500002', password: 'demo1234' } });
  });

  it("keeps the server's text of a refused login", async () => {
    serve(403, { status: 403, errors: {}, message: 'Your registration was not approved: blurred ID' });
    await expect(callEndpoint(partnerLoginEndpoint, { body: { mobile: '9876500003', password: 'demo1234' } })).rejects.toMatchObject({
      status: 403,
      message: 'Your registration was not approved: blurred ID',
    });
  });
});

describe('GET employee/userprofile', () => {
  const wire = {
    id: 12,
    name: 'Ravi Kumar',
    email: 'ravi@example.in',
    mobile: '9876500002',
    address: null,
    image_url: '/api/files/profile/abc.webp',
    bankname: 'Canara Bank',
    account_number: '1234567890',
    ifsc_code: 'CNRB0001234',
    branch_name: null,
    account_holder_name: 'Ravi Kumar',
    payout_hold: false,
    is_verified: 0,
    verification_status: 'rejected',
    rejection_reason: 'ID proof unreadable',
  };

  it('maps the wire names to clean ones', async () => {
    serve(200, { status: 200, success: true, data: wire });
    await expect(callEndpoint(partnerProfileEndpoint)).resolves.toEqual({
      id: 12,
      name: 'Ravi Kumar',
      email: 'ravi@example.in',
      mobile: '9876500002',
      address: '',
      imageUrl: '/api/files/profile/abc.webp',
      bankName: 'Canara Bank',
      accountNumber: '1234567890',
      ifscCode: 'CNRB0001234',
      branchName: '',
      accountHolderName: 'Ravi Kumar',
      payoutHold: false,
      verified: false,
      verificationStatus: 'rejected',
      rejectionReason: 'ID proof unreadable',
      pendingMobile: null,
    });
    expect(sent[0]).toMatchObject({ method: 'GET', url: 'employee/userprofile' });
  });

  it('reads verified from the verification status', async () => {
    serve(200, { status: 200, success: true, data: { ...wire, verification_status: 'verified', is_verified: 1 } });
    await expect(callEndpoint(partnerProfileEndpoint)).resolves.toMatchObject({ verified: true, verificationStatus: 'verified' });
  });

  it('refuses a profile without its verification status: the server always sends it', async () => {
    serve(200, { status: 200, success: true, data: { ...wire, verification_status: undefined, is_verified: 1 } });
    await expect(callEndpoint(partnerProfileEndpoint)).rejects.toMatchObject({ status: 200, message: 'Unexpected reply from the server' });
  });

  it('treats success false as a failed reply', async () => {
    serve(200, { status: 200, success: false, message: 'Profile not found' });
    await expect(callEndpoint(partnerProfileEndpoint)).rejects.toMatchObject({ status: 200, message: 'Unexpected reply from the server' });
  });
});

describe('the partner’s account updates', () => {
  beforeEach(() => serve(200, { status: 200, message: 'Saved.' }));

  it('updateProfile sends multipart fields and the photo only when there is one', async () => {
    const update = { name: 'Ravi Kumar', email: 'ravi@example.in', mobile: '9876500002', address: 'Anna Nagar' };
    await expect(updateProfile(update)).resolves.toBe('Saved.');
    await updateProfile({ ...update, profileImage: new File(['jpg'], 'me.jpg', { type: 'image/jpeg' }) });
    expect(entries(sent[0]?.body).map(([field]) => field)).toEqual(['name', 'email', 'mobile', 'address']);
    expect(entries(sent[1]?.body).at(-1)).toEqual(['profile_image', 'file:me.jpg']);
    expect(sent[1]?.url).toBe('employee/updateprofile');
  });

  it('updateBank posts the bank fields to updateprofile1', async () => {
    await callEndpoint(partnerUpdateBankEndpoint, { body: bankDetailsBody({ bankName: 'Canara Bank', accountHolderName: 'Ravi Kumar', accountNumber: '1234567890', ifscCode: 'CNRB0001234', id: 12 }) });
    expect(sent[0]).toEqual({
      method: 'POST',
      url: 'employee/updateprofile1',
      body: { bankName: 'Canara Bank', accountHolderName: 'Ravi Kumar', accountNumber: '1234567890', ifscCode: 'CNRB0001234', branchName: '', id: 12 },
    });
  });

  it('changePassword uses the wire names', async () => {
    await callEndpoint(partnerChangePasswordEndpoint, { body: passwordChangeBody({ oldPassword: 'demo1234', newPassword: 'mango-lassi9', confirmPassword: 'mango-lassi9' }) });
    expect(sent[0]).toEqual({
      method: 'POST',
      url: 'employee/changepassword',
      body: { old_password: 'demo1234', new_password: 'mango-lassi9', confirm_password: 'mango-lassi9' },
    });
  });
});
