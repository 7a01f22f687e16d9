import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { partnerProfiles, idProofs, users } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../../test/testApp';
import { demo, multipart, partnerFields, sampleFiles } from '../../../../test/accounts';

let testApp: TestApp;
beforeAll(async () => {
  // More registrations than the hourly limit allows one address: the limit has its own test below.
  testApp = await createTestApp({ env: { PARTNER_REGISTRATIONS_PER_HOUR: '100' } });
});
afterAll(() => testApp.close());

type Proof = { name: string; type: string; bytes: Uint8Array };
const photo: Proof = { name: 'aadhaar.jpg', type: 'image/jpeg', bytes: sampleFiles.jpeg };

async function register(fields: Record<string, string>, proofs: Proof[] = [photo]) {
  const body = await multipart(fields, proofs.map((proof) => ({ field: 'images[]', ...proof })));
  return testApp.app.inject({ method: 'POST', url: '/api/employee/employee-register', ...body });
}
const storedProofs = () => readdir(path.join(testApp.dataDir, 'uploads', 'id-proofs')).catch(() => [] as string[]);

describe('POST /api/employee/employee-register', () => {
  it('creates a pending, unverified partner with the ID proofs stored by their content type', async () => {
    const fields = partnerFields();
    const response = await register(fields, [photo, { name: 'pan.pdf', type: 'application/pdf', bytes: sampleFiles.pdf }]);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 200, message: 'Employee Registartion Successfully', data: { id: expect.any(Number), code: { expires_in: 300, resend_in: 30 } } });
    expect(response.cookies).toHaveLength(0);
    const id = response.json().data.id;
    const [user] = await testApp.db.select().from(users).where(eq(users.id, id));
    expect(user).toMatchObject({ role: 'employee', isVerified: false, mobile: fields.mobile, email: 'karthik@example.in' });
    const [profile] = await testApp.db.select().from(partnerProfiles).where(eq(partnerProfiles.userId, id));
    expect(profile).toMatchObject({ verificationStatus: 'pending', partnerType: 'permenent', ifscCode: 'IDIB000V001', dob: '1992-06-15' });
    const proofs = await testApp.db.select().from(idProofs).where(eq(idProofs.userId, id));
    expect(proofs.map((proof) => [proof.mime, proof.size])).toEqual([
      // Re-encoded without its metadata, so its own size.
      ['image/jpeg', expect.any(Number)],
      ['application/pdf', sampleFiles.pdf.length],
    ]);
    expect(proofs.map((proof) => proof.fileName)).toEqual([expect.stringMatching(/^[0-9a-f]{32}\.jpg$/), expect.stringMatching(/^[0-9a-f]{32}\.pdf$/)]);
  });

  it('cannot set role, verification or ids', async () => {
    const response = await register(
      partnerFields({ role: 'admin', is_verified: '1', isVerified: 'true', verification_status: 'verified', id: '1', userId: '1' }),
    );

    const id = response.json().data.id;
    expect(id).not.toBe(1);
    const [user] = await testApp.db.select().from(users).where(eq(users.id, id));
    expect(user).toMatchObject({ role: 'employee', isVerified: false });
    const [profile] = await testApp.db.select().from(partnerProfiles).where(eq(partnerProfiles.userId, id));
    expect(profile!.verificationStatus).toBe('pending');
  });

  it.each([
    ['an ELF executable named photo.jpg', { name: 'photo.jpg', type: 'image/jpeg', bytes: sampleFiles.elf }],
    ['a Windows executable named id.pdf', { name: 'id.pdf', type: 'application/pdf', bytes: sampleFiles.exe }],
    ['a file over 5 MB', { name: 'big.jpg', type: 'image/jpeg', bytes: Buffer.concat([Buffer.from(sampleFiles.jpeg), Buffer.alloc(5 * 1024 * 1024)]) }],
  ])('refuses %s and stores nothing', async (_case, proof) => {
    const before = await storedProofs();
    const fields = partnerFields();

    const response = await register(fields, [photo, proof]);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ status: 422, errors: { images: ['ID proofs must be JPG, PNG, WebP or PDF files up to 5 MB.'] } });
    expect(await storedProofs()).toEqual(before);
    expect(await testApp.db.$count(users, eq(users.mobile, fields.mobile))).toBe(0);
  });

  it('needs at least one ID proof and at most three', async () => {
    const none = await register(partnerFields(), []);
    expect(none.json().errors).toEqual({ images: ['At least one ID card proof (PDF or Image) is required'] });

    const four = await register(partnerFields(), [photo, photo, photo, photo]);
    expect(four.statusCode).toBe(422);
    expect(four.json().errors).toEqual({ images: ['Upload at most 3 ID proofs.'] });
  });

  it('answers 422 with the first message of every bad field', async () => {
    const response = await register({ mobile: '5123456789', email: 'x', isChecked: 'false' }, []);

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      name: ['Name is required'],
      mobile: ['Invalid mobile number'],
      email: ['Invalid email'],
      password: ['Password is required'],
      dob: ['Date of birth is required'],
      gender: ['Gender is required'],
      address: ['Address is required'],
      experience: ['Experience is required'],
      description: ['Job details are required'],
      bankName: ['Bank name is required'],
      accountHolderName: ['Account holder name is required'],
      accountNumber: ['Account number is required'],
      ifcsCode: ['IFCS code is required'],
      isChecked: ['You must accept the terms and conditions'],
      images: ['At least one ID card proof (PDF or Image) is required'],
    });
  });

  it('answers 422 for control characters and over-long fields, storing nothing', async () => {
    const before = await storedProofs();
    const fields = partnerFields({ name: 'Karthik\u0007Raja', description: 'd'.repeat(2001), experience: 'e'.repeat(61) });

    const response = await register(fields);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      status: 422,
      errors: {
        name: ['Remove the control characters from this field.'],
        description: ['Must be at most 2000 characters.'],
        experience: ['Must be at most 60 characters.'],
      },
    });
    expect(await storedProofs()).toEqual(before);
    expect(await testApp.db.$count(users, eq(users.mobile, fields.mobile))).toBe(0);
  });

  it('refuses a date of birth in 2015 (age 11), as issue 36 saw accepted, storing nothing', async () => {
    const before = await storedProofs();
    const fields = partnerFields({ dob: '2015-03-10' });

    const response = await register(fields);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ dob: ['You must be at least 18 years old to register.'] });
    expect(await storedProofs()).toEqual(before);
    expect(await testApp.db.$count(users, eq(users.mobile, fields.mobile))).toBe(0);
  });

  it('checks the bank details: an IFSC of no real branch, a malformed account number; the bank is named from the IFSC', async () => {
    const refused = await register(partnerFields({ ifcsCode: 'SBIN0999999', accountNumber: '12ab' }));
    expect(refused.json().errors).toEqual({ accountNumber: ['Account number must be 9 to 18 digits.'] });
    const unknownBranch = await register(partnerFields({ ifcsCode: 'SBIN0999999' }));
    expect(unknownBranch.json().errors).toEqual({
      ifcsCode: ['This IFSC code does not match any bank branch. Please check it on your passbook or cheque.'],
    });

    const accepted = await register(partnerFields({ bankName: 'X', ifcsCode: 'sbin0000691', accountNumber: '3001 2345 678' }));
    expect(accepted.statusCode).toBe(200);
    const [profile] = await testApp.db.select().from(partnerProfiles).where(eq(partnerProfiles.userId, accepted.json().data.id));
    expect(profile).toMatchObject({
      bankName: 'State Bank of India',
      ifscCode: 'SBIN0000691',
      accountNumber: '30012345678',
      accountHolderName: 'Karthik Raja',
      payoutHold: false,
    });
  });

  it('refuses a number that already has a partner account', async () => {
    const response = await register(partnerFields({ mobile: demo.partner.mobile }));

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ mobile: ['This mobile number is already registered.'] });
  });
});

describe('registration rate limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ env: { PARTNER_REGISTRATIONS_PER_HOUR: '1', REGISTRATIONS_PER_HOUR: '1' } });
  });
  afterAll(() => limited.close());

  it('answers 429 once one address has used its hourly registrations', async () => {
    const partner = async () => limited.app.inject({ method: 'POST', url: '/api/employee/employee-register', ...(await multipart(partnerFields(), [])) });
    expect((await partner()).statusCode).toBe(422);
    expect((await partner()).statusCode).toBe(429);

    const customer = (mobile: string) =>
      limited.app.inject({ method: 'POST', url: '/api/user/user-register', payload: { name: 'A', mobile, password: 'tamarind42' } });
    expect((await customer('9000022222')).statusCode).toBe(200);
    expect((await customer('9000033333')).statusCode).toBe(429);
  });
});
