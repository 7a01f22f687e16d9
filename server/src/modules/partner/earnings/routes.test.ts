import { eq } from 'drizzle-orm';
import { lineDisputes } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../../test/testApp';
import { bearer, demo, login } from '../../../../test/accounts';
import { accountId, insertBooking, serviceIdNamed, verifiedPartner } from '../bookings/testBookings';

let testApp: TestApp;
let mine: { id: number; token: string };
let other: { id: number; token: string };
let adminToken: string;
let customerToken: string;
let customerId: number;
let electrician: number;
let lines: Record<'octoberLate' | 'novemberEarly' | 'novemberPaid' | 'assigned' | 'cancelled' | 'othersCompleted', number>;
let bookingId: number;

/** Instants around the turn of October to November 2026 in India (UTC+05:30). */
const at = {
  oct31at2330India: new Date('2026-10-31T18:00:00Z'),
  nov01at0030India: new Date('2026-10-31T19:00:00Z'),
  nov20: new Date('2026-11-20T10:00:00Z'),
};

beforeAll(async () => {
  testApp = await createTestApp();
  adminToken = (await login(testApp.app, 'admin', demo.admin)).token;
  mine = await verifiedPartner(testApp.app, adminToken);
  other = await verifiedPartner(testApp.app, adminToken);
  customerToken = (await login(testApp.app, 'user', demo.customer)).token;
  customerId = await accountId(testApp.db, 'user', demo.customer.mobile);
  electrician = await serviceIdNamed(testApp.db, 'Electrician');

  const unpaid = await insertBooking(testApp.db, {
    userId: customerId,
    lines: [
      { serviceId: electrician, partnerId: mine.id, status: 'completed', serviceDate: '2026-10-31', price: 1200, startedAt: new Date('2026-10-31T04:30:00Z'), completedAt: at.oct31at2330India },
      { serviceId: electrician, partnerId: mine.id, status: 'completed', serviceDate: '2026-10-31', price: 800, completedAt: at.nov01at0030India, approvedAt: at.nov20 },
      { serviceId: electrician, partnerId: mine.id, status: 'assigned', serviceDate: '2026-11-02' },
      { serviceId: electrician, partnerId: mine.id, status: 'cancelled', serviceDate: '2026-11-03', cancelledAt: at.nov20, cancelledBy: 'admin' },
      { serviceId: electrician, partnerId: other.id, status: 'completed', serviceDate: '2026-11-04', completedAt: at.nov20 },
    ],
  });
  const paid = await insertBooking(testApp.db, {
    userId: customerId,
    paymentStatus: 'paid',
    lines: [{ serviceId: electrician, partnerId: mine.id, status: 'completed', serviceDate: '2026-11-20', workMethod: 'day', duration: 2, price: 2500, completedAt: at.nov20, approvedAt: at.nov20 }],
  });
  const [octoberLate, novemberEarly, assigned, cancelled, othersCompleted] = unpaid.lineIds as [number, number, number, number, number];
  lines = { octoberLate, novemberEarly, assigned, cancelled, othersCompleted, novemberPaid: paid.lineIds[0]! };
  bookingId = unpaid.bookingId;
});
afterAll(() => testApp.close());

const get = (url: string, token?: string) => testApp.app.inject({ method: 'GET', url: `/api/employee/${url}`, ...(token ? { headers: bearer(token) } : {}) });
const earnings = async (token: string, query = '') => {
  const response = await get(`earning-data${query}`, token);
  expect(response.statusCode).toBe(200);
  return response.json().data as { month: string | null; rows: Array<{ id: number }>; totals: object };
};

