import { eq } from 'drizzle-orm';
import { notifications, partnerProfiles, payoutItems, payouts } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { bearer, demo, login } from '../../../test/accounts';
import { deliverSandboxPayouts, workPayoutJobs } from '../../../test/jobs';
import { accountId, insertBooking, serviceIdNamed } from '../partner/bookings/testBookings';
import { accountBalances } from '../ledger/balances';
import { approveBatch, proposeBatch } from './batches';
import { payoutReported } from './reported';
import { SandboxPayoutProvider } from './sandbox';

/**
 * Issue 38: partners paid out. Approved work becomes available at once here (PAYABLE_HOLD_DAYS=0);
 * ops propose a batch and approve it; each payout goes through the sandbox RazorpayX, whose
 * webhooks say processed, failed or reversed, each moving the ledger once.
 */
let testApp: TestApp;
let ravi: number;
let customer: { id: number; token: string };
let electrician: number;
const deps = () => ({ db: testApp.db, clock: () => new Date() });

beforeAll(async () => {
  testApp = await createTestApp({ env: { PAYABLE_HOLD_DAYS: '0' } });
  ravi = await accountId(testApp.db, 'employee', demo.partner.mobile);
  customer = { id: await accountId(testApp.db, 'user', demo.customer.mobile), token: (await login(testApp.app, 'user', demo.customer)).token };
  electrician = await serviceIdNamed(testApp.db, 'Electrician');
});
afterAll(() => testApp.close());

function sandboxPayouts(outcome: 'processed' | 'failed' | 'reversed' | 'refused') {
  expect(testApp.payouts).toBeInstanceOf(SandboxPayoutProvider);
  (testApp.payouts as unknown as { options: { outcome: string } }).options.outcome = outcome;
}

/** Ravi's paid, approved work of `price` rupees: settled into his payable. */
async function approvedWork(price: number) {
  const { lineIds } = await insertBooking(testApp.db, {
    userId: customer.id,
    paymentStatus: 'paid',
    lines: [{ serviceId: electrician, partnerId: ravi, status: 'completed', price, completedAt: new Date() }],
  });
  const approved = await testApp.app.inject({ method: 'POST', url: '/api/user/service/statusupdate', headers: bearer(customer.token), payload: { id: lineIds[0] } });
  expect(approved.statusCode).toBe(200);
}

const payable = async () => 0 - (await accountBalances(testApp.db)).filter((row) => row.account === 'partner_payable' && row.partnerId === ravi).reduce((sum, row) => sum + row.balance, 0);
const balanceOf = async (account: string) => (await accountBalances(testApp.db)).filter((row) => row.account === account).reduce((sum, row) => sum + row.balance, 0) + 0;
const payoutOf = async (batchId: number) => (await testApp.db.select().from(payouts).where(eq(payouts.batchId, batchId)))[0]!;

