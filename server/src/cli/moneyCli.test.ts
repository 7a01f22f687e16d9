import path from 'node:path';
import { eq } from 'drizzle-orm';
import { notifications } from '../db/schema';
import { createTestApp, type TestApp } from '../../test/testApp';
import { bearer, demo, login } from '../../test/accounts';
import { injectFetch } from '../../test/injectFetch';
import { deliverSandboxPayouts, deliverSandboxRefunds, retryAfter, workPayoutJobs, workRefundJobs } from '../../test/jobs';
import { accountId, insertBooking, serviceIdNamed } from '../modules/partner/bookings/testBookings';
import { UploadStore } from '../modules/media/uploadStore';
import { SandboxPaymentProvider } from '../modules/payments/sandbox';
import { refundsOf } from '../modules/refunds/testRefunds';
import { parseArguments, runCommand } from './adminCli';
import { apiOpsAdmin, databaseOpsAdmin, type OpsAdmin } from './opsAdmin';

/**
 * refunds:open, :failed, :retry and ledger:trial-balance (issue 38), on the database and through
 * the API. The sandbox refuses refunds (SANDBOX_REFUND_OUTCOME=refused) until a test lets it.
 */
let testApp: TestApp;
let customer: { id: number; token: string };
let electrician: number;

beforeAll(async () => {
  testApp = await createTestApp({ env: { SANDBOX_REFUND_OUTCOME: 'refused', SANDBOX_REFUND_SECONDS: '0', PAYABLE_HOLD_DAYS: '0' } });
  customer = { id: await accountId(testApp.db, 'user', demo.customer.mobile), token: (await login(testApp.app, 'user', demo.customer)).token };
  electrician = await serviceIdNamed(testApp.db, 'Electrician');
  // Every retry due at once, so a test can run the refund out of attempts.
  await retryAfter(testApp.db, 'refunds', 0);
});
afterAll(() => testApp.close());

const admins: Record<string, () => Promise<OpsAdmin>> = {
  database: async () => databaseOpsAdmin({ db: testApp.db, nearRadiusKm: 25, uploads: new UploadStore(path.join(testApp.dataDir, 'uploads')) }, async () => undefined),
  api: () => apiOpsAdmin('http://127.0.0.1:8080', demo.admin, injectFetch(() => testApp.app)),
};

/** A paid line the customer cancels: ₹1,400 owed back. */
async function cancelledPaidLine() {
  const { bookingId, lineIds } = await insertBooking(testApp.db, { userId: customer.id, paymentStatus: 'paid', lines: [{ serviceId: electrician, price: 1400 }] });
  const cancelled = await testApp.app.inject({ method: 'POST', url: '/api/user/cancelbooking', headers: bearer(customer.token), payload: { bookingId: lineIds[0] } });
  expect(cancelled.statusCode).toBe(200);
  return bookingId;
}

/** Makes the sandbox refuse or take refunds from now on. */
function sandboxRefunds(outcome: 'refused' | 'processed') {
  (testApp.payments as unknown as { refunds: { outcome: string } }).refunds.outcome = outcome;
}