describe('GET employee/earning-data', () => {
  it("lists only this partner's completed lines, approved or not, newest completion first, with their totals", async () => {
    const data = await earnings(mine.token);
    expect(data.month).toBeNull();
    expect(data.rows.map((row) => row.id)).toEqual([lines.novemberPaid, lines.novemberEarly, lines.octoberLate]);
    // Written straight in as approved, nothing was settled in the ledger (issue 38): no net yet.
    expect(data.totals).toEqual({ count: 3, amount: 4500, paid_amount: 2500, net_earned: 0, paid_out: 0, to_be_paid: 0 });
  });

  it('answers each row with the spec’s earnings fields and ours', async () => {
    const data = await earnings(mine.token);
    expect(data.rows.find((row) => row.id === lines.novemberEarly)).toEqual({
      id: lines.novemberEarly,
      service_name: 'Electrician',
      image_url: expect.stringMatching(/^\/api\/images\/service\//),
      service_date: '2026-10-31',
      day_hours: 8,
      work_type: 'hour',
      invoiceUrl: `/employee-earnings?invoice=${lines.novemberEarly}`,
      payment_status: 'pending',
      payment_amount: 800,
      completed_status: 1,
      completed_date: '2026-11-01',
      customer_name: 'Asha Verma',
      booking_reference: `SN-${String(bookingId).padStart(6, '0')}`,
    });
    expect(data.rows.find((row) => row.id === lines.octoberLate)).toMatchObject({ completed_status: 0, completed_date: '2026-10-31' });
  });

  it('filters by the month the work was completed in, India time, and totals only that month', async () => {
    const november = await earnings(mine.token, '?month=2026-11');
    expect(november.month).toBe('2026-11');
    expect(november.rows.map((row) => row.id)).toEqual([lines.novemberPaid, lines.novemberEarly]);
    expect(november.totals).toEqual({ count: 2, amount: 3300, paid_amount: 2500, net_earned: 0, paid_out: 0, to_be_paid: 0 });

    const october = await earnings(mine.token, '?month=2026-10');
    expect(october.rows.map((row) => row.id)).toEqual([lines.octoberLate]);
    expect(october.totals).toEqual({ count: 1, amount: 1200, paid_amount: 0, net_earned: 0, paid_out: 0, to_be_paid: 0 });

    const empty = await earnings(mine.token, '?month=2025-01');
    expect(empty).toEqual({ month: '2025-01', rows: [], totals: { count: 0, amount: 0, paid_amount: 0, net_earned: 0, paid_out: 0, to_be_paid: 0 } });
  });

  it('never shows another partner’s lines', async () => {
    const data = await earnings(other.token);
    expect(data.rows.map((row) => row.id)).toEqual([lines.othersCompleted]);
  });

  it('refuses a month that is not YYYY-MM', async () => {
    for (const month of ['2026-13', '2026-1', 'november', '2026-11-01']) {
      const response = await get(`earning-data?month=${month}`, mine.token);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.month).toBeDefined();
    }
  });

  it('refuses a visitor (401) and a customer (403)', async () => {
    expect((await get('earning-data')).statusCode).toBe(401);
    expect((await get('earning-data', customerToken)).statusCode).toBe(403);
  });
});

describe('GET employee/earning-data/{lineId} (the invoice)', () => {
  it('answers the invoice of an own completed line: both names, service, dates, amount and reference', async () => {
    const response = await get(`earning-data/${lines.octoberLate}`, mine.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: lines.octoberLate,
      // registerPartner's default name.
      partner_name: 'Karthik Raja',
      customer_name: 'Asha Verma',
      customer_address: '12 Gandhi Street, Chennai',
      service_name: 'Electrician',
      service_date: '2026-10-31',
      service_time: '10:00',
      start_date: '2026-10-31',
      start_time: '10:00',
      end_date: '2026-10-31',
      end_time: '23:30',
      payment_amount: 1200,
      booking_reference: `SN-${String(bookingId).padStart(6, '0')}`,
    });
  });

  it('does not find another partner’s line, nor a line not completed', async () => {
    expect((await get(`earning-data/${lines.othersCompleted}`, mine.token)).statusCode).toBe(404);
    expect((await get(`earning-data/${lines.octoberLate}`, other.token)).statusCode).toBe(404);
    expect((await get(`earning-data/${lines.assigned}`, mine.token)).statusCode).toBe(404);
    expect((await get(`earning-data/${lines.cancelled}`, mine.token)).statusCode).toBe(404);
  });

  it('refuses a visitor (401) and a customer (403)', async () => {
    expect((await get(`earning-data/${lines.octoberLate}`)).statusCode).toBe(401);
    expect((await get(`earning-data/${lines.octoberLate}`, customerToken)).statusCode).toBe(403);
  });
});

