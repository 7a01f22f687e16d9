import { and, count, eq, gte, sql } from 'drizzle-orm';
import { notifications, partnerProfiles, payoutBatches, payouts } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { bearer, demo, login } from '../../../test/accounts';
import { workPayoutBatchJobs } from '../../../test/jobs';
import { accountId, insertBooking, serviceIdNamed } from '../partner/bookings/testBookings';
import { approveBatch, proposeBatch } from './batches';
import { batchDueAt, proposeWeeklyBatch, sendWeeklyBatchIfDue } from './weekly';

/**
 * Issue 38: the week's payout batch proposes itself on PAYOUT_BATCH_WEEKDAY at PAYOUT_BATCH_HOUR,
 * India time, once a week however often it is sent or worked, and tells ops; approval stays theirs.
 * The app's clock is set by the test; approved work is available at once (PAYABLE_HOLD_DAYS=0).
 */

/** An instant given as India's wall clock (UTC+05:30). 2026-11-23 is a Monday. */
const india = (dateTime: string) => new Date(`${dateTime}+05:30`);
const mondayTenAm = { weekday: 1, hour: 10 };

let testApp: TestApp;
let now = india('2026-11-20T09:00:00');
const clock = () => now;
const deps = () => ({ db: testApp.db, clock });
let ravi: number;
let customerId: number;
let electrician: number;

beforeAll(async () => {
  testApp = await createTestApp({ env: { PAYABLE_HOLD_DAYS: '0' }, clock });
  ravi = await accountId(testApp.db, 'employee', demo.partner.mobile);
  customerId = await accountId(testApp.db, 'user', demo.customer.mobile);
  electrician = await serviceIdNamed(testApp.db, 'Electrician');
});
afterAll(() => testApp.close());

/** Ravi's paid work of `price` rupees, approved by the customer now: settled into his payable. */
async function approvedWork(price: number) {
  const { lineIds } = await insertBooking(testApp.db, {
    userId: customerId,
    paymentStatus: 'paid',
    lines: [{ serviceId: electrician, partnerId: ravi, status: 'completed', price, completedAt: now }],
  });
  const { token } = await login(testApp.app, 'user', demo.customer);
  const approved = await testApp.app.inject({ method: 'POST', url: '/api/user/service/statusupdate', headers: bearer(token), payload: { id: lineIds[0] } });
  expect(approved.statusCode).toBe(200);
}

const batchesSince = (since: Date) => testApp.db.select().from(payoutBatches).where(gte(payoutBatches.createdAt, since)).orderBy(payoutBatches.id);
/** The week's jobs in pg-boss's table, done or not. */
async function payoutJobs(week: string): Promise<number> {
  const result = await testApp.db.execute(sql`SELECT count(*)::int AS n FROM jobs.job WHERE name = 'payout-batch' AND singleton_key = ${`payout-batch:${week}`}`);
  return Number((result as unknown as { rows: Array<{ n: number }> }).rows[0]!.n);
}
const toldOps = async () => (await testApp.db.select({ n: count() }).from(notifications).where(eq(notifications.kind, 'ops_payout_batch_proposed')))[0]!.n;

/** Sends the week's job at `at` (as a worker's timer would) and works it; how many jobs were done. */
async function sendAndWorkAt(at: string): Promise<{ sent: boolean; worked: number }> {
  now = india(at);
  const sent = await sendWeeklyBatchIfDue(deps(), mondayTenAm);
  return { sent, worked: await workPayoutBatchJobs(testApp, clock) };
}

/** Ops approve whatever batch waits, so the next test starts with none. */
async function approveWaiting() {
  const waiting = await testApp.db.select({ id: payoutBatches.id }).from(payoutBatches).where(eq(payoutBatches.status, 'proposed'));
  for (const batch of waiting) await approveBatch(deps(), batch.id, null);
}

