// @pglite-in-ci: CI runs this file on PGlite too (.ci/run): it covers code with a PGlite branch of its own.
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { idProofs, partnerProfiles } from '../db/schema';
import { createTestApp, type TestApp } from '../../test/testApp';
import { bearer, demo, login, registerPartner } from '../../test/accounts';
import { injectApi } from '../../test/injectFetch';
import { UploadStore } from '../modules/media/uploadStore';
import { verifiedPartner } from '../modules/partner/bookings/testBookings';
import { parseArguments, runCommand, UsageError } from './adminCli';
import { apiOpsAdmin, databaseOpsAdmin } from './opsAdmin';

/** Issue 36's ops commands: KYC, the ID proof a verification needs, bank re-checks, suspension. */

let testApp: TestApp;
let adminToken: string;
beforeAll(async () => {
  testApp = await createTestApp();
  adminToken = (await login(testApp.app, 'admin', demo.admin)).token;
});
afterAll(() => testApp.close());

const databaseAdmin = () =>
  databaseOpsAdmin({ db: testApp.db, nearRadiusKm: 25, uploads: new UploadStore(path.join(testApp.dataDir, 'uploads')) }, async () => undefined);
const apiAdmin = () => apiOpsAdmin('http://127.0.0.1:8080', demo.admin, injectApi(() => testApp.app));
const statusOf = async (id: number) => (await testApp.db.select().from(partnerProfiles).where(eq(partnerProfiles.userId, id)))[0]!;

describe('issue 36 ops commands', () => {
  it('read their ids and the suspension reason', () => {
    expect(parseArguments(['partners:suspend', '7', '--reason', 'No show twice'])).toEqual({
      apiUrl: undefined,
      command: 'partners:suspend',
      id: 7,
      reason: 'No show twice',
    });
    expect(() => parseArguments(['partners:suspend', '7'])).toThrow(new UsageError('partners:suspend needs --reason "…"'));
    expect(parseArguments(['partners:kyc', '7'])).toMatchObject({ command: 'partners:kyc', id: 7 });
    expect(parseArguments(['partners:bank-changes'])).toEqual({ apiUrl: undefined, command: 'partners:bank-changes' });
    expect(() => parseArguments(['partners:bank-verify'])).toThrow('partners:bank-verify needs a partner id');
  });

  it.each([
    ['on the database', databaseAdmin],
    ['through the API', apiAdmin],
  ])('refuse to verify a partner without an ID proof, saying why (%s)', async (_how, open) => {
    const partner = await registerPartner(testApp.app);
    await testApp.db.delete(idProofs).where(eq(idProofs.userId, partner.id));
    const admin = await open();

    await expect(runCommand(admin, { apiUrl: undefined, command: 'partners:verify', id: partner.id })).rejects.toThrow(
      'This partner has uploaded no ID proof: ask them for one before verifying.',
    );
    expect((await statusOf(partner.id)).verificationStatus).toBe('pending');
    expect(await runCommand(admin, { apiUrl: undefined, command: 'partners:kyc', id: partner.id })).toContain(
      'ID proofs: none. This partner cannot be verified until they upload one.',
    );
    await admin.close();
  });

  it('show the KYC, check changed bank details, suspend and reinstate through the API', async () => {
    const partner = await verifiedPartner(testApp.app, adminToken);
    const admin = await apiAdmin();

    const kyc = await runCommand(admin, { apiUrl: 'x', command: 'partners:kyc', id: partner.id });
    expect(kyc).toMatch(/Date of birth: +1992-06-15 \(age \d+\)/);
    expect(kyc).toMatch(/IFSC: +IDIB000V001\n/);
    expect(kyc).toMatch(/Account holder: +Karthik Raja/);
    expect(kyc).toMatch(/\/api\/employee\/id-proofs\/\d+/);

    const changed = await testApp.app.inject({
      method: 'POST',
      url: '/api/employee/updateprofile1',
      headers: bearer(partner.token),
      payload: { bankName: 'SBI', accountHolderName: 'Karthik Raja', accountNumber: '30012345678', ifscCode: 'SBIN0000691' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await runCommand(admin, { apiUrl: 'x', command: 'partners:bank-changes' })).toContain('SBIN0000691');
    expect(await runCommand(admin, { apiUrl: 'x', command: 'partners:kyc', id: partner.id })).toContain(`ON HOLD`);
    expect(await runCommand(admin, { apiUrl: 'x', command: 'partners:bank-verify', id: partner.id })).toBe(
      `Bank details of partner ${partner.id} verified: payouts resume.`,
    );
    expect((await statusOf(partner.id)).payoutHold).toBe(false);

    const suspended = await runCommand(admin, { apiUrl: 'x', command: 'partners:suspend', id: partner.id, reason: 'Repeated no-shows.' });
    expect(suspended).toBe(`Partner ${partner.id} suspended: Repeated no-shows.\nNo job waiting to start was allocated to him.`);
    expect((await statusOf(partner.id)).verificationStatus).toBe('suspended');
    await expect(runCommand(admin, { apiUrl: 'x', command: 'partners:suspend', id: partner.id, reason: 'Again.' })).rejects.toThrow(
      'Only a verified partner can be suspended.',
    );
    expect(await runCommand(admin, { apiUrl: 'x', command: 'partners:reinstate', id: partner.id })).toBe(`Partner ${partner.id} reinstated.`);
    expect((await statusOf(partner.id)).verificationStatus).toBe('verified');
    await admin.close();
  });
});
