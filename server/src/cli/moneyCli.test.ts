// @pglite-in-ci: CI runs this file on PGlite too (.ci/run): it covers code with a PGlite branch of its own.
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { indianDate } from '@servenear/shared/domain';
import { notifications, sandboxPayments, sandboxRefunds as sandboxRefundRows } from '../db/schema';
import { tempFolder } from '../../test/fixtures';
import { recordTestCapture } from '../../test/payments';
import { JOBS_SCHEMA } from '../modules/jobs/queue';
import { createTestApp, type TestApp } from '../../test/testApp';
import { bearer, demo, login, signInCodeSentTo } from '../../test/accounts';
import { injectApi } from '../../test/injectFetch';
import { deliverSandboxPayouts, deliverSandboxRefunds, retryAfter, workPayoutJobs, workRefundJobs } from '../../test/jobs';
import { accountId, insertBooking, serviceIdNamed } from '../modules/partner/bookings/testBookings';
import { UploadStore } from '../modules/media/uploadStore';
import { SandboxPaymentProvider } from '../modules/payments/sandbox';
import { refundsOf } from '../modules/refunds/testRefunds';
import { parseArguments, runCommand } from './adminCli';
import { apiOpsAdmin, databaseOpsAdmin, type OpsAdmin } from './opsAdmin';
import { MismatchesRemain } from './reconcileCli';
import { runAdmin } from './runAdmin';

/**
 * refunds:open, :failed, :retry, ledger:trial-balance, payouts:* and reconcile (issue 38), on the
 * database and through the API. The sandbox refuses refunds (SANDBOX_REFUND_OUTCOME=refused)
 * until a test lets it.
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
  database: async () =>
    databaseOpsAdmin(
      { db: testApp.db, nearRadiusKm: 25, uploads: new UploadStore(path.join(testApp.dataDir, 'uploads')), providers: () => ({ payments: testApp.payments, payouts: testApp.payouts }) },
      async () => undefined,
    ),
  api: () => apiOpsAdmin('http://127.0.0.1:8080', demo.admin, injectApi(() => testApp.app)),
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
      lines: [{ serviceId: electrician, partnerId: ravi, status: 'completed', price: 1300, completedAt: new Date() }],
    });
    const approved = await testApp.app.inject({ method: 'POST', url: '/api/user/service/statusupdate', headers: bearer(customer.token), payload: { id: lineIds[0] } });
    expect(approved.statusCode).toBe(200);
    const admin = await admins[kind]!();

    const proposed = await runCommand(admin, parseArguments(['payouts:propose']));
    // ₹1,300 less 5 % GST inside, 15 % commission with its 18 % GST and 0.1 % TDS: to the paisa.
    const batchId = Number(/^Payout batch (\d+) \(proposed\), 1 payout of ₹1,017\.71\.$/m.exec(proposed)![1]);
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

  it('reconciles today: a refund whose webhook was lost is a mismatch until --apply settles it as the webhook would have', async () => {
    sandboxRefunds('processed');
    const bookingId = await cancelledPaidLine();
    expect(await workRefundJobs(testApp)).toBe(1);
    const [refund] = await refundsOf(testApp.db, bookingId);
    // The sandbox paid it back; its webhook never came.
    await testApp.db.update(sandboxRefundRows).set({ status: 'processed', processedAt: new Date() }).where(eq(sandboxRefundRows.id, refund!.providerRefundId!));
    await testApp.db.execute(sql`DELETE FROM ${sql.raw(JOBS_SCHEMA)}.job WHERE name = 'sandbox-refunds' AND state = 'created'`);
    const admin = await admins[kind]!();
    const date = indianDate(new Date());

    const remaining = await runCommand(admin, parseArguments(['reconcile', '--date', date])).catch((error: unknown) => error);
    expect(remaining).toBeInstanceOf(MismatchesRemain);
    const text = (remaining as MismatchesRemain).report;
    expect(text).toMatch(new RegExp(`^Reconciliation of ${date} \\(India time\\)$`, 'm'));
    expect(text).toMatch(/^Captured\s+₹[\d,.]+ \(\d+\)\s+₹[\d,.]+ \(\d+\)$/m);
    expect(text).toMatch(new RegExp(`^${refund!.id}\\s+${bookingId}\\s+₹1,400\\s+initiated\\s+${refund!.providerRefundId}$`, 'm'));
    expect(text).toMatch(new RegExp(`^status_differs\\s+refund\\s+${refund!.providerRefundId}\\s+refund ${refund!.id} \\(SN-\\d{6}\\)\\s+₹1,400\\s+₹1,400\\s+initiated\\s+processed\\s+repairs it$`, 'm'));
    expect(text).toContain(`reconcile --date ${date} --apply settles the 1 marked "repairs it".`);

    const applied = await runCommand(admin, parseArguments(['reconcile', '--date', date, '--apply']));
    expect(applied).toContain(`Repaired: refund ${refund!.providerRefundId} is now processed.`);
    expect(applied).toMatch(/\nNo mismatch\.$/);
    expect((await refundsOf(testApp.db, bookingId))[0]).toMatchObject({ status: 'processed' });
    await admin.close();
  });
});

describe('npm run admin -- reconcile', () => {
  it('prints the day and exits 1 while mismatches remain, 0 when there are none; a missing or impossible date is a usage error', async () => {
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const apiUrl = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
    const env = { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: testApp.dataDir, XDG_STATE_HOME: await tempFolder('state') };
    const cli = async (argv: string[]) => {
      const out: string[] = [];
      const error: string[] = [];
      const code = await runAdmin(['--api', apiUrl, ...argv], { env, out: (text) => out.push(text), error: (text) => error.push(text), secondFactor: ({ mobile }) => signInCodeSentTo(testApp.app, mobile) });
      return { code, out: out.join('\n'), error: error.join('\n') };
    };
    // A capture on 20 January whose payment the sandbox has no record of.
    const { bookingId } = await insertBooking(testApp.db, { userId: customer.id, lines: [{ serviceId: electrician, price: 500 }] });
    const at = new Date('2026-01-20T12:00:00+05:30');
    await recordTestCapture(testApp.db, bookingId, at);
    await testApp.db.delete(sandboxPayments).where(eq(sandboxPayments.createdAt, at));

    for (const argv of [['reconcile', '--date', '2026-01-20'], ['reconcile', '--date', '2026-01-20', '--apply']]) {
      const mismatched = await cli(argv);
      expect(mismatched).toMatchObject({ code: 1, error: '' });
      expect(mismatched.out).toMatch(/^1 mismatch:$/m);
      expect(mismatched.out).toMatch(/^missing_at_provider\s+payment\s+pay_sbx_fixture\w+\s+booking SN-\d{6}\s+₹500\s+captured\s+ops$/m);
    }
    expect(await cli(['reconcile', '--date', '2026-01-21'])).toMatchObject({ code: 0, out: expect.stringMatching(/\nNo mismatch\.$/) });
    expect(await cli(['reconcile'])).toMatchObject({ code: 2, error: expect.stringMatching(/^reconcile needs --date YYYY-MM-DD, a real date of this century/) });
    expect(await cli(['reconcile', '--date', '2026-02-30'])).toMatchObject({ code: 2 });
    expect(await cli(['refunds:open', '--apply'])).toMatchObject({ code: 2, error: expect.stringMatching(/^--date and --apply go with reconcile only/) });
  });
});
