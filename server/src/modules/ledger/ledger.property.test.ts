import { eq, inArray, isNull, sql } from 'drizzle-orm';
import { bookingLines, ledgerEntries, ledgerTransactions, lineDisputes, payments, payoutItems, payouts, refunds, taxInvoices } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { bearer, demo, login, signUp } from '../../../test/accounts';
import { deliverSandboxPayouts, deliverSandboxRefunds, workInvoiceJobs, workPayoutJobs, workRefundJobs } from '../../../test/jobs';
import { accountId, insertBooking, serviceIdNamed } from '../partner/bookings/testBookings';
import { bookingWithTwoOrders, paymentCalls } from '../payments/testBookings';
import { accountBalances, trialBalance } from './balances';

/**
 * Issue 38's property: random sequences of bookings, payments (some paid twice), cancellations by
 * the customer and by ops, approvals, disputes with every outcome, and refunds paid back (their
 * webhooks sometimes delivered twice), and payouts paid, failed or reversed, through the real
 * routes and jobs. Afterwards every
 * transaction balances, and each account equals what the operational tables say independently:
 * nothing lost, nothing counted twice. A failing seed is printed, to be replayed.
 */

let testApp: TestApp;
let adminToken: string;
let partnerId: number;
let electrician: number;

/** Each seed on a database of its own, so the ledger's whole balances are that sequence's. */
async function freshApp(): Promise<void> {
  // Approved work is available for a payout at once; the sandboxes answer after 5 s (the tests deliver at once).
  testApp = await createTestApp({ env: { SANDBOX_REFUND_SECONDS: '5', SANDBOX_PAYOUT_SECONDS: '5', PAYABLE_HOLD_DAYS: '0' } });
  adminToken = (await login(testApp.app, 'admin', demo.admin)).token;
  partnerId = await accountId(testApp.db, 'employee', demo.partner.mobile);
  electrician = await serviceIdNamed(testApp.db, 'Electrician');
}

/** mulberry32: a small seeded generator, so a failing sequence can be run again. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return { next, int: (below: number) => Math.floor(next() * below), pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]! };
}

interface Customer {
  id: number;
  token: string;
}

const api = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  testApp.app.inject({ method, url: `/api/${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

async function pay(customer: Customer, bookingId: number): Promise<void> {
  const calls = paymentCalls(testApp.app, customer.token);
  const order = await calls.createOrder(bookingId);
  if (order.statusCode !== 200) return; // paid already, or nothing to pay
  const result = (await calls.sandboxPay(order.json().data.order_id)).json().data;
  await calls.confirm(bookingId, result);
}

async function linesOfBookings(bookingIds: number[]) {
  return testApp.db.select().from(bookingLines).where(inArray(bookingLines.bookingId, bookingIds));
}

type Action = 'book' | 'payTwice' | 'pay' | 'cancel' | 'opsCancel' | 'approve' | 'dispute' | 'payout';
/** How often each step is taken, in twentieths. */
const weights: Array<[Action, number]> = [
  ['book', 3],
  ['payTwice', 1],
  ['pay', 4],
  ['cancel', 2],
  ['opsCancel', 2],
  ['approve', 4],
  ['dispute', 3],
  ['payout', 1],
];

function pickAction(random: ReturnType<typeof generator>): Action {
  let roll = random.int(20);
  for (const [action, weight] of weights) {
    if (roll < weight) return action;
    roll -= weight;
  }
  return 'book';
}