describe('when the week’s batch is due', () => {
  it('is the configured hour of the configured day, India time, in its ISO week', () => {
    expect(batchDueAt(mondayTenAm, india('2026-11-23T10:00:00'))).toEqual({ week: '2026-W48', dueAt: india('2026-11-23T10:00:00') });
    expect(batchDueAt(mondayTenAm, india('2026-11-23T10:59:59'))).toEqual({ week: '2026-W48', dueAt: india('2026-11-23T10:00:00') });
    for (const notDue of ['2026-11-23T09:59:59', '2026-11-23T11:00:00', '2026-11-22T10:30:00', '2026-11-24T10:30:00']) {
      expect(batchDueAt(mondayTenAm, india(notDue))).toBeNull();
    }
    // India's day, not UTC's: Monday 00:30 in India is still Sunday in UTC.
    expect(batchDueAt({ weekday: 1, hour: 0 }, india('2026-11-23T00:30:00'))?.week).toBe('2026-W48');
    expect(batchDueAt({ weekday: 7, hour: 23 }, india('2026-11-29T23:15:00'))?.week).toBe('2026-W48');
    // ISO weeks across a new year: 2026 has 53 of them.
    expect(batchDueAt(mondayTenAm, india('2026-12-28T10:00:00'))?.week).toBe('2026-W53');
    expect(batchDueAt(mondayTenAm, india('2027-01-04T10:00:00'))?.week).toBe('2027-W01');
  });
});

describe('the weekly payout batch job', () => {
  it('proposes on the configured weekday and hour and not otherwise, and tells ops it waits for approval', async () => {
    const start = now;
    await approvedWork(1800);
    for (const at of ['2026-11-22T10:30:00', '2026-11-23T09:55:00', '2026-11-23T11:00:00', '2026-11-24T10:30:00']) {
      expect(await sendAndWorkAt(at)).toEqual({ sent: false, worked: 0 });
    }
    expect(await batchesSince(start)).toEqual([]);

    expect(await sendAndWorkAt('2026-11-23T10:05:00')).toEqual({ sent: true, worked: 1 });
    const [batch] = await batchesSince(start);
    // Only proposed: nothing moves until ops approve.
    expect(batch).toMatchObject({ status: 'proposed', createdAt: india('2026-11-23T10:05:00'), approvedAt: null });
    expect(await testApp.db.select({ partnerId: payouts.partnerId, amount: payouts.amount, status: payouts.status }).from(payouts).where(eq(payouts.batchId, batch!.id))).toEqual([
      { partnerId: ravi, amount: 140_915, status: 'proposed' },
    ]);
    const told = await testApp.db.select({ message: notifications.message, createdAt: notifications.createdAt }).from(notifications).where(eq(notifications.kind, 'ops_payout_batch_proposed'));
    expect(told.length).toBeGreaterThan(0);
    for (const row of told) {
      expect(row).toEqual({ message: `Payout batch ${batch!.id} waits for your approval: 1 payout, ₹1,409.15 in all (payouts:batch ${batch!.id}, then payouts:approve ${batch!.id}).`, createdAt: india('2026-11-23T10:05:00') });
    }
    await approveWaiting();
  });

  it('makes one batch a week, however often it is sent or worked, and ops proposing by hand meanwhile make none', async () => {
    const start = india('2026-11-30T00:00:00');
    now = india('2026-11-27T12:00:00');
    await approvedWork(1000);
    const toldBefore = await toldOps();

    expect(await sendAndWorkAt('2026-11-30T10:01:00')).toEqual({ sent: true, worked: 1 });
    // Another instance's timer in the same hour: pg-boss keeps the week's one job.
    expect(await sendAndWorkAt('2026-11-30T10:20:00')).toEqual({ sent: true, worked: 0 });
    expect(await payoutJobs('2026-W49')).toBe(1);
    const [batch] = await batchesSince(start);
    expect(await toldOps()).toBeGreaterThan(toldBefore);
    const toldOnce = await toldOps();

    // The job run again (a retry, or a second job past pg-boss), two at once: the database refuses a second batch.
    now = india('2026-11-30T10:25:00');
    const dueAt = india('2026-11-30T10:00:00');
    expect((await Promise.all([proposeWeeklyBatch(deps(), dueAt), proposeWeeklyBatch(deps(), dueAt)])).map((proposal) => proposal.outcome)).toEqual(['waiting', 'waiting']);
    // Ops too, by hand, while it waits.
    await expect(proposeBatch(deps())).rejects.toThrow(`Payout batch ${batch!.id} is waiting for approval: approve it (payouts:approve ${batch!.id}) before proposing another.`);

    // Approved, and more work approved since: still no second batch this week from the job.
    await approveBatch(deps(), batch!.id, null);
    now = india('2026-11-30T10:40:00');
    await approvedWork(600);
    expect(await proposeWeeklyBatch(deps(), dueAt)).toEqual({ outcome: 'already-proposed', batchId: batch!.id });
    expect((await batchesSince(start)).map((row) => row.id)).toEqual([batch!.id]);
    expect(await toldOps()).toBe(toldOnce);

    // That money goes in next week's batch.
    expect(await sendAndWorkAt('2026-12-07T10:00:00')).toEqual({ sent: true, worked: 1 });
    const next = (await batchesSince(india('2026-12-07T00:00:00')))[0]!;
    expect(await testApp.db.select({ amount: payouts.amount }).from(payouts).where(eq(payouts.batchId, next.id))).toEqual([{ amount: expect.any(Number) }]);
    await approveWaiting();
  });

  it('proposes nothing, tells nobody and does not fail when nobody has money available', async () => {
    const toldBefore = await toldOps();
    const start = india('2026-12-14T00:00:00');
    expect(await sendAndWorkAt('2026-12-14T10:10:00')).toEqual({ sent: true, worked: 1 });
    expect(await batchesSince(start)).toEqual([]);
    expect(await toldOps()).toBe(toldBefore);
    expect(await proposeWeeklyBatch(deps(), india('2026-12-14T10:00:00'))).toEqual({ outcome: 'nothing-available' });
  });

  it('makes one batch of two jobs proposing at the same moment (two instances past pg-boss)', async () => {
    now = india('2026-12-16T09:00:00');
    await approvedWork(500);
    now = india('2026-12-16T10:05:00');
    const dueAt = india('2026-12-16T10:00:00');
    const outcomes = await Promise.all([proposeWeeklyBatch(deps(), dueAt), proposeWeeklyBatch(deps(), dueAt)]);
    expect(outcomes.map((proposal) => proposal.outcome).sort()).toEqual(['proposed', 'waiting']);
    expect(await batchesSince(india('2026-12-16T00:00:00'))).toHaveLength(1);
    await approveWaiting();
  });

  it('tells ops of partners left out, and a batch of only them holds no later batch back', async () => {
    now = india('2026-12-18T12:00:00');
    await approvedWork(1200);
    await testApp.db.update(partnerProfiles).set({ payoutHold: true }).where(eq(partnerProfiles.userId, ravi));
    try {
      expect(await sendAndWorkAt('2026-12-21T10:00:00')).toEqual({ sent: true, worked: 1 });
      const [empty] = await batchesSince(india('2026-12-21T00:00:00'));
      const [told] = await testApp.db.select({ message: notifications.message }).from(notifications).where(and(eq(notifications.kind, 'ops_payout_batch_proposed'), sql`${notifications.message} LIKE ${`Payout batch ${empty!.id} %`}`));
      expect(told?.message).toBe(`Payout batch ${empty!.id} has nothing to approve: every partner with money available was left out: Ravi Kumar (bank details changed: check them (partners:bank-verify) first).`);
    } finally {
      await testApp.db.update(partnerProfiles).set({ payoutHold: false }).where(eq(partnerProfiles.userId, ravi));
    }
    // Checked again: ops propose by hand at once; the batch without payouts waits for nothing.
    await expect(proposeBatch(deps())).resolves.toMatchObject({ held: [] });
    await approveWaiting();
  });
});

