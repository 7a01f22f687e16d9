import { eq } from 'drizzle-orm';
import { indianDate, indianTime } from '@servenear/shared/domain';
import { bearer, demo, login, manualClock, signUpVerified } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { bookingLines } from '../../db/schema';
import { formatCompletedLines } from '../../cli/format';
import { advanceLine, bookThroughCart, call, demoPartnerId, lineRow, linesOf, serviceIdNamed } from './testKit';

/** Issue 37 'Honest times': start and completion are kept, shown on both invoices, and a 10-minute job is flagged to ops. */

let testApp: TestApp;
const time = manualClock();
let electrician: number;
let partnerId: number;
let partnerToken: string;
let adminToken: string;

beforeAll(async () => {
  // Every test signs a customer up, more than the hourly allowance of one address.
  testApp = await createTestApp({ clock: time.clock, env: { REGISTRATIONS_PER_HOUR: '100' } });
  electrician = await serviceIdNamed(testApp.db, 'Electrician');
  partnerId = await demoPartnerId(testApp.app);
  partnerToken = (await login(testApp.app, 'employee', demo.partner)).token;
  adminToken = (await login(testApp.app, 'admin', demo.admin)).token;
});
afterAll(() => testApp.close());

/** A 3-hour Electrician line started now by the demo partner; the customer and the line. */
async function startedLine() {
  const customer = await signUpVerified(testApp.app, testApp.db);
  const bookingId = await bookThroughCart(testApp.app, customer.token, [{ serviceId: electrician, serviceMethod: 'hour', workingDuration: 3 }]);
  const [line] = await linesOf(testApp.db, bookingId);
  await advanceLine(testApp.db, line!.id, 'confirmed', partnerId, time.clock());
  return { ...customer, bookingId, lineId: line!.id, startedAt: time.clock() };
}

async function complete(lineId: number) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/employee/booking/status',
    payload: { bookingId: lineId, status: 'completed' },
    headers: bearer(partnerToken),
  });
  expect(response.statusCode).toBe(200);
}

async function opsCompleted() {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/admin/bookings?status=completed', headers: bearer(adminToken) });
  expect(response.statusCode).toBe(200);
  return response.json().data as Array<{ line_id: number; started_at: string | null; completed_at: string | null; quick_completion: boolean }>;
}

describe('completion times', () => {
  it('flags a job completed within 10 minutes of its start, for ops in the API and the CLI', async () => {
    const line = await startedLine();
    time.advance(9 * 60 + 59);
    await complete(line.lineId);

    expect(await lineRow(testApp.db, line.lineId)).toMatchObject({ startedAt: line.startedAt, completedAt: time.clock(), quickCompletion: true });
    const row = (await opsCompleted()).find((item) => item.line_id === line.lineId)!;
    expect(row).toMatchObject({ started_at: line.startedAt.toISOString(), completed_at: time.clock().toISOString(), quick_completion: true });
    // 10:00 UTC is 15:30 in India.
    const table = formatCompletedLines([row as never]);
    expect(table).toMatch(/Started\s+Completed/);
    expect(table).toMatch(/1 Mar 2026, 3:30 PM\s+1 Mar 2026, 3:39 PM\s+.*QUICK/);
  });

  it('does not flag a job that took 10 minutes or more', async () => {
    const line = await startedLine();
    time.advance(10 * 60);
    await complete(line.lineId);
    expect((await lineRow(testApp.db, line.lineId)).quickCompletion).toBe(false);
    expect((await opsCompleted()).find((item) => item.line_id === line.lineId)).toMatchObject({ quick_completion: false });
  });

  it('gives the customer’s completed line and the partner’s invoice the real start and completion times', async () => {
    const line = await startedLine();
    time.advance(2 * 60);
    await complete(line.lineId);

    const completed = await call(testApp.app, line.token, 'GET', 'completedbookings');
    expect(completed.body.data.find((item: { id: number }) => item.id === line.lineId)).toMatchObject({
      started_at: line.startedAt.toISOString(),
      completed_at: time.clock().toISOString(),
    });
    const invoice = await testApp.app.inject({ method: 'GET', url: `/api/employee/earning-data/${line.lineId}`, headers: bearer(partnerToken) });
    // The clock moves on from test to test: India's wall clock at the start and at the completion, two minutes on.
    expect(invoice.json().data).toMatchObject({
      start_time: indianTime(line.startedAt),
      end_time: indianTime(time.clock()),
      start_date: indianDate(line.startedAt),
      end_date: indianDate(time.clock()),
    });
  });

  it('a completion racing a second one: one wins, the other gets 409 and the times stay', async () => {
    const line = await startedLine();
    time.advance(60 * 60);
    const replies = await Promise.all(
      [0, 1].map(() =>
        testApp.app.inject({ method: 'POST', url: '/api/employee/booking/status', payload: { bookingId: line.lineId, status: 'completed' }, headers: bearer(partnerToken) }),
      ),
    );
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
    const [row] = await testApp.db.select().from(bookingLines).where(eq(bookingLines.id, line.lineId));
    expect(row).toMatchObject({ completedAt: time.clock(), quickCompletion: false });
  });
});