/** One random step on the bookings made so far; a step with nothing to act on makes a booking. */
async function step(random: ReturnType<typeof generator>, customers: Customer[], bookingIds: Map<number, Customer>): Promise<Action> {
  const customer = random.pick(customers);
  const action = pickAction(random);
  const lines = await linesOfBookings([...bookingIds.keys()]);
  const owner = (line: { bookingId: number }) => bookingIds.get(line.bookingId)!;
  const completed = lines.filter((line) => line.status === 'completed' && line.approvedAt === null);
  const open = lines.filter((line) => ['pending', 'assigned', 'confirmed'].includes(line.status));
  if (action === 'payTwice') {
    // Paid twice: a line cancelled between two checkouts, both paid (an overpayment and a refund owed).
    const { bookingId, firstOrderId, secondOrderId } = await bookingWithTwoOrders(testApp.db, customer.id, paymentCalls(testApp.app, customer.token));
    bookingIds.set(bookingId, customer);
    const calls = paymentCalls(testApp.app, customer.token);
    // Both checkouts paid before either is confirmed, as two open tabs would.
    const results = [];
    for (const orderId of random.next() < 0.5 ? [firstOrderId, secondOrderId] : [secondOrderId, firstOrderId]) results.push((await calls.sandboxPay(orderId)).json().data);
    for (const result of results) await calls.confirm(bookingId, result);
    return action;
  }
  if (action === 'payout') {
    // A batch of what is available, approved, and its webhooks: paid, failed or paid then reversed.
    (testApp.payouts as unknown as { options: { outcome: string } }).options.outcome = random.pick(['processed', 'processed', 'failed', 'reversed']);
    const proposed = await api(adminToken, 'POST', 'admin/payouts/batches');
    if (proposed.statusCode === 200) await api(adminToken, 'POST', `admin/payouts/batches/${proposed.json().data.id}/approve`);
    await workPayoutJobs(testApp);
    await deliverSandboxPayouts(testApp);
    return action;
  }
  if (action === 'pay' && bookingIds.size > 0) {
    const [bookingId, payer] = random.pick([...bookingIds.entries()]);
    await pay(payer, bookingId);
    return action;
  }
  if ((action === 'cancel' || action === 'opsCancel') && open.length > 0) {
    const line = random.pick(open);
    if (action === 'cancel') await api(owner(line).token, 'POST', 'user/cancelbooking', { bookingId: line.id });
    else await api(adminToken, 'POST', `admin/bookings/lines/${line.id}/cancel`);
    return action;
  }
  if (action === 'approve' && completed.length > 0) {
    const line = random.pick(completed);
    await api(owner(line).token, 'POST', 'user/service/statusupdate', { id: line.id });
    return action;
  }
  if (action === 'dispute' && completed.length > 0) {
    const line = random.pick(completed);
    await api(owner(line).token, 'POST', 'user/service/decline', { id: line.id, reason: 'The work is not finished.' });
    const [dispute] = await testApp.db.select().from(lineDisputes).where(eq(lineDisputes.lineId, line.id));
    if (!dispute || dispute.resolvedAt) return action;
    const outcome = random.pick(['part_refund', 'part_refund', 'full_refund', 'redo_same', 'redo_other'] as const);
    const amount = 1 + random.int(Math.max(1, line.price / 2));
    await api(adminToken, 'POST', `admin/disputes/${dispute.id}/resolve`, outcome === 'part_refund' ? { outcome, amount } : { outcome });
    return action;
  }
  // A booking of 1 to 3 lines, some already done by the partner.
  const made = Array.from({ length: 1 + random.int(3) }, () => {
    const status = random.pick(['pending', 'assigned', 'completed', 'completed'] as const);
    return { serviceId: electrician, price: 100 * (5 + random.int(40)), status, partnerId: status === 'pending' ? null : partnerId, completedAt: status === 'completed' ? new Date() : null };
  });
  const { bookingId } = await insertBooking(testApp.db, { userId: customer.id, lines: made });
  bookingIds.set(bookingId, customer);
  return 'book';
}

/** Paise by account: over the whole ledger, or the transactions of these bookings. */
async function balancesOf(bookingIds?: number[]) {
  const rows = await accountBalances(testApp.db, bookingIds ? { where: inArray(ledgerTransactions.bookingId, bookingIds) } : {});
  // `+ 0`: a sum of nothing is 0, never -0, which toBe tells apart.
  const total = (account: string) => rows.filter((row) => row.account === account).reduce((sum, row) => sum + row.balance, 0) + 0;
  return { rows, total };
}

