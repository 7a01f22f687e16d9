import { eq } from 'drizzle-orm';
import { bankMessages } from '@servenear/shared/schemas';
import { enquiries, idProofs, notifications, partnerLocations, partnerProfiles, partnerServices, services, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { bearer, demo, login, registerPartner } from '../../../test/accounts';
import { sendQueuedSms } from '../../../test/jobs';
import { accountId, capturingSms, insertBooking, lineRow, verifiedPartner } from '../partner/bookings/testBookings';

/*
 * Issue 36: ops' view of a partner's KYC, the ID proof a verification needs, checked bank details
 * with a payout hold on a change, and suspension. Over the real app and database.
 */

const sms = capturingSms();
let testApp: TestApp;
let adminToken: string;
beforeAll(async () => {
  // A list cache that would hide a suspension if it were not cleared.
  testApp = await createTestApp({ env: { LIST_CACHE_SECONDS: '30' }, sms: sms.provider });
  adminToken = (await login(testApp.app, 'admin', demo.admin)).token;
});
afterAll(() => testApp.close());

const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  testApp.app.inject({ method, url: `/api/admin/${url}`, headers: bearer(adminToken), ...(payload ? { payload } : {}) });

const notificationsOf = async (userId: number) =>
  (await testApp.db.select({ kind: notifications.kind, message: notifications.message }).from(notifications).where(eq(notifications.userId, userId))).map(
    (row) => `${row.kind}: ${row.message}`,
  );

describe('verifying a partner (issue 36)', () => {
  it('is refused while the partner has no ID proof, and the partner stays pending', async () => {
    const partner = await registerPartner(testApp.app);
    await testApp.db.delete(idProofs).where(eq(idProofs.userId, partner.id));

    const refused = await asAdmin('POST', `partners/${partner.id}/verify`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This partner has uploaded no ID proof: ask them for one before verifying.');
    const [profile] = await testApp.db.select().from(partnerProfiles).where(eq(partnerProfiles.userId, partner.id));
    expect(profile!.verificationStatus).toBe('pending');
    expect((await asAdmin('POST', 'partners/999999/verify')).statusCode).toBe(404);
  });

  it('shows ops the KYC: date of birth and age, address, bank details and proof links only admins and the owner open', async () => {
    const partner = await registerPartner(testApp.app, { bankName: 'X' });

    const response = await asAdmin('GET', `partners/${partner.id}/kyc`);
    expect(response.statusCode).toBe(200);
    const kyc = response.json().data;
    expect(kyc).toMatchObject({
      id: partner.id,
      name: 'Karthik Raja',
      address: 'Velachery, Chennai',
      dob: '1992-06-15',
      age: expect.any(Number),
      mobile_confirmed: true,
      verification_status: 'pending',
      bank: {
        account_holder_name: 'Karthik Raja',
        // The dataset's name for IDIB, not the "X" typed.
        bank_name: 'Indian Bank',
        account_number: '1234567890',
        ifsc_code: 'IDIB000V001',
        ifsc_known: true,
        payout_hold: false,
      },
      id_proofs: [{ id: expect.any(Number), mime: 'image/jpeg', url: expect.stringMatching(/^\/api\/employee\/id-proofs\/\d+$/) }],
    });
    expect(kyc.age).toBeGreaterThanOrEqual(33);

    const url = kyc.id_proofs[0].url as string;
    expect((await testApp.app.inject({ method: 'GET', url, headers: bearer(adminToken) })).statusCode).toBe(200);
    expect((await testApp.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const stranger = await login(testApp.app, 'employee', demo.partner);
    expect((await testApp.app.inject({ method: 'GET', url, headers: bearer(stranger.token) })).statusCode).toBe(404);
    const customer = await login(testApp.app, 'user', demo.customer);
    expect((await testApp.app.inject({ method: 'GET', url: `/api/admin/partners/${partner.id}/kyc`, headers: bearer(customer.token) })).statusCode).toBe(403);
  });
});

describe("the KYC's mobile_confirmed", () => {
  it('is false until the partner enters the code texted to his number, and true once he has', async () => {
    const partner = await registerPartner(testApp.app, {}, { confirmMobile: false });
    const confirmed = async () => (await asAdmin('GET', `partners/${partner.id}/kyc`)).json().data.mobile_confirmed;
    expect(await confirmed()).toBe(false);
    // What verification reads: a number nobody proved is not verified.
    expect((await asAdmin('POST', `partners/${partner.id}/verify`)).json().message).toBe('This partner has not confirmed their mobile number yet.');

    const code = sms.codeSentTo(partner.mobile);
    const entered = await testApp.app.inject({ method: 'POST', url: '/api/employee/register/verify-otp', payload: { mobile: partner.mobile, otp: code } });
    expect(entered.statusCode).toBe(200);
    expect(await confirmed()).toBe(true);
  });
});

describe("a partner's bank details (issue 36)", () => {
  const bank = { bankName: 'State Bank of India', accountHolderName: 'Karthik Raja', accountNumber: '30012345678', ifscCode: 'SBIN0000691', branchName: '' };
  const saveBank = (token: string, body: object) =>
    testApp.app.inject({ method: 'POST', url: '/api/employee/updateprofile1', headers: bearer(token), payload: { ...bank, ...body } });

  it('refuses what issue 36 saw saved: IFSC SBIN123, XYZ, an unknown branch, account 12ab', async () => {
    const partner = await verifiedPartner(testApp.app, adminToken);
    const cases: Array<[object, string, string]> = [
      [{ ifscCode: 'SBIN123' }, 'ifscCode', bankMessages.ifscInvalid],
      [{ ifscCode: 'XYZ' }, 'ifscCode', bankMessages.ifscInvalid],
      // Well formed, but no such branch in the RBI's list.
      [{ ifscCode: 'SBIN0999999' }, 'ifscCode', bankMessages.ifscUnknown],
      [{ accountNumber: '12ab' }, 'accountNumber', bankMessages.accountNumberInvalid],
      [{ accountHolderName: '' }, 'accountHolderName', bankMessages.holderRequired],
    ];
    for (const [body, field, message] of cases) {
      const response = await saveBank(partner.token, body);
      expect([response.statusCode, response.json().errors?.[field]?.[0]]).toEqual([422, message]);
    }
    const [profile] = await testApp.db.select().from(partnerProfiles).where(eq(partnerProfiles.userId, partner.id));
    expect(profile).toMatchObject({ ifscCode: 'IDIB000V001', accountNumber: '1234567890', payoutHold: false });
  });

  it('a change holds payouts, tells the partner in the app and by SMS, until ops verify the new details', async () => {
    const partner = await verifiedPartner(testApp.app, adminToken);
    await sendQueuedSms(testApp.db, sms.provider);
    sms.sent.length = 0;

    const saved = await saveBank(partner.token, { bankName: 'X', ifscCode: 'sbin0000691' });
    expect(saved.json()).toEqual({
      status: 200,
      message: 'Bank details updated successfully. Payouts are on hold until our team checks the new details.',
    });
    const profile = (await testApp.app.inject({ method: 'GET', url: '/api/employee/userprofile', headers: bearer(partner.token) })).json().data;
    expect(profile).toMatchObject({ bankname: 'State Bank of India', ifsc_code: 'SBIN0000691', account_holder_name: 'Karthik Raja', payout_hold: true });
    expect(await notificationsOf(partner.id)).toContain(
      'bank_details_changed: Your bank details were changed. Payouts are on hold until our team checks the new details.',
    );
    // Through the job queue, queued with the notification (issue 37).
    expect(sms.sent).toEqual([]);
    await sendQueuedSms(testApp.db, sms.provider);
    expect(sms.sent).toEqual([{ to: partner.mobile, text: expect.stringContaining('bank details of your partner account were changed') }]);

    const waiting = (await asAdmin('GET', 'partners/bank-changes')).json().data as Array<{ id: number; bank: { payout_hold: boolean } }>;
    expect(waiting.find((item) => item.id === partner.id)?.bank.payout_hold).toBe(true);

    expect((await asAdmin('POST', `partners/${partner.id}/bank/verify`)).json()).toEqual({ status: 200, message: 'Bank details verified: payouts resume.' });
    const [after] = await testApp.db.select().from(partnerProfiles).where(eq(partnerProfiles.userId, partner.id));
    expect(after!.payoutHold).toBe(false);
    expect(await notificationsOf(partner.id)).toContain('bank_details_verified: Your new bank details have been checked: payouts are no longer on hold.');
    const again = await asAdmin('POST', `partners/${partner.id}/bank/verify`);
    expect([again.statusCode, again.json().message]).toEqual([409, 'This partner has no changed bank details waiting for a check.']);

    // Saving the same details again changes nothing: no hold, nobody told.
    await sendQueuedSms(testApp.db, sms.provider);
    sms.sent.length = 0;
    expect((await saveBank(partner.token, {})).json().message).toBe('Bank details updated successfully.');
    const [unchanged] = await testApp.db.select().from(partnerProfiles).where(eq(partnerProfiles.userId, partner.id));
    expect(unchanged!.payoutHold).toBe(false);
    expect(await sendQueuedSms(testApp.db, sms.provider)).toBe(0);
    expect(sms.sent).toEqual([]);
  });
});

describe('suspending a partner (issue 36)', () => {
  /** Bhopal: no seeded partner works near it. */
  const bhopal = { latitude: 23.2599, longitude: 77.4126 };
  const bhopalCarpenters = async () => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/catlist/service/3?latitude=${bhopal.latitude}&longitude=${bhopal.longitude}` });
    return (response.json().data as Array<{ name: string }>).map((service) => service.name);
  };

  it('ends his sessions, refuses his sign-in with the reason, takes him off the lists and allocation, and gives his open jobs back to ops', async () => {
    const partner = await verifiedPartner(testApp.app, adminToken);
    const [carpenter] = await testApp.db.select({ id: services.id }).from(services).where(eq(services.name, 'Carpenter'));
    await testApp.db.insert(partnerServices).values({ userId: partner.id, serviceId: carpenter!.id });
    await testApp.db.insert(partnerLocations).values({ userId: partner.id, city: 'Bhopal', ...bhopal });
    expect(await bhopalCarpenters()).toEqual(['Carpenter']);

    const customerId = await accountId(testApp.db, 'user', demo.customer.mobile);
    const { bookingId, lineIds } = await insertBooking(testApp.db, {
      userId: customerId,
      place: bhopal,
      lines: [
        { serviceId: carpenter!.id, status: 'assigned', partnerId: partner.id, startCodeNonce: 'n'.repeat(64), startCodeExpiresAt: new Date() },
        { serviceId: carpenter!.id, status: 'confirmed', partnerId: partner.id },
        { serviceId: carpenter!.id, status: 'completed', partnerId: partner.id },
      ],
    });
    const [assigned, started, completed] = lineIds as [number, number, number];
    const pending = (await insertBooking(testApp.db, { userId: customerId, place: bhopal, lines: [{ serviceId: carpenter!.id }] })).lineIds[0]!;
    const eligibleIds = async () => ((await asAdmin('GET', `bookings/lines/${pending}/partners`)).json().data as Array<{ id: number }>).map((item) => item.id);
    expect(await eligibleIds()).toContain(partner.id);
    const [move] = await testApp.db
      .insert(enquiries)
      .values({ kind: 'pd', userId: customerId, mobile: '9876511111', fromAddress: 'Bhopal', toAddress: 'Indore', moveDate: '2099-01-01', partnerId: partner.id, allocatedAt: new Date() })
      .returning({ id: enquiries.id });

    expect((await asAdmin('POST', `partners/${partner.id}/suspend`, { reason: '' })).json().errors).toEqual({ reason: ['Please give a reason of 3 to 300 characters.'] });
    const response = await asAdmin('POST', `partners/${partner.id}/suspend`, { reason: 'Customers reported rude behaviour.' });
    expect(response.json()).toEqual({
      status: 200,
      message: 'Partner suspended.',
      data: { released_lines: [assigned], released_moves: [move!.id], started_lines: [started] },
    });

    // Signed out everywhere, and told why at the next sign-in.
    expect((await testApp.app.inject({ method: 'GET', url: '/api/session', headers: bearer(partner.token) })).json()).toEqual({ status: 200, data: null });
    const refused = await testApp.app.inject({ method: 'POST', url: '/api/employee/login', payload: { mobile: partner.mobile, password: partner.password } });
    expect([refused.statusCode, refused.json().message]).toEqual([
      403,
      'Your account has been suspended: Customers reported rude behaviour. Please contact ServeNear support.',
    ]);
    expect(await notificationsOf(partner.id)).toContain('account_suspended: Your account has been suspended: Customers reported rude behaviour.');

    // Off the near-me lists at once (the cached answer is cleared) and out of allocation.
    expect(await bhopalCarpenters()).toEqual([]);
    expect(await eligibleIds()).not.toContain(partner.id);
    const allocate = await asAdmin('POST', `bookings/lines/${pending}/allocate`, { partner_id: partner.id });
    expect(allocate.statusCode).toBe(422);

    // His job not started is back with ops, the customer's booking kept; started and done ones stay his.
    expect(await lineRow(testApp.db, assigned)).toMatchObject({ bookingId, status: 'pending', partnerId: null, assignedAt: null, startCodeNonce: null });
    expect(await lineRow(testApp.db, started)).toMatchObject({ status: 'confirmed', partnerId: partner.id });
    expect(await lineRow(testApp.db, completed)).toMatchObject({ status: 'completed', partnerId: partner.id });
    const [moveRow] = await testApp.db.select().from(enquiries).where(eq(enquiries.id, move!.id));
    expect(moveRow).toMatchObject({ partnerId: null, allocatedAt: null });

    const twice = await asAdmin('POST', `partners/${partner.id}/suspend`, { reason: 'Again and again.' });
    expect([twice.statusCode, twice.json().message]).toEqual([409, 'Only a verified partner can be suspended.']);

    // Reinstated: he signs in, is listed and can be offered jobs again.
    expect((await asAdmin('POST', `partners/${partner.id}/reinstate`)).json()).toEqual({ status: 200, message: 'Partner reinstated.' });
    expect((await login(testApp.app, 'employee', partner)).response.json().success.is_verified).toBe(1);
    expect(await bhopalCarpenters()).toEqual(['Carpenter']);
    expect(await eligibleIds()).toContain(partner.id);
    expect(await notificationsOf(partner.id)).toContain('account_reinstated: Your account has been reinstated: you can receive jobs again.');
    expect((await asAdmin('POST', `partners/${partner.id}/reinstate`)).statusCode).toBe(409);
  });

  it('is only for verified partners', async () => {
    const pendingPartner = await registerPartner(testApp.app);
    const refused = await asAdmin('POST', `partners/${pendingPartner.id}/suspend`, { reason: 'No show twice.' });
    expect([refused.statusCode, refused.json().message]).toEqual([409, 'Only a verified partner can be suspended.']);
    expect((await asAdmin('POST', 'partners/999999/suspend', { reason: 'No show twice.' })).statusCode).toBe(404);
    const [account] = await testApp.db.select().from(users).where(eq(users.id, pendingPartner.id));
    expect(account!.isVerified).toBe(false);
  });
});
