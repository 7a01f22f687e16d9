import { and, eq, sql } from 'drizzle-orm';
import { indianDate } from '@servenear/shared/domain';
import { notifications, partnerProfiles, payouts, refunds, sandboxPayments, sandboxPayouts, sandboxRefunds } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { bearer, demo, login } from '../../../test/accounts';
import { deliverSandboxPayouts, deliverSandboxRefunds, workPayoutJobs, workRefundJobs } from '../../../test/jobs';
import { JOBS_SCHEMA } from '../jobs/queue';
import { accountId, insertBooking, serviceIdNamed } from '../partner/bookings/testBookings';
import { paymentCalls } from '../payments/testBookings';
import { approveBatch, proposeBatch } from '../payouts/batches';
import { ledgerOf, refundsOf } from '../refunds/testRefunds';
import { recordTestCapture } from '../../../test/payments';
import { postLedgerTransaction } from '../ledger';

/**
 * Issue 38, part 3: a day of our ledger against the sandbox providers' own tables, through the
 * admin API (GET admin/reconciliation, POST admin/reconciliation/apply). Money moves at once
 * here (PAYABLE_HOLD_DAYS=0); the sandboxes' webhooks are delivered by hand, or lost on purpose.
 */
let testApp: TestApp;
let customer: { id: number; token: string };
let adminToken: string;
let partnerToken: string;
let ravi: number;
let electrician: number;
const today = () => indianDate(new Date());
const deps = () => ({ db: testApp.db, clock: () => new Date() });

beforeAll(async () => {
  testApp = await createTestApp({ env: { PAYABLE_HOLD_DAYS: '0', SANDBOX_REFUND_SECONDS: '0', SANDBOX_PAYOUT_SECONDS: '0' } });
  customer = { id: await accountId(testApp.db, 'user', demo.customer.mobile), token: (await login(testApp.app, 'user', demo.customer)).token };
  adminToken = (await login(testApp.app, 'admin', demo.admin)).token;
  partnerToken = (await login(testApp.app, 'employee', demo.partner)).token;
  ravi = await accountId(testApp.db, 'employee', demo.partner.mobile);
  electrician = await serviceIdNamed(testApp.db, 'Electrician');
});
afterAll(() => testApp.close());

const report = (date: string, token = adminToken) => testApp.app.inject({ method: 'GET', url: `/api/admin/reconciliation?date=${date}`, headers: bearer(token) });
const apply = (date: string, token = adminToken) => testApp.app.inject({ method: 'POST', url: '/api/admin/reconciliation/apply', headers: bearer(token), payload: { date } });

/** The provider took the money, or failed it, and its webhook never came: the queued delivery is dropped. */
const loseWebhooks = (queue: 'sandbox-refunds' | 'sandbox-payouts') => testApp.db.execute(sql`DELETE FROM ${sql.raw(JOBS_SCHEMA)}.job WHERE name = ${queue} AND state = 'created'`);

/** Ravi's ₹`price` line, paid through the sandbox checkout (its Pay captures on the sandbox's side), then approved: settled. */
async function paidThroughCheckout(price: number) {
  const { bookingId, lineIds } = await insertBooking(testApp.db, {
    userId: customer.id,
    lines: [{ serviceId: electrician, partnerId: ravi, status: 'completed', price, completedAt: new Date() }],
  });
  const calls = paymentCalls(testApp.app, customer.token);
  const order = (await calls.createOrder(bookingId)).json().data;
  const paid = await calls.sandboxPay(order.order_id);
  expect((await calls.confirm(bookingId, paid.json().data)).statusCode).toBe(200);
  expect((await testApp.app.inject({ method: 'POST', url: '/api/user/service/statusupdate', headers: bearer(customer.token), payload: { id: lineIds[0] } })).statusCode).toBe(200);
  return { bookingId, paymentId: paid.json().data.razorpay_payment_id as string };
}