async function checkLedger(bookingIds: number[]): Promise<void> {
  // Every transaction balances (the database refuses one that does not, at commit).
  const unbalanced = await testApp.db
    .select({ id: ledgerEntries.transactionId, sum: sql<string>`sum(${ledgerEntries.amount})` })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.transactionId)
    .having(sql`sum(${ledgerEntries.amount}) <> 0`);
  expect(unbalanced).toEqual([]);
  const trial = await trialBalance(testApp.db);
  expect(trial.totalDebit).toBe(trial.totalCredit);

  const { total } = await balancesOf();
  const sent = await testApp.db.select().from(payouts);
  const paidOut = sent.filter((payout) => payout.status === 'processed').reduce((sum, payout) => sum + payout.amount, 0);
  const travelling = sent.filter((payout) => payout.status === 'pending' || payout.status === 'processing').reduce((sum, payout) => sum + payout.amount, 0);
  const captured = await testApp.db.select().from(payments).where(inArray(payments.bookingId, bookingIds));
  const owed = await testApp.db.select().from(refunds).where(inArray(refunds.bookingId, bookingIds));
  const capturedPaise = captured.filter((payment) => payment.status === 'captured').reduce((sum, payment) => sum + payment.amount, 0);
  const paidBack = owed.filter((refund) => refund.status === 'processed').reduce((sum, refund) => sum + refund.amount, 0);
  const stillOwed = owed.filter((refund) => refund.status !== 'processed').reduce((sum, refund) => sum + refund.amount, 0);

  // The provider holds what it captured less what it paid back and paid out (a reversed payout came
  // back); refunds owed are the ones not yet paid; payouts in transit, the ones not yet reported.
  expect(total('gateway')).toBe(capturedPaise - paidBack - paidOut);
  expect(total('payouts_in_transit')).toBe(0 - travelling);
  expect(total('refunds_payable')).toBe(0 - stillOwed);

  // What the lines say was settled, computed from the lines and disputes alone.
  const lines = await linesOfBookings(bookingIds);
  const disputes = await testApp.db.select().from(lineDisputes).where(inArray(lineDisputes.lineId, lines.map((line) => line.id)));
  const paidBookings = new Set(captured.filter((payment) => payment.status === 'captured' && payment.overpaidAmount === 0).map((payment) => payment.bookingId));
  let settledGross = 0;
  let feesKept = 0;
  for (const line of lines) {
    const own = disputes.filter((dispute) => dispute.lineId === line.id);
    const disputeRefunds = own.reduce((sum, dispute) => sum + dispute.refundAmount, 0);
    const accepted = (line.status === 'completed' && line.approvedAt !== null) || (line.status === 'completed-issue' && own.some((dispute) => dispute.outcome === 'part_refund' || dispute.outcome === 'full_refund'));
    if (accepted && paidBookings.has(line.bookingId)) settledGross += (line.price - line.waivedAmount - disputeRefunds) * 100;
    if (line.status === 'cancelled' && line.cancelledBy === 'user' && line.refundAmount > 0) feesKept += (line.price - line.refundAmount) * 100;
  }
  // What was settled is with the partners (owed, travelling or paid out), the platform or the taxman.
  const settledParts = paidOut - (total('partner_payable') + total('payouts_in_transit') + total('commission') + total('gst_on_services') + total('gst_on_commission') + total('tds_payable'));
  expect(settledParts).toBe(settledGross);
  // What a partner is owed is exactly his settlements that no live payout carries: nothing stuck
  // in a failed or reversed payout, nothing paid twice.
  const nets = await testApp.db
    .select({ settlementId: ledgerEntries.transactionId, partnerId: ledgerEntries.partnerId, net: ledgerEntries.amount })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(sql`${ledgerTransactions.kind} = 'settlement' AND ${ledgerEntries.account} = 'partner_payable'`);
  const carried = new Set((await testApp.db.select().from(payoutItems).where(isNull(payoutItems.releasedAt))).map((item) => item.settlementId));
  const owedTo = (partner: number) => 0 - nets.filter((row) => row.partnerId === partner && !carried.has(row.settlementId)).reduce((sum, row) => sum + row.net, 0);
  for (const row of (await balancesOf()).rows.filter((candidate) => candidate.account === 'partner_payable')) {
    expect(0 - row.balance).toBe(owedTo(row.partnerId!));
  }
  expect(0 - total('cancellation_fees')).toBe(feesKept);
  // The customers' funds are what was captured less what was settled, refunded or kept.
  const allRefunds = owed.reduce((sum, refund) => sum + refund.amount, 0);
  expect(0 - total('customer_funds')).toBe(capturedPaise - settledGross - allRefunds - feesKept);
  // And never negative: no booking gives out more than it took.
  for (const bookingId of bookingIds) {
    const own = await balancesOf([bookingId]);
    expect(own.total('customer_funds')).toBeLessThanOrEqual(0);
  }
  // A line is settled at most once, and a payment never refunds more than it took.
  const settlements = await testApp.db
    .select({ lineId: ledgerTransactions.lineId, count: sql<number>`count(*)::int` })
    .from(ledgerTransactions)
    .where(sql`${ledgerTransactions.kind} = 'settlement' AND ${inArray(ledgerTransactions.bookingId, bookingIds)}`)
    .groupBy(ledgerTransactions.lineId);
  expect(settlements.filter((row) => row.count > 1)).toEqual([]);
  for (const payment of captured) {
    const back = owed.filter((refund) => refund.orderId === payment.orderId).reduce((sum, refund) => sum + refund.amount, 0);
    expect(back).toBeLessThanOrEqual(payment.amount);
  }
}