describe('a settled job on the earnings (issue 38)', () => {
  it('shows what the customer paid, the commission, GST and TDS, the net, and that it is held until its day', async () => {
    const { lineIds } = await insertBooking(testApp.db, {
      userId: customerId,
      paymentStatus: 'paid',
      lines: [{ serviceId: electrician, partnerId: mine.id, status: 'completed', serviceDate: '2026-11-28', price: 1800, completedAt: new Date() }],
    });
    const approved = await testApp.app.inject({ method: 'POST', url: '/api/user/service/statusupdate', headers: bearer(customerToken), payload: { id: lineIds[0] } });
    expect(approved.statusCode).toBe(200);

    const data = (await earnings(mine.token)) as { rows: Array<{ id: number; settlement?: object }>; totals: Record<string, number> };
    const row = data.rows.find((candidate) => candidate.id === lineIds[0]);
    const inAWeek = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(Date.now() + 7 * 86_400_000));
    // An electrician is house-keeping (section 9(5)): 5 % GST inside the ₹1,800, then 15 % + 18 % GST, 0.1 % TDS.
    expect(row?.settlement).toEqual({
      gross: 180_000,
      service_gst: 8_571,
      commission: 25_714,
      commission_gst: 4_629,
      tds: 171,
      net: 140_915,
      status: 'pending',
      available_on: inAWeek,
      paid_on: null,
      bank_reference: null,
    });
    expect(data.totals).toMatchObject({ net_earned: 140_915, paid_out: 0, to_be_paid: 140_915 });
    // Lines not settled carry none.
    expect(data.rows.find((candidate) => candidate.id === lines.novemberEarly)?.settlement).toBeUndefined();
  });

  /** A paid line of ₹1,800 the partner completed and the customer declined; ops resolve its dispute with `resolution`. */
  async function disputedLine(resolution: object | null) {
    const { lineIds } = await insertBooking(testApp.db, {
      userId: customerId,
      paymentStatus: 'paid',
      lines: [{ serviceId: electrician, partnerId: mine.id, status: 'completed', serviceDate: '2026-11-28', price: 1800, startedAt: new Date(), completedAt: new Date() }],
    });
    const lineId = lineIds[0]!;
    const declined = await testApp.app.inject({ method: 'POST', url: '/api/user/service/decline', headers: bearer(customerToken), payload: { id: lineId, reason: 'The fan still does not work.' } });
    expect(declined.statusCode).toBe(200);
    if (resolution) {
      const [dispute] = await testApp.db.select({ id: lineDisputes.id }).from(lineDisputes).where(eq(lineDisputes.lineId, lineId));
      const resolved = await testApp.app.inject({ method: 'POST', url: `/api/admin/disputes/${dispute!.id}/resolve`, headers: bearer(adminToken), payload: resolution });
      expect(resolved.statusCode).toBe(200);
    }
    return lineId;
  }

  it('lists a line a dispute settled with a part refund: the refund, and the money of what is left (left item 6)', async () => {
    const before = (await earnings(mine.token)) as { totals: { net_earned: number } };
    const partRefunded = await disputedLine({ outcome: 'part_refund', amount: 500 });
    const fullyRefunded = await disputedLine({ outcome: 'full_refund' });
    const stillOpen = await disputedLine(null);

    const data = (await earnings(mine.token)) as { rows: Array<Record<string, unknown>>; totals: { net_earned: number } };
    const row = data.rows.find((candidate) => candidate.id === partRefunded);
    // ₹1,300 left of the ₹1,800: 5 % GST inside it (section 9(5)), 15 % commission and its 18 % GST, 0.1 % TDS.
    expect(row).toMatchObject({
      payment_status: 'paid',
      payment_amount: 1800,
      completed_status: 1,
      dispute_refund: 500,
      settlement: { gross: 130_000, service_gst: 6_190, commission: 18_572, commission_gst: 3_343, tds: 124, net: 101_771, status: 'pending', paid_on: null, bank_reference: null },
    });
    expect(data.totals.net_earned - before.totals.net_earned).toBe(101_771);
    // Nothing earned of a full refund, nor yet of a dispute ops have not decided.
    const listed = data.rows.map((candidate) => candidate.id);
    expect(listed).not.toContain(fullyRefunded);
    expect(listed).not.toContain(stillOpen);
    // Undisputed rows carry no refund.
    expect(data.rows.find((candidate) => candidate.id === lines.novemberPaid)).not.toHaveProperty('dispute_refund');

    // Its invoice opens too, and says what was refunded.
    const invoice = await get(`earning-data/${partRefunded}`, mine.token);
    expect(invoice.statusCode).toBe(200);
    expect(invoice.json().data).toMatchObject({ id: partRefunded, payment_amount: 1800, dispute_refund: 500 });
    expect((await get(`earning-data/${fullyRefunded}`, mine.token)).statusCode).toBe(404);
  });
});