/** A paid ₹`price` line the customer cancels: its refund asked of the sandbox (initiated there, pending at the sandbox). */
async function initiatedRefund(price: number) {
  const { bookingId, lineIds } = await insertBooking(testApp.db, { userId: customer.id, paymentStatus: 'paid', lines: [{ serviceId: electrician, price }] });
  expect((await testApp.app.inject({ method: 'POST', url: '/api/user/cancelbooking', headers: bearer(customer.token), payload: { bookingId: lineIds[0] } })).statusCode).toBe(200);
  expect(await workRefundJobs(testApp)).toBe(1);
  const [refund] = await refundsOf(testApp.db, bookingId);
  expect(refund).toMatchObject({ status: 'initiated', providerRefundId: expect.stringMatching(/^rfnd_sbx_/) });
  return { bookingId, refund: refund! };
}

/** Ravi's available money paid out: proposed, approved and sent to the sandbox (processing there). */
async function sentPayout() {
  const { batchId } = await proposeBatch(deps());
  await approveBatch(deps(), batchId, null);
  expect(await workPayoutJobs(testApp)).toBe(1);
  const [payout] = await testApp.db.select().from(payouts).where(eq(payouts.batchId, batchId));
  expect(payout).toMatchObject({ status: 'processing', providerPayoutId: expect.stringMatching(/^pout_sbx_/) });
  return payout!;
}

const refundNotices = (bookingId: number) => testApp.db.select().from(notifications).where(and(eq(notifications.kind, 'refund_processed'), eq(notifications.bookingId, bookingId)));