describe("the server's own worker (JOBS_WORKER)", () => {
  /** A worker instance on the test's database, its clock at `at`, started and then closed. */
  async function workerAt(at: string, env: Record<string, string>) {
    now = india(at);
    const worker = await createTestApp({ db: testApp.db, clock, env: { JOBS_WORKER: 'true', PAYABLE_HOLD_DAYS: '0', ...env } });
    await worker.app.ready();
    return worker;
  }

  it('sends and works the week’s job as it starts in the hour it is due', async () => {
    await approvedWork(900);
    const worker = await workerAt('2026-12-28T10:30:00', {});
    try {
      let batches = await batchesSince(india('2026-12-28T00:00:00'));
      for (let waited = 0; waited < 10_000 && batches.length === 0; waited += 200) {
        await new Promise((done) => setTimeout(done, 200));
        batches = await batchesSince(india('2026-12-28T00:00:00'));
      }
      expect(batches).toEqual([expect.objectContaining({ status: 'proposed' })]);
    } finally {
      await worker.close();
    }
    await approveWaiting();
  });

  it('does nothing with PAYOUT_BATCH_WEEKDAY=off, even in the hour it would be due', async () => {
    await approvedWork(700);
    const worker = await workerAt('2027-01-04T10:30:00', { PAYOUT_BATCH_WEEKDAY: 'off' });
    try {
      await new Promise((done) => setTimeout(done, 1_500));
      expect(await payoutJobs('2027-W01')).toBe(0);
      expect(await batchesSince(india('2027-01-04T00:00:00'))).toEqual([]);
    } finally {
      await worker.close();
    }
  });
});
