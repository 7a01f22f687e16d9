import { eq } from 'drizzle-orm';
import { partnerProfiles, idProofs } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../../test/testApp';
import { bearer, cookieFrom, demo, login, multipart, registerPartner, sampleFiles } from '../../../../test/accounts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const get = (url: string, token: string) => testApp.app.inject({ method: 'GET', url: `/api/employee/${url}`, headers: bearer(token) });
const post = (url: string, token: string, payload: object) =>
  testApp.app.inject({ method: 'POST', url: `/api/employee/${url}`, headers: bearer(token), payload });

describe('POST /api/employee/login', () => {
  it('signs in a verified partner', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/employee/login', payload: demo.partner });

    expect(response.json()).toEqual({
      status: 200,
      message: 'Login Successfully.',
      success: { token: expect.any(String), role: 'employee', name: 'Ravi Kumar', id: expect.any(Number), is_verified: 1 },
    });
    expect(cookieFrom(response).cookie).toMatch(/^sn_session=/);
  });

  it('signs in a pending partner as unverified', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/employee/login', payload: demo.pendingPartner });

    expect(response.json().success).toMatchObject({ role: 'employee', name: 'Suresh Pillai', is_verified: 0 });
  });

  it('answers 401 for a customer number or a wrong password', async () => {
    for (const payload of [demo.customer, { ...demo.partner, password: 'wrong-one' }]) {
      const response = await testApp.app.inject({ method: 'POST', url: '/api/employee/login', payload });
      expect(response.json()).toEqual({ status: 401, errors: {}, message: 'Invalid mobile number or password.' });
    }
  });
});

describe('partner profile', () => {
  it('GET userprofile answers the partner profile with its verification state', async () => {
    const { token } = await login(testApp.app, 'employee', demo.partner);

    expect((await get('userprofile', token)).json()).toEqual({
      status: 200,
      success: true,
      data: {
        id: expect.any(Number),
        name: 'Ravi Kumar',
        email: 'ravi.kumar@example.in',
        mobile: '9876500002',
        address: 'Anna Nagar, Chennai',
        image_url: null,
        bankname: 'State Bank of India',
        account_number: '00000012345678',
        ifsc_code: 'SBIN0000001',
        branch_name: 'Chennai Main',
        account_holder_name: 'Ravi Kumar',
        payout_hold: false,
        is_verified: 1,
        verification_status: 'verified',
        rejection_reason: null,
        pending_mobile: null,
      },
    });
  });

  it('updateprofile changes the session partner, with a photo', async () => {
    const partner = await registerPartner(testApp.app);
    const { token } = await login(testApp.app, 'employee', partner);
    const body = await multipart(
      { name: 'Karthik R', email: 'k@example.in', mobile: partner.mobile, address: 'Guindy, Chennai', id: '1' },
      [{ field: 'profile_image', name: 'me.webp', type: 'image/webp', bytes: sampleFiles.png }],
    );

    const response = await testApp.app.inject({ method: 'POST', url: '/api/employee/updateprofile', payload: body.payload, headers: { ...body.headers, ...bearer(token) } });
    expect(response.json()).toEqual({ status: 200, message: 'Profile updated successfully.' });
    const profile = (await get('userprofile', token)).json().data;
    expect(profile).toMatchObject({ id: partner.id, name: 'Karthik R', address: 'Guindy, Chennai', image_url: expect.stringMatching(/\.png\?expires=\d+&signature=[\w-]{43}$/) });
    const errors = await post('updateprofile', token, { name: '', email: 'k@example.in', mobile: '123', address: '' });
    expect(errors.json().errors).toEqual({ name: ['Name is required'], mobile: ['Invalid mobile number'], address: ['Address is required'] });
  });

  it('updateprofile1 saves the bank details of the session partner only', async () => {
    const partner = await registerPartner(testApp.app);
    const { token } = await login(testApp.app, 'employee', partner);
    const ravi = await login(testApp.app, 'employee', demo.partner);
    const raviId = ravi.response.json().success.id;

    const response = await post('updateprofile1', token, {
      bankName: 'Canara Bank',
      accountHolderName: 'Karthik Raja',
      accountNumber: '110012345678',
      ifscCode: 'CNRB0000002',
      branchName: '',
      id: raviId,
    });
    // A change of account: saved, with payouts held until ops check it (issue 36).
    expect(response.json()).toEqual({
      status: 200,
      message: 'Bank details updated successfully. Payouts are on hold until our team checks the new details.',
    });
    const [own] = await testApp.db.select().from(partnerProfiles).where(eq(partnerProfiles.userId, partner.id));
    expect(own).toMatchObject({ bankName: 'Canara Bank', accountNumber: '110012345678', ifscCode: 'CNRB0000002', branchName: null, payoutHold: true });
    const [other] = await testApp.db.select().from(partnerProfiles).where(eq(partnerProfiles.userId, raviId));
    expect(other!.bankName).toBe('State Bank of India');
    const invalid = await post('updateprofile1', token, {});
    expect(invalid.json().errors).toEqual({
      bankName: ['Bank name is required'],
      accountHolderName: ['Account holder name is required'],
      accountNumber: ['Account number is required'],
      ifscCode: ['IFCS code is required'],
    });
  });

  it('updateprofile1 answers 422 for an over-long field or a malformed id, and changes nothing', async () => {
    const partner = await registerPartner(testApp.app);
    const { token } = await login(testApp.app, 'employee', partner);
    const bank = { bankName: 'Canara Bank', accountHolderName: 'Karthik Raja', accountNumber: '110012345678', ifscCode: 'CNRB0000002', branchName: '' };

    const long = await post('updateprofile1', token, { ...bank, branchName: 'b'.repeat(121) });
    expect(long.statusCode).toBe(422);
    expect(long.json()).toEqual({ status: 422, errors: { branchName: ['Must be at most 120 characters.'] } });
    const huge = await post('updateprofile1', token, { ...bank, accountNumber: '1'.repeat(6000) });
    expect(huge.json()).toEqual({ status: 422, errors: { accountNumber: ['Account number must be 9 to 18 digits.'] } });
    const badId = await post('updateprofile1', token, { ...bank, id: 'abc' });
    expect(badId.json()).toEqual({ status: 422, errors: { id: ['Must be a positive whole number.'] } });
    const [own] = await testApp.db.select().from(partnerProfiles).where(eq(partnerProfiles.userId, partner.id));
    expect(own!.bankName).not.toBe('Canara Bank');
  });

  it('updateprofile refuses control characters and an over-long number in the form', async () => {
    const partner = await registerPartner(testApp.app);
    const { token } = await login(testApp.app, 'employee', partner);
    const body = await multipart({ name: 'Karthik\u0000R', email: 'k@example.in', mobile: '9'.repeat(21), address: 'Guindy, Chennai' }, []);

    const response = await testApp.app.inject({ method: 'POST', url: '/api/employee/updateprofile', payload: body.payload, headers: { ...body.headers, ...bearer(token) } });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      status: 422,
      errors: { name: ['Remove the control characters from this field.'], mobile: ['Invalid mobile number'] },
    });
  });

  it('login answers 422 for a malformed or over-long mobile number', async () => {
    for (const mobile of ['98765', '9'.repeat(41)]) {
      const response = await testApp.app.inject({ method: 'POST', url: '/api/employee/login', payload: { mobile, password: demo.partner.password } });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ status: 422, errors: { mobile: ['Please enter a valid 10-digit mobile number.'] } });
    }
  });

  it('changepassword checks the old password', async () => {
    const partner = await registerPartner(testApp.app);
    const { token } = await login(testApp.app, 'employee', partner);

    expect((await post('changepassword', token, { old_password: 'wrong-one', new_password: 'next-step-12' })).statusCode).toBe(422);
    expect((await post('changepassword', token, { old_password: partner.password, new_password: 'next-step-12' })).json()).toEqual({
      status: 200,
      message: 'Password successfully updated!',
    });
    await login(testApp.app, 'employee', { mobile: partner.mobile, password: 'next-step-12' });
  });

  it("changepassword ends the partner's other sessions and keeps this one", async () => {
    const partner = await registerPartner(testApp.app);
    const { token: current } = await login(testApp.app, 'employee', partner);
    const { token: other } = await login(testApp.app, 'employee', partner);
    const { token: bystander } = await login(testApp.app, 'employee', demo.partner);

    expect((await post('changepassword', current, { old_password: partner.password, new_password: 'next-step-12' })).statusCode).toBe(200);
    const ended = await get('userprofile', other);
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toEqual({ status: 401, errors: {}, message: 'Please log in to continue.' });
    expect((await get('userprofile', current)).statusCode).toBe(200);
    expect((await get('userprofile', bystander)).statusCode).toBe(200);
  });

  it('logout ends the partner session', async () => {
    const { token } = await login(testApp.app, 'employee', demo.partner);

    expect((await post('logout', token, { token })).json()).toEqual({ status: 200, message: 'Logged out successfully.' });
    expect((await get('userprofile', token)).statusCode).toBe(401);
  });

  it('a partner session cannot use customer calls', async () => {
    const { token } = await login(testApp.app, 'employee', demo.partner);

    for (const url of ['/api/user/user-details', '/api/user/userprofile', '/api/user/deleteacount']) {
      expect((await testApp.app.inject({ method: 'GET', url, headers: bearer(token) })).statusCode).toBe(403);
    }
    expect((await testApp.app.inject({ method: 'POST', url: '/api/user/verify-otp', headers: bearer(token), payload: { otp: '1234' } })).statusCode).toBe(403);
  });
});

