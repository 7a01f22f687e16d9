import { createTestApp, type TestApp } from '../../../test/testApp';
import { bearer, demo, login } from '../../../test/accounts';
import { accountId, insertBooking, serviceIdNamed } from '../partner/bookings/testBookings';

/**
 * Issue 39: the console's list of payout batches (GET admin/payouts/batches), newest first, paged,
 * each with its count and total; finance's alone (payouts.manage), as refunds are.
 */
let testApp: TestApp;
let adminToken: string;
let supportToken: string;
let customer: { id: number; token: string };
let ravi: number;
let electrician: number;

beforeAll(async () => {
  testApp = await createTestApp({ env: { PAYABLE_HOLD_DAYS: '0' } });
  adminToken = (await login(testApp.app, 'admin', demo.admin)).token;
  supportToken = (await login(testApp.app, 'admin', demo.support)).token;
  ravi = await accountId(testApp.db, 'employee', demo.partner.mobile);
  customer = { id: await accountId(testApp.db, 'user', demo.customer.mobile), token: (await login(testApp.app, 'user', demo.customer)).token };
  electrician = await serviceIdNamed(testApp.db, 'Electrician');
});
afterAll(() => testApp.close());

const call = (token: string, method: 'GET' | 'POST', url: string) => testApp.app.inject({ method, url: `/api/admin/${url}`, headers: bearer(token) });

/** Ravi's paid work of `price` rupees, approved by the customer: money for the next batch. */
async function approvedWork(price: number) {
  const { lineIds } = await insertBooking(testApp.db, {
    userId: customer.id,
    paymentStatus: 'paid',
    lines: [{ serviceId: electrician, partnerId: ravi, status: 'completed', price, completedAt: new Date() }],
  });
  const approved = await testApp.app.inject({ method: 'POST', url: '/api/user/service/statusupdate', headers: bearer(customer.token), payload: { id: lineIds[0] } });
  expect(approved.statusCode).toBe(200);
}

describe('GET admin/payouts/batches', () => {
  it('lists no batch before any is proposed', async () => {
    const reply = await call(adminToken, 'GET', 'payouts/batches');
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ status: 200, data: [], total: 0, page: 1, per_page: 20 });
  });

  it('lists the batches newest first, each with its payouts’ count and total in paise', async () => {
    await approvedWork(1800);
    const first = await call(adminToken, 'POST', 'payouts/batches');
    expect(first.statusCode).toBe(200);
    const proposed = first.json().data as { id: number; payouts: Array<{ amount: number }> };
    expect(proposed.payouts).toHaveLength(1);
    expect((await call(adminToken, 'POST', `payouts/batches/${proposed.id}/approve`)).statusCode).toBe(200);

    await approvedWork(900);
    const second = (await call(adminToken, 'POST', 'payouts/batches')).json().data as { id: number; payouts: Array<{ amount: number }> };

    const reply = await call(adminToken, 'GET', 'payouts/batches');
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      total: 2,
      page: 1,
      data: [
        { id: second.id, status: 'proposed', approved_at: null, payout_count: 1, total: second.payouts[0]!.amount },
        { id: proposed.id, status: 'approved', approved_at: expect.any(String), payout_count: 1, total: proposed.payouts[0]!.amount },
      ],
    });
    expect((await call(adminToken, 'GET', 'payouts/batches?page=2')).json()).toMatchObject({ data: [], total: 2, page: 2 });
  });

  it('refuses a bad page (422) and a member without payouts.manage or refunds.manage (403)', async () => {
    expect((await call(adminToken, 'GET', 'payouts/batches?page=x')).statusCode).toBe(422);
    expect((await call(supportToken, 'GET', 'payouts/batches')).statusCode).toBe(403);
    expect((await call(supportToken, 'GET', 'refunds')).statusCode).toBe(403);
    expect((await call(supportToken, 'POST', 'refunds/1/retry')).statusCode).toBe(403);
    expect((await call(supportToken, 'POST', 'payouts/batches/1/approve')).statusCode).toBe(403);
  });
});
