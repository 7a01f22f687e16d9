import { eq } from 'drizzle-orm';
import { notifications, opsAudit, reports, services } from '../../db/schema';
import { bearer, demo, freshMobile, login, signUpVerified } from '../../../test/accounts';
import { sendQueuedSms } from '../../../test/jobs';
import { createTestApp, type TestApp } from '../../../test/testApp';

let testApp: TestApp;
let adminToken: string;
let supportToken: string;
let verificationToken: string;
let electricianId: number;

beforeAll(async () => {
  testApp = await createTestApp({ env: { LOGINS_PER_15_MIN: '1000', REPORTS_PER_HOUR: '1000' } });
  adminToken = (await login(testApp.app, 'admin', demo.admin)).token;
  supportToken = (await login(testApp.app, 'admin', demo.support)).token;
  const created = await admin(adminToken, 'POST', 'ops-members', { name: 'Vikram (verification)', mobile: freshMobile(), roles: ['verification'] });
  const { mobile, temporary_password: password } = created.json().data as { mobile: string; temporary_password: string };
  verificationToken = (await login(testApp.app, 'admin', { mobile, password })).token;
  const [electrician] = await testApp.db.select().from(services).where(eq(services.name, 'Electrician'));
  electricianId = electrician!.id;
});
afterAll(() => testApp.close());