describe.each(Object.keys(admins))('money commands (%s)', (kind) => {
  it('lists a refund whose every attempt failed, tries it again, and shows it paid back; the trial balance agrees', async () => {
    expect(testApp.payments).toBeInstanceOf(SandboxPaymentProvider);
    sandboxRefunds('refused');
    const bookingId = await cancelledPaidLine();
    const [owed] = await refundsOf(testApp.db, bookingId);
    const admin = await admins[kind]!();
    expect(await runCommand(admin, parseArguments(['refunds:open']))).toMatch(new RegExp(`^${owed!.id}\\s+SN-\\d{6}\\s+\\d+\\s+cancellation\\s+₹1,400\\s+pending\\s+0`, 'm'));

    // Nine calls refused (the first and eight retries): failed, and ops are told.
    while ((await workRefundJobs(testApp)) === 0 && (await refundsOf(testApp.db, bookingId))[0]!.status === 'pending');
    const [failed] = await refundsOf(testApp.db, bookingId);
    expect(failed).toMatchObject({ status: 'failed', attempts: 9, lastError: expect.stringMatching(/the sandbox refuses refunds/) });
    const told = await testApp.db.select().from(notifications).where(eq(notifications.kind, 'ops_refund_failed'));
    expect(told.map((row) => row.message)).toContain(`Refund #${owed!.id} of booking ${bookingId} could not be made: the sandbox refuses refunds (SANDBOX_REFUND_OUTCOME=refused)`);
    expect(await runCommand(admin, parseArguments(['refunds:failed']))).toMatch(new RegExp(`^${owed!.id}\\s.*₹1,400\\s+failed\\s+9\\s+the sandbox refuses refunds`, 'm'));

    sandboxRefunds('processed');
    expect(await runCommand(admin, parseArguments(['refunds:retry', String(owed!.id)]))).toMatch(new RegExp(`^Refund ${owed!.id} of ₹1,400 \\(SN-\\d{6}\\) will be tried again\\.$`));
    await expect(runCommand(admin, parseArguments(['refunds:retry', String(owed!.id)]))).rejects.toThrow('Only a failed refund can be tried again.');
    await expect(runCommand(admin, parseArguments(['refunds:retry', '999999']))).rejects.toThrow('Refund not found.');
    expect(await workRefundJobs(testApp)).toBe(1);
    expect(await deliverSandboxRefunds(testApp)).toBe(1);
    expect((await refundsOf(testApp.db, bookingId))[0]).toMatchObject({ status: 'processed' });
    expect(await runCommand(admin, parseArguments(['refunds:failed']))).not.toMatch(new RegExp(`^${owed!.id}\\s`, 'm'));

    // A refund paid back leaves nothing on any account: a booking kept paid does.
    await insertBooking(testApp.db, { userId: customer.id, paymentStatus: 'paid', lines: [{ serviceId: electrician, price: 900 }] });
    const trial = await runCommand(admin, parseArguments(['ledger:trial-balance']));
    expect(trial).toMatch(/^Customers’ payments not yet settled\s+₹[\d,]+/m);
    expect(trial).toMatch(/^Held at the payment provider\s+₹[\d,]+/m);
    expect(trial).toMatch(/^Total\s+(₹[\d,.]+)\s+\1$/m);
    expect(trial).not.toMatch(/THE TOTALS DIFFER/);
    await admin.close();
  });

  it('proposes a payout batch of the partner’s approved work, approves it, and shows it paid with the bank’s reference', async () => {
    const ravi = await accountId(testApp.db, 'employee', demo.partner.mobile);
    const { lineIds } = await insertBooking(testApp.db, {
      userId: customer.id,
      paymentStatus: 'paid',
      lines: [{ serviceId: electrician, partnerId: ravi, status: 'completed', price: 2100, completedAt: new Date() }],
    });
    const approved = await testApp.app.inject({ method: 'POST', url: '/api/user/service/statusupdate', headers: bearer(customer.token), payload: { id: lineIds[0] } });
    expect(approved.statusCode).toBe(200);
    const admin = await admins[kind]!();

    const proposed = await runCommand(admin, parseArguments(['payouts:propose']));
    const batchId = Number(/^Payout batch (\d+) \(proposed\), 1 payout of (₹[\d,.]+)\.$/m.exec(proposed)![1]);
    expect(proposed).toMatch(new RegExp(`^\\d+\\s+Ravi Kumar \\(${ravi}\\)\\s+₹[\\d,.]+\\s+proposed`, 'm'));
    const approvedBatch = await runCommand(admin, parseArguments(['payouts:approve', String(batchId)]));
    expect(approvedBatch).toMatch(new RegExp(`^Payout batch ${batchId} \\(approved\\)`));
    expect(approvedBatch).toMatch(/\s+pending\s+…\d{4}/);
    await expect(runCommand(admin, parseArguments(['payouts:approve', String(batchId)]))).rejects.toThrow('This payout batch is already approved.');
    await expect(runCommand(admin, parseArguments(['payouts:propose']))).rejects.toThrow('No partner has money available to pay out.');

    await workPayoutJobs(testApp);
    await deliverSandboxPayouts(testApp);
    expect(await runCommand(admin, parseArguments(['payouts:batch', String(batchId)]))).toMatch(/\s+processed\s+…\d{4}\s+SBXUTR\w+/);
    await admin.close();
  });
});