describe('payouts through the sandbox RazorpayX', () => {
  it('pays a partner his net: proposed, approved, processed with the bank’s reference, told; his payable is then zero', async () => {
    sandboxPayouts('processed');
    // ₹1,800 of house-keeping (section 9(5), 5 %): value ₹1,714.29, commission ₹257.14 + ₹46.29 GST, TDS ₹1.71.
    await approvedWork(1800);
    const owed = await payable();
    expect(owed).toBe(140_915);

    const { batchId, held } = await proposeBatch(deps());
    expect(held).toEqual([]);
    expect(await payoutOf(batchId)).toMatchObject({ partnerId: ravi, amount: owed, status: 'proposed' });
    // Nothing moves before ops approve.
    expect(await payable()).toBe(owed);

    await approveBatch(deps(), batchId, null);
    await expect(approveBatch(deps(), batchId, null)).rejects.toThrow('This payout batch is already approved.');
    expect(await payoutOf(batchId)).toMatchObject({ status: 'pending', accountNumber: expect.stringMatching(/^\d+$/), ifsc: expect.any(String) });
    expect(await payable()).toBe(0);
    expect(await balanceOf('payouts_in_transit')).toBe(-owed);

    expect(await workPayoutJobs(testApp)).toBe(1);
    expect(await payoutOf(batchId)).toMatchObject({ status: 'processing', providerPayoutId: expect.stringMatching(/^pout_sbx_/) });
    expect(await deliverSandboxPayouts(testApp)).toBe(1);
    const paid = await payoutOf(batchId);
    expect(paid).toMatchObject({ status: 'processed', utr: expect.stringMatching(/^SBXUTR/), processedAt: expect.any(Date) });
    expect(await balanceOf('payouts_in_transit')).toBe(0);
    const told = await testApp.db.select().from(notifications).where(eq(notifications.kind, 'payout_paid'));
    expect(told.map((row) => row.message)).toContain(`₹1,409.15 has been paid to your bank account ending ${paid.accountNumber!.slice(-4)} (bank reference ${paid.utr}).`);

    // Nothing left to pay.
    await expect(proposeBatch(deps())).rejects.toThrow('No partner has money available to pay out.');
  });

  it('gives a failed payout’s money back to the partner for the next batch, and a reversed one too, once each', async () => {
    sandboxPayouts('failed');
    await approvedWork(1000);
    const owed = await payable();
    const first = await proposeBatch(deps());
    await approveBatch(deps(), first.batchId, null);
    await workPayoutJobs(testApp);
    await deliverSandboxPayouts(testApp);
    expect(await payoutOf(first.batchId)).toMatchObject({ status: 'failed', failureReason: 'the beneficiary bank rejected it (sandbox)' });
    expect(await payable()).toBe(owed);
    expect(await testApp.db.select().from(payoutItems).where(eq(payoutItems.payoutId, (await payoutOf(first.batchId)).id))).toEqual([
      expect.objectContaining({ releasedAt: expect.any(Date) }),
    ]);

    sandboxPayouts('reversed');
    const second = await proposeBatch(deps());
    expect(await payoutOf(second.batchId)).toMatchObject({ amount: owed });
    await approveBatch(deps(), second.batchId, null);
    await workPayoutJobs(testApp);
    await deliverSandboxPayouts(testApp);
    expect(await payoutOf(second.batchId)).toMatchObject({ status: 'reversed', utr: expect.stringMatching(/^SBXUTR/) });
    expect(await payable()).toBe(owed);
    expect(await balanceOf('payouts_in_transit')).toBe(0);
    // Reported again, or late and out of order (the provider delivers at least once): nothing moves twice.
    const reversed = await payoutOf(second.batchId);
    for (const status of ['reversed', 'processed', 'failed'] as const) {
      const report = { providerPayoutId: reversed.providerPayoutId, status, utr: null, reason: null, at: new Date() };
      expect(await testApp.db.transaction((tx) => payoutReported(tx, report))).toBe('ignored');
    }
    expect(await payable()).toBe(owed);

    sandboxPayouts('processed');
    const third = await proposeBatch(deps());
    await approveBatch(deps(), third.batchId, null);
    await workPayoutJobs(testApp);
    await deliverSandboxPayouts(testApp);
    expect(await payoutOf(third.batchId)).toMatchObject({ status: 'processed', amount: owed });
    expect(await payable()).toBe(0);
  });

  it('holds a partner whose bank details changed: left out of the batch with the reason, paid once ops check them', async () => {
    sandboxPayouts('processed');
    await approvedWork(1200);
    await testApp.db.update(partnerProfiles).set({ payoutHold: true }).where(eq(partnerProfiles.userId, ravi));
    await expect(proposeBatch(deps())).resolves.toMatchObject({ held: [{ partnerId: ravi, reason: 'bank details changed: check them (partners:bank-verify) first' }] });
    expect(await payable()).toBeGreaterThan(0);

    await testApp.db.update(partnerProfiles).set({ payoutHold: false }).where(eq(partnerProfiles.userId, ravi));
    const batch = await proposeBatch(deps());
    // Changed again between the proposal and the approval: held then too.
    await testApp.db.update(partnerProfiles).set({ payoutHold: true }).where(eq(partnerProfiles.userId, ravi));
    await approveBatch(deps(), batch.batchId, null);
    expect(await payoutOf(batch.batchId)).toMatchObject({ status: 'failed', failureReason: 'held: bank details changed since the proposal' });
    expect(await workPayoutJobs(testApp)).toBe(0);
    await testApp.db.update(partnerProfiles).set({ payoutHold: false }).where(eq(partnerProfiles.userId, ravi));
  });
});