function admin(token: string, method: 'GET' | 'POST', url: string, payload?: object) {
  return testApp.app.inject({ method, url: `/api/admin/${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
}

/** A report as the public form sends it; `token` sends it signed in. */
async function sendReport(fields: Partial<Record<'name' | 'email' | 'mobile' | 'description', string>> = {}, token?: string): Promise<number> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/report/create',
    headers: token ? bearer(token) : {},
    payload: {
      name: 'Priya Sharma',
      email: 'priya.sharma@example.in',
      mobile: '+919876543210',
      service: String(electricianId),
      description: 'The electrician left before fixing the second switchboard.',
      ...fields,
    },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.id as number;
}

/** A provider that keeps what it sent, to work the SMS queue with. */
function capturingSms() {
  const sent: Array<{ to: string; text: string }> = [];
  return { sent, provider: { send: async (to: string, text: string) => void sent.push({ to, text }) } };
}

describe('GET admin/reports (issue 39)', () => {
  it('lists reports newest first with their service, paged, and counts them all', async () => {
    const first = await sendReport({ name: 'Paging One' });
    const second = await sendReport({ name: 'Paging Two' });

    const response = await admin(supportToken, 'GET', 'reports?per_page=1');

    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ page: 1, per_page: 1 });
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.data).toEqual([expect.objectContaining({ id: second, name: 'Paging Two', service_name: 'Electrician', status: 'open', answered_at: null, closed_at: null })]);
    const next = (await admin(supportToken, 'GET', 'reports?per_page=1&page=2')).json();
    expect(next.data[0].id).toBe(first);
    const oldestFirst = (await admin(supportToken, 'GET', 'reports?order=asc&per_page=100')).json().data as Array<{ id: number }>;
    expect(oldestFirst.indexOf(oldestFirst.find((row) => row.id === first)!)).toBeLessThan(oldestFirst.findIndex((row) => row.id === second));
  });

  it('searches the name, e-mail, mobile and description, any case, and filters by status', async () => {
    const id = await sendReport({ name: 'Zubin Searchable', email: 'zubin@example.in', mobile: '9123456780', description: 'A loose WIRE near the gate.' });
    await admin(supportToken, 'POST', `reports/${id}/close`, {});

    for (const q of ['zubin sEARCH', 'ZUBIN@EXAMPLE', '912345678', 'loose wire']) {
      const rows = (await admin(supportToken, 'GET', `reports?q=${encodeURIComponent(q)}`)).json().data as Array<{ id: number }>;
      expect(rows.map((row) => row.id)).toEqual([id]);
    }
    expect((await admin(supportToken, 'GET', 'reports?q=Zubin&status=open')).json()).toEqual({ status: 200, data: [], total: 0, page: 1, per_page: 25 });
    expect((await admin(supportToken, 'GET', 'reports?q=Zubin&status=closed')).json().total).toBe(1);
    // A % typed is a letter, not a pattern.
    expect((await admin(supportToken, 'GET', 'reports?q=%25')).json().total).toBe(0);
  });

  it('sorts by status with the open work first', async () => {
    const closed = await sendReport({ name: 'Sort Closed' });
    await admin(supportToken, 'POST', `reports/${closed}/close`, {});
    await sendReport({ name: 'Sort Open' });

    const rows = (await admin(supportToken, 'GET', 'reports?sort=status&per_page=100')).json().data as Array<{ status: string }>;
    const ranks = rows.map((row) => ['open', 'answered', 'closed'].indexOf(row.status));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(rows[0]!.status).toBe('open');
  });

  it('refuses an unknown sort, status or page size with a clear 422', async () => {
    const sort = await admin(supportToken, 'GET', 'reports?sort=name');
    expect(sort.statusCode).toBe(422);
    expect(sort.json().errors).toEqual({ sort: ['Sort by received or status.'] });
    expect((await admin(supportToken, 'GET', 'reports?status=pending')).json().errors).toEqual({ status: ['Status must be one of open, answered, closed.'] });
    expect((await admin(supportToken, 'GET', 'reports?per_page=500')).statusCode).toBe(422);
  });
});

describe('a report read, answered and closed (issue 39)', () => {
  it('answers a visitor’s report: stored as plain text, texted to the report’s mobile, audited', async () => {
    const id = await sendReport({ mobile: '+919876512345' });
    const answer = 'Sorry about that: <b>the partner</b> comes back tomorrow at 10 AM to finish.';

    const response = await admin(supportToken, 'POST', `reports/${id}/answer`, { answer: `  ${answer}  ` });

    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Answer sent: the reporter gets it by SMS.');
    expect(response.json().data).toMatchObject({
      id,
      status: 'answered',
      answer,
      answered_by: { id: expect.any(Number), name: 'Meena (support)' },
      answered_at: expect.any(String),
      account: null,
      closed_by: null,
    });
    const sms = capturingSms();
    await sendQueuedSms(testApp.db, sms.provider);
    expect(sms.sent).toEqual([{ to: '9876512345', text: `ServeNear: our answer to your report about Electrician: ${answer}` }]);
    const [audit] = await testApp.db.select().from(opsAudit).where(eq(opsAudit.subject, `report:${id}`));
    expect(audit).toMatchObject({ action: 'report.answer', actorLabel: 'Meena (support)', status: 200 });
  });

  it('tells a signed-in reporter in the app too, and shows their account', async () => {
    const { mobile, token } = await signUpVerified(testApp.app, testApp.db);
    const id = await sendReport({ mobile }, token);

    const detail = (await admin(supportToken, 'GET', `reports/${id}`)).json().data;
    expect(detail.account).toMatchObject({ mobile, role: 'user' });

    await admin(supportToken, 'POST', `reports/${id}/answer`, { answer: 'We have refunded the visit charge.' });

    const feed = await testApp.app.inject({ method: 'GET', url: '/api/user/notifications', headers: bearer(token) });
    expect(feed.json().data.notifications[0]).toMatchObject({
      kind: 'report_answered',
      message: 'ServeNear has answered your report about Electrician: We have refunded the visit charge.',
      link: '/notification',
    });
    const rows = await testApp.db.select().from(notifications).where(eq(notifications.userId, detail.account.id));
    expect(rows.filter((row) => row.kind === 'report_answered')).toHaveLength(1);
  });

  it('answers again with the newer answer texted only, then closes with a note; a closed report is a 409', async () => {
    const id = await sendReport({ mobile: '9876598765' });
    await admin(supportToken, 'POST', `reports/${id}/answer`, { answer: 'First answer.' });
    const again = await admin(adminToken, 'POST', `reports/${id}/answer`, { answer: 'Corrected answer.' });
    expect(again.json().data).toMatchObject({ answer: 'Corrected answer.', answered_by: { name: expect.any(String) } });
    const sms = capturingSms();
    await sendQueuedSms(testApp.db, sms.provider);
    expect(sms.sent.filter((text) => text.to === '9876598765').map((text) => text.text)).toEqual(['ServeNear: our answer to your report about Electrician: Corrected answer.']);

    const closed = await admin(supportToken, 'POST', `reports/${id}/close`, { note: 'Customer satisfied.' });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({
      message: 'Report closed.',
      data: { status: 'closed', answer: 'Corrected answer.', closed_by: { name: 'Meena (support)' }, close_note: 'Customer satisfied.', closed_at: expect.any(String) },
    });

    const answerClosed = await admin(supportToken, 'POST', `reports/${id}/answer`, { answer: 'Too late.' });
    expect(answerClosed.statusCode).toBe(409);
    expect(answerClosed.json()).toEqual({ status: 409, errors: {}, message: 'This report is closed: it cannot be answered or closed again.' });
    expect((await admin(supportToken, 'POST', `reports/${id}/close`, {})).statusCode).toBe(409);
    const [row] = await testApp.db.select().from(reports).where(eq(reports.id, id));
    expect(row).toMatchObject({ status: 'closed', answer: 'Corrected answer.' });
  });

  it('closes an unanswered report without a note', async () => {
    const id = await sendReport();
    const closed = await admin(supportToken, 'POST', `reports/${id}/close`, {});
    expect(closed.json().data).toMatchObject({ status: 'closed', answer: null, close_note: null });
  });

  it('refuses an empty or over-long answer, and an unknown report', async () => {
    const id = await sendReport();
    const empty = await admin(supportToken, 'POST', `reports/${id}/answer`, { answer: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ answer: ['Please write an answer of 2 to 1000 characters.'] });
    expect((await admin(supportToken, 'POST', `reports/${id}/answer`, { answer: 'x'.repeat(1001) })).statusCode).toBe(422);
    expect((await admin(supportToken, 'GET', 'reports/999999')).statusCode).toBe(404);
    expect((await admin(supportToken, 'POST', 'reports/999999/answer', { answer: 'Hello there' })).statusCode).toBe(404);
  });
});

describe('who may work the reports (issue 39)', () => {
  it('refuses a member without reports.manage (verification only), and a customer', async () => {
    const id = await sendReport();
    const refusal = { status: 403, errors: {}, message: 'You are not allowed to do this.' };

    expect((await admin(verificationToken, 'GET', 'reports')).json()).toEqual(refusal);
    expect((await admin(verificationToken, 'GET', `reports/${id}`)).statusCode).toBe(403);
    expect((await admin(verificationToken, 'POST', `reports/${id}/answer`, { answer: 'Not mine to answer.' })).statusCode).toBe(403);
    expect((await admin(verificationToken, 'POST', `reports/${id}/close`, {})).statusCode).toBe(403);
    const { token } = await login(testApp.app, 'user', demo.customer);
    expect((await admin(token, 'GET', 'reports')).statusCode).toBe(403);
    const [row] = await testApp.db.select().from(reports).where(eq(reports.id, id));
    expect(row?.status).toBe('open');
  });
});