describe('GET /api/employee/id-proofs/:proofId', () => {
  it('sends the file to its owner and an admin, as an attachment, and 404 to anyone else', async () => {
    const partner = await registerPartner(testApp.app);
    const [proof] = await testApp.db.select().from(idProofs).where(eq(idProofs.userId, partner.id));
    const url = `/api/employee/id-proofs/${proof!.id}`;
    const owner = await login(testApp.app, 'employee', partner);
    const admin = await login(testApp.app, 'admin', demo.admin);

    for (const token of [owner.token, admin.token]) {
      const response = await testApp.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/jpeg');
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="id-proof-\d+\.jpg"$/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      // The proof as stored: re-encoded (no metadata), still a JPEG.
      expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    }
    for (const other of [await login(testApp.app, 'employee', demo.partner), await login(testApp.app, 'user', demo.customer)]) {
      expect((await testApp.app.inject({ method: 'GET', url, headers: bearer(other.token) })).statusCode).toBe(404);
    }
    expect((await testApp.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('answers 422 for an id that names no file, and 404 for a well-formed one of no file', async () => {
    const admin = await login(testApp.app, 'admin', demo.admin);
    const fetchProof = (id: string) => testApp.app.inject({ method: 'GET', url: `/api/employee/id-proofs/${id}`, headers: bearer(admin.token) });

    for (const id of ['abc', '0', '2147483648', '9'.repeat(30)]) {
      const response = await fetchProof(id);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ status: 422, errors: { proofId: ['Must be a positive whole number.'] } });
    }
    expect((await fetchProof('2147483647')).json()).toEqual({ status: 404, errors: {}, message: 'File not found.' });
  });
});