/**
 * Decision 0057: once the invoice jobs have run, every settlement has its customer document (a
 * tax invoice or a receipt) and, with a commission, its commission invoice; their totals are the
 * ledger's; and each series is numbered 1, 2, 3… with no gap and no number twice.
 */
async function checkInvoices(): Promise<void> {
  await workInvoiceJobs(testApp);
  const settled = await testApp.db
    .select({ key: ledgerTransactions.key, account: ledgerEntries.account, amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(eq(ledgerTransactions.kind, 'settlement'));
  const issued = await testApp.db.select().from(taxInvoices);
  const credit = (key: string, account: string) => 0 - settled.filter((row) => row.key === key && row.account === account).reduce((sum, row) => sum + row.amount, 0);
  for (const key of new Set(settled.map((row) => row.key))) {
    const own = issued.filter((invoice) => invoice.settlementKey === key);
    const toCustomer = own.filter((invoice) => invoice.kind !== 'commission');
    expect(toCustomer).toHaveLength(1);
    expect(toCustomer[0]!.totalPaise).toBe(0 - credit(key, 'customer_funds'));
    expect(toCustomer[0]!.kind).toBe(credit(key, 'gst_on_services') > 0 ? 'customer' : 'receipt');
    const commission = own.filter((invoice) => invoice.kind === 'commission');
    expect(commission.map((invoice) => invoice.totalPaise)).toEqual(credit(key, 'commission') > 0 ? [credit(key, 'commission') + credit(key, 'gst_on_commission')] : []);
  }
  for (const series of ['C', 'R', 'P']) {
    const serials = issued.filter((invoice) => invoice.number[6] === series).map((invoice) => Number(invoice.number.slice(7))).sort((a, b) => a - b);
    expect(serials).toEqual(serials.map((_, index) => index + 1));
  }
}

/** What the seeds' sequences did between them: a property that exercised nothing proves nothing. */
const covered = new Set<string>();

describe('the ledger under random money flows', () => {
  it.each([[20261130], [7], [424242]])('balances and agrees with the bookings, payments, refunds and payouts (seed %i)', async (seed) => {
    await freshApp();
    const random = generator(seed);
    const customers: Customer[] = [];
    for (let index = 0; index < 3; index += 1) customers.push(await signUp(testApp.app));
    const bookingIds = new Map<number, Customer>();
    try {
      const taken = new Set<Action>();
      for (let index = 0; index < 60; index += 1) {
        taken.add(await step(random, customers, bookingIds));
        // Now and then the refunds are asked for and paid back, their webhooks sometimes twice.
        if (random.next() < 0.2) await workRefundJobs(testApp);
        if (random.next() < 0.15) await deliverSandboxRefunds(testApp);
      }
      await checkLedger([...bookingIds.keys()]);
      await workRefundJobs(testApp);
      await deliverSandboxRefunds(testApp);
      await checkLedger([...bookingIds.keys()]);
      await checkInvoices();
      for (const action of taken) covered.add(`step ${action}`);
      const kinds = await testApp.db.selectDistinct({ kind: ledgerTransactions.kind }).from(ledgerTransactions).where(inArray(ledgerTransactions.bookingId, [...bookingIds.keys()]));
      for (const { kind } of kinds) covered.add(`posting ${kind}`);
      const reasons = await testApp.db.selectDistinct({ reason: refunds.reason }).from(refunds).where(inArray(refunds.bookingId, [...bookingIds.keys()]));
      for (const { reason } of reasons) covered.add(`refund ${reason}`);
      expect(await testApp.db.select().from(refunds).where(inArray(refunds.bookingId, [...bookingIds.keys()]))).toEqual(
        expect.not.arrayContaining([expect.objectContaining({ status: 'pending' })]),
      );
      const payoutStates = await testApp.db.selectDistinct({ status: payouts.status }).from(payouts);
      for (const { status } of payoutStates) covered.add(`payout ${status}`);
    } catch (error) {
      throw new Error(`ledger property failed for seed ${seed}: ${(error as Error).message}`, { cause: error });
    } finally {
      await testApp.close();
    }
  }, 60_000);

  it('exercised, across the seeds, every step, every kind of posting and every reason for a refund', () => {
    const expected = [
      ...weights.map(([action]) => `step ${action}`),
      ...['capture', 'refund_owed', 'refund_paid', 'settlement'].map((kind) => `posting ${kind}`),
      ...['cancellation', 'dispute', 'overpayment'].map((reason) => `refund ${reason}`),
      ...['processed', 'failed', 'reversed'].map((status) => `payout ${status}`),
    ];
    expect([...covered].sort()).toEqual(expected.sort());
  });
});
