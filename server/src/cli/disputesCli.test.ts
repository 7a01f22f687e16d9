// @pglite-in-ci: CI runs this file on PGlite too (.ci/run): it covers code with a PGlite branch of its own.
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { lineDisputes } from '../db/schema';
import { createTestApp, type TestApp } from '../../test/testApp';
import { bearer, demo, login } from '../../test/accounts';
import { injectApi } from '../../test/injectFetch';
import { accountId, insertBooking, lineRow, serviceIdNamed } from '../modules/partner/bookings/testBookings';
import { UploadStore } from '../modules/media/uploadStore';
import { parseArguments, runCommand, UsageError, usage } from './adminCli';
import { apiOpsAdmin, databaseOpsAdmin, type OpsAdmin } from './opsAdmin';

/** disputes:open, :resolved and :resolve (issue 37), on the database and through the API; the partners' cancellations in the lists. */
let testApp: TestApp;
let customerToken: string;
let customerId: number;
let ravi: number;
let electrician: number;

beforeAll(async () => {
  testApp = await createTestApp();
  customerToken = (await login(testApp.app, 'user', demo.customer)).token;
  customerId = await accountId(testApp.db, 'user', demo.customer.mobile);
  ravi = await accountId(testApp.db, 'employee', demo.partner.mobile);
  electrician = await serviceIdNamed(testApp.db, 'Electrician');
});
afterAll(() => testApp.close());

const admins: Record<string, () => Promise<OpsAdmin>> = {
  database: async () => databaseOpsAdmin({ db: testApp.db, nearRadiusKm: 25, uploads: new UploadStore(path.join(testApp.dataDir, 'uploads')) }, async () => undefined),
  api: () => apiOpsAdmin('http://127.0.0.1:8080', demo.admin, injectApi(() => testApp.app)),
};

async function openDispute(price: number, paymentStatus: 'paid' | 'pending' = 'paid'): Promise<{ lineId: number; disputeId: number }> {
  const { lineIds } = await insertBooking(testApp.db, {
    userId: customerId,
    paymentStatus,
    lines: [{ serviceId: electrician, partnerId: ravi, status: 'completed', price, completedAt: new Date() }],
  });
  const lineId = lineIds[0]!;
  const response = await testApp.app.inject({ method: 'POST', url: '/api/user/service/decline', headers: bearer(customerToken), payload: { id: lineId, reason: 'The tap still leaks badly.' } });
  expect(response.statusCode).toBe(200);
  const [row] = await testApp.db.select({ id: lineDisputes.id }).from(lineDisputes).where(eq(lineDisputes.lineId, lineId));
  return { lineId, disputeId: row!.id };
}

describe('disputes commands: arguments', () => {
  it('are in --help and read the outcome, the amount and the note', () => {
    expect(usage).toMatch(/disputes:open/);
    expect(usage).toMatch(/disputes:resolve <id> --outcome redo_same\|redo_other\|part_refund\|full_refund/);
    expect(parseArguments(['disputes:resolve', '7', '--outcome', 'part_refund', '--amount', '400', '--note', 'Sorry.'])).toEqual({
      apiUrl: undefined,
      command: 'disputes:resolve',
      id: 7,
      resolution: { outcome: 'part_refund', amount: 400, note: 'Sorry.' },
    });
  });

  it.each([[['disputes:resolve', '7']], [['disputes:resolve', '7', '--outcome', 'refund']], [['disputes:resolve', '7', '--outcome', 'part_refund', '--amount', '4.5']], [['disputes:open', '--outcome', 'redo_same']]])(
    'refuses %j',
    (argv) => {
      expect(() => parseArguments(argv)).toThrow(UsageError);
    },
  );
});

describe.each(Object.keys(admins))('disputes commands (%s)', (kind) => {
  it('lists open disputes with the reason and what was paid, and resolves one with a part refund of at most that', async () => {
    const { lineId, disputeId } = await openDispute(1500);
    const admin = await admins[kind]!();
    const listed = await runCommand(admin, parseArguments(['disputes:open']));
    expect(listed).toMatch(new RegExp(`^${disputeId}\\s+${lineId}\\s+SN-\\d{6}\\s+Electrician .*₹1,500\\s+₹0\\s+The tap still leaks badly\\.`, 'm'));

    await expect(runCommand(admin, parseArguments(['disputes:resolve', String(disputeId), '--outcome', 'part_refund', '--amount', '2000']))).rejects.toThrow(
      'A refund can be at most what was paid for this service (₹1,500).',
    );
    expect(await runCommand(admin, parseArguments(['disputes:resolve', String(disputeId), '--outcome', 'part_refund', '--amount', '500']))).toBe(
      `Dispute ${disputeId} resolved: Part refund of ₹500. The line is now completed-issue.`,
    );
    expect((await lineRow(testApp.db, lineId)).refundAmount).toBe(500);
    await expect(runCommand(admin, parseArguments(['disputes:resolve', String(disputeId), '--outcome', 'redo_same']))).rejects.toThrow('This dispute is already resolved.');
    expect(await runCommand(admin, parseArguments(['disputes:resolved']))).toMatch(new RegExp(`^${disputeId}\\s.*Part refund of ₹500\\.`, 'm'));
    await admin.close();
  });

  it('lists what an unpaid booking owes, and takes a part refund off it (decision 0054)', async () => {
    const { lineId, disputeId } = await openDispute(1500, 'pending');
    const admin = await admins[kind]!();
    expect(await runCommand(admin, parseArguments(['disputes:open']))).toMatch(new RegExp(`^${disputeId}\\s+${lineId}\\s.*₹0\\s+₹1,500\\s+The tap still leaks badly\\.`, 'm'));
    expect(await runCommand(admin, parseArguments(['disputes:resolve', String(disputeId), '--outcome', 'part_refund', '--amount', '500']))).toBe(
      `Dispute ${disputeId} resolved: ₹500 taken off what the customer owes. The line is now completed-issue.`,
    );
    expect(await lineRow(testApp.db, lineId)).toMatchObject({ refundAmount: 0, waivedAmount: 500 });
    await admin.close();
  });

  it('shows who gave a pending line back, and the partner’s cancellations', async () => {
    const { lineIds } = await insertBooking(testApp.db, { userId: customerId, lines: [{ serviceId: electrician, partnerId: ravi, status: 'assigned' }] });
    const partnerToken = (await login(testApp.app, 'employee', demo.partner)).token;
    const given = await testApp.app.inject({ method: 'POST', url: '/api/employee/cancel/booking', headers: bearer(partnerToken), payload: { bookingId: lineIds[0], reason: 'Scooter broke down.' } });
    expect(given.statusCode).toBe(200);
    const admin = await admins[kind]!();
    const pending = await runCommand(admin, parseArguments(['bookings:pending']));
    expect(pending).toMatch(new RegExp(`^${lineIds[0]}\\s.*Ravi Kumar \\(${ravi}\\), \\d+ cancellations?: Scooter broke down\\.$`, 'm'));
    await admin.close();
  });
});