describe('GET admin/reconciliation and POST admin/reconciliation/apply', () => {
  it('finds a day of checkout captures, a refund and a payout, all webhooks delivered, in agreement with the sandboxes', async () => {
    const paid = await paidThroughCheckout(2000);
    const { bookingId } = await initiatedRefund(1400);
    expect(await deliverSandboxRefunds(testApp)).toBe(1);
    expect((await refundsOf(testApp.db, bookingId))[0]).toMatchObject({ status: 'processed' });
    const payout = await sentPayout();
    expect(await deliverSandboxPayouts(testApp)).toBe(1);

    const response = await report(today());
    expect(response.statusCode).toBe(200);
    const day = response.json().data;
    expect(day).toMatchObject({
      date: today(),
      captured: { amount: 340_000, count: 2 },
      refunded: { amount: 140_000, count: 1, open: [] },
      paid_out: { amount: payout.amount, count: 1, open: [] },
      held: { not_yet_available: 0, partners: [] },
      mismatches: [],
      repaired: [],
    });
    expect(day.provider.payments).toEqual(expect.arrayContaining([expect.objectContaining({ provider_id: paid.paymentId, amount: 200_000, status: 'captured' })]));
    expect(day.provider.payments).toHaveLength(2);
    expect(day.provider.refunds).toEqual([expect.objectContaining({ provider_id: expect.stringMatching(/^rfnd_sbx_/), amount: 140_000, status: 'processed', reference: expect.stringMatching(/^refund_\d+$/) })]);
    expect(day.provider.payouts).toEqual([expect.objectContaining({ provider_id: payout.providerPayoutId, amount: payout.amount, status: 'processed', reference: `payout_${payout.id}` })]);
    // India's day: from its midnight (18:30 the day before in UTC) for 24 hours.
    expect(day.from).toBe(new Date(`${today()}T00:00:00+05:30`).toISOString());
  });

  it('shows a refund whose processed webhook was lost as status_differs, and apply pays it back once, as the webhook would have', async () => {
    const { bookingId, refund } = await initiatedRefund(900);
    await testApp.db.update(sandboxRefunds).set({ status: 'processed', processedAt: new Date() }).where(eq(sandboxRefunds.id, refund.providerRefundId!));
    await loseWebhooks('sandbox-refunds');

    const before = (await report(today())).json().data;
    expect(before.mismatches).toEqual([
      {
        kind: 'status_differs',
        record: 'refund',
        provider_id: refund.providerRefundId,
        our_record: expect.stringContaining(`refund ${refund.id} `),
        our_amount: 90_000,
        their_amount: 90_000,
        our_status: 'initiated',
        their_status: 'processed',
        repairable: true,
      },
    ]);
    expect(before.refunded.open).toEqual([expect.objectContaining({ id: refund.id, status: 'initiated' })]);

    const applied = await apply(today());
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toMatchObject({ message: 'Reconciled: what the providers settled and we had not heard of is recorded.' });
    expect(applied.json().data).toMatchObject({ mismatches: [], repaired: [{ record: 'refund', provider_id: refund.providerRefundId, status: 'processed' }], refunded: { open: [] } });
    expect((await refundsOf(testApp.db, bookingId))[0]).toMatchObject({ status: 'processed', processedAt: expect.any(Date) });
    expect(await ledgerOf(testApp.db, bookingId, 'refund_paid')).toEqual([
      { account: 'gateway', amount: -90_000 },
      { account: 'refunds_payable', amount: 90_000 },
    ]);
    expect(await refundNotices(bookingId)).toHaveLength(1);

    // Applied again, nothing is left to do, and nothing is posted or told twice.
    expect((await apply(today())).json().data).toMatchObject({ mismatches: [], repaired: [] });
    expect(await ledgerOf(testApp.db, bookingId, 'refund_paid')).toHaveLength(2);
    expect(await refundNotices(bookingId)).toHaveLength(1);
  });

  it('recovers a refund the provider made and paid when we crashed before writing its id: found by its receipt', async () => {
    const { bookingId, refund } = await initiatedRefund(600);
    await testApp.db.update(sandboxRefunds).set({ status: 'processed', processedAt: new Date() }).where(eq(sandboxRefunds.id, refund.providerRefundId!));
    await loseWebhooks('sandbox-refunds');
    await testApp.db.update(refunds).set({ status: 'pending', providerRefundId: null, initiatedAt: null }).where(eq(refunds.id, refund.id));

    expect((await report(today())).json().data.mismatches).toEqual([
      expect.objectContaining({ kind: 'status_differs', provider_id: refund.providerRefundId, our_status: 'pending', their_status: 'processed', repairable: true }),
    ]);
    expect((await apply(today())).json().data.mismatches).toEqual([]);
    expect((await refundsOf(testApp.db, bookingId))[0]).toMatchObject({ status: 'processed', providerRefundId: refund.providerRefundId });
    expect(await refundNotices(bookingId)).toHaveLength(1);
  });

  it('shows a payout whose processed webhook was lost, and apply pays it out with the bank’s reference and tells the partner', async () => {
    await paidThroughCheckout(1500);
    const payout = await sentPayout();
    await testApp.db.update(sandboxPayouts).set({ status: 'processed', processedAt: new Date(), utr: 'SBXUTRLOSTHOOK01' }).where(eq(sandboxPayouts.id, payout.providerPayoutId!));
    await loseWebhooks('sandbox-payouts');

    const before = (await report(today())).json().data;
    expect(before.mismatches).toEqual([
      expect.objectContaining({ kind: 'status_differs', record: 'payout', provider_id: payout.providerPayoutId, our_amount: payout.amount, their_amount: payout.amount, our_status: 'processing', their_status: 'processed', repairable: true }),
    ]);
    expect(before.paid_out.open).toEqual([expect.objectContaining({ id: payout.id, status: 'processing' })]);

    const after = (await apply(today())).json().data;
    expect(after).toMatchObject({ mismatches: [], repaired: [{ record: 'payout', provider_id: payout.providerPayoutId, status: 'processed' }], paid_out: { open: [] } });
    const [paid] = await testApp.db.select().from(payouts).where(eq(payouts.id, payout.id));
    expect(paid).toMatchObject({ status: 'processed', utr: 'SBXUTRLOSTHOOK01' });
    const told = await testApp.db.select().from(notifications).where(and(eq(notifications.kind, 'payout_paid'), eq(notifications.userId, ravi)));
    expect(told.filter((row) => row.message.includes('SBXUTRLOSTHOOK01'))).toHaveLength(1);
    expect((await apply(today())).json().data.repaired).toEqual([]);
  });

  it('reports a capture in our ledger the provider lacks, and a payment the provider took that our ledger lacks; apply leaves both to ops', async () => {
    const day = '2026-01-15';
    const at = new Date(`${day}T11:00:00+05:30`);
    const { bookingId } = await insertBooking(testApp.db, { userId: customer.id, lines: [{ serviceId: electrician, price: 700 }] });
    await recordTestCapture(testApp.db, bookingId, at);
    const [ours] = await testApp.db.select().from(sandboxPayments).where(eq(sandboxPayments.createdAt, at));
    await testApp.db.delete(sandboxPayments).where(eq(sandboxPayments.id, ours!.id));
    // Paid at the sandbox's checkout, never confirmed to us (the browser closed): taken all the same.
    const unpaid = await insertBooking(testApp.db, { userId: customer.id, lines: [{ serviceId: electrician, price: 300 }] });
    const calls = paymentCalls(testApp.app, customer.token);
    const taken = (await calls.sandboxPay((await calls.createOrder(unpaid.bookingId)).json().data.order_id)).json().data.razorpay_payment_id as string;
    await testApp.db.update(sandboxPayments).set({ createdAt: new Date(`${day}T20:00:00+05:30`) }).where(eq(sandboxPayments.id, taken));

    const expected = [
      { kind: 'missing_at_provider', record: 'payment', provider_id: ours!.id, our_record: expect.stringMatching(/^booking SN-/), our_amount: 70_000, their_amount: null, our_status: 'captured', their_status: null, repairable: false },
      { kind: 'missing_in_ledger', record: 'payment', provider_id: taken, our_record: null, our_amount: null, their_amount: 30_000, our_status: null, their_status: 'captured', repairable: false },
    ];
    expect((await report(day)).json().data).toMatchObject({ captured: { amount: 70_000, count: 1 }, mismatches: expected });
    expect((await apply(day)).json().data).toMatchObject({ mismatches: expected, repaired: [] });
  });

  it('names the money held: a settlement still in its hold, and a partner a batch would leave out, with the reason', async () => {
    await paidThroughCheckout(1000);
    await testApp.db.update(partnerProfiles).set({ payoutHold: true }).where(eq(partnerProfiles.userId, ravi));
    // Work approved today under a hold of a week: Ravi's from next week.
    await postLedgerTransaction(testApp.db, {
      kind: 'settlement',
      key: 'settlement:reconciliation-test',
      at: new Date(),
      availableAt: new Date(Date.now() + 7 * 86_400_000),
      entries: [
        { account: 'customer_funds', amount: 12_345 },
        { account: 'partner_payable', partnerId: ravi, amount: -12_345 },
      ],
    });

    const { held, mismatches } = (await report(today())).json().data;
    expect(held).toEqual({
      not_yet_available: 12_345,
      partners: [{ partner_id: ravi, partner_name: 'Ravi Kumar', amount: expect.any(Number), reason: 'bank details changed: check them (partners:bank-verify) first' }],
    });
    expect(held.partners[0].amount).toBeGreaterThan(0);
    expect(mismatches).toEqual([]);
    await testApp.db.update(partnerProfiles).set({ payoutHold: false }).where(eq(partnerProfiles.userId, ravi));
  });

  it('is for admins only, and takes only a real date', async () => {
    expect((await report(today(), customer.token)).statusCode).toBe(403);
    expect((await report(today(), partnerToken)).statusCode).toBe(403);
    expect((await apply(today(), customer.token)).statusCode).toBe(403);
    expect((await apply(today(), partnerToken)).statusCode).toBe(403);
    expect((await testApp.app.inject({ method: 'GET', url: `/api/admin/reconciliation?date=${today()}` })).statusCode).toBe(401);
    for (const date of ['2026-02-30', '30-11-2026', '2026-11-3', '1999-12-31', '9999-12-31', '']) {
      const refused = await report(date);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.date).toEqual(['Date must be a real date of this century, like 2026-11-30.']);
    }
    expect((await apply('2026-13-01')).statusCode).toBe(422);
  });
});
