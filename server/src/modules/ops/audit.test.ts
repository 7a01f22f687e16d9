import path from 'node:path';
import { desc, eq, sql } from 'drizzle-orm';
import { opsAudit, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { bearer, demo, freshMobile, login, registerPartner } from '../../../test/accounts';
import { TEST_PASSWORD_HASH_COST } from '../../../test/passwordCost';
import { parseArguments, runCommand } from '../../cli/adminCli';
import { databaseOpsAdmin } from '../../cli/opsAdmin';
import { UploadStore } from '../media/uploadStore';
import { actionOf, redact } from './audit';

let testApp: TestApp;
let adminToken: string;
let adminId: number;
beforeAll(async () => {
  testApp = await createTestApp({ env: { LOGINS_PER_15_MIN: '1000' } });
  adminToken = (await login(testApp.app, 'admin', demo.admin)).token;
  adminId = (await testApp.db.select({ id: users.id }).from(users).where(eq(users.mobile, demo.admin.mobile)))[0]!.id;
});
afterAll(() => testApp.close());

const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  testApp.app.inject({ method, url: `/api/admin/${url}`, headers: bearer(adminToken), ...(payload ? { payload } : {}) });
const rowsAbout = (subject: string) => testApp.db.select().from(opsAudit).where(eq(opsAudit.subject, subject)).orderBy(opsAudit.id);
const newestRow = async () => (await testApp.db.select().from(opsAudit).orderBy(desc(opsAudit.id)).limit(1))[0];

describe('the ops audit log (issue 39)', () => {
  it('names actions and subjects after the route, and never keeps a secret', () => {
    expect(actionOf('/api/admin/partners/:id/verify', 'POST', { id: 12 })).toEqual({ action: 'partner.verify', subject: 'partner:12' });
    expect(actionOf('/api/admin/bookings/lines/:id/cancel', 'POST', { id: 40 })).toEqual({ action: 'booking-line.cancel', subject: 'booking-line:40' });
    expect(actionOf('/api/admin/ops-members/:id', 'PATCH', { id: 3 })).toEqual({ action: 'ops-member.update', subject: 'ops-member:3' });
    expect(actionOf('/api/admin/payouts/propose', 'POST', {})).toEqual({ action: 'payouts.propose', subject: null });
    expect(redact({ password: 'x', nested: [{ new_password: 'y', code: '123456', note: 'kept' }], challenge: 'z', token: 't' })).toEqual({
      password: '[redacted]',
      nested: [{ new_password: '[redacted]', code: '[redacted]', note: 'kept' }],
      challenge: '[redacted]',
      token: '[redacted]',
    });
    // jsonb refuses a lone surrogate, which a JSON string may carry.
    expect(redact({ note: 'half \ud83d' })).toEqual({ note: 'half \ufffd' });
  });

  it('writes a row for a verify and a suspend, with the member, the subject, the reason and what changed', async () => {
    const partner = await registerPartner(testApp.app);
    expect((await asAdmin('POST', `partners/${partner.id}/verify`)).statusCode).toBe(200);
    expect((await asAdmin('POST', `partners/${partner.id}/suspend`, { reason: '  Customer complaints  ' })).statusCode).toBe(200);

    const [verify, suspend] = await rowsAbout(`partner:${partner.id}`);
    expect(verify).toEqual({
      id: expect.any(Number),
      at: expect.any(Date),
      actorId: adminId,
      actorLabel: 'ServeNear Admin',
      action: 'partner.verify',
      subject: `partner:${partner.id}`,
      reason: null,
      details: { params: { id: partner.id } },
      status: 200,
    });
    expect(suspend).toMatchObject({
      action: 'partner.suspend',
      reason: 'Customer complaints',
      details: { params: { id: partner.id }, body: { reason: 'Customer complaints' }, after: { released_lines: [], released_moves: [], started_lines: [] } },
      status: 200,
    });
  });

  it('writes nothing for a read or a refusal, and redacts the sign-in’s challenge and code', async () => {
    const count = await testApp.db.$count(opsAudit);
    await asAdmin('GET', 'partners');
    expect((await asAdmin('POST', 'partners/999999/verify')).statusCode).toBe(404);
    expect(await testApp.db.$count(opsAudit)).toBe(count);

    await login(testApp.app, 'admin', demo.admin);
    expect(await newestRow()).toMatchObject({
      actorId: adminId,
      action: 'sign-in',
      subject: `ops-member:${adminId}`,
      details: { body: { challenge: '[redacted]', code: '[redacted]' } },
    });
  });

  it('keeps a created member’s temporary password out of the row', async () => {
    const created = (await asAdmin('POST', 'ops-members', { name: 'Ravi Ops', mobile: freshMobile(), roles: ['releases'] })).json().data;

    const row = await newestRow();
    expect(row).toMatchObject({ action: 'ops-member.create', subject: `ops-member:${created.user_id}`, status: 201, details: { body: { name: 'Ravi Ops', roles: ['releases'] } } });
    expect(JSON.stringify(row)).not.toContain(created.temporary_password);
  });

  it('refuses any UPDATE or DELETE of a row', async () => {
    const refusal = (statement: string) => testApp.db.execute(sql.raw(statement)).then(() => 'accepted', (error: Error) => String((error.cause as Error | undefined)?.message));
    expect(await refusal('UPDATE ops_audit SET reason = $$edited$$')).toBe('the ops audit log cannot be changed: UPDATE on ops_audit refused');
    expect(await refusal('DELETE FROM ops_audit')).toBe('the ops audit log cannot be changed: DELETE on ops_audit refused');
  });

  it('records the CLI’s changes on the database as cli:…, and not its reads', async () => {
    const partner = await registerPartner(testApp.app);
    const admin = databaseOpsAdmin(
      { db: testApp.db, nearRadiusKm: 25, uploads: new UploadStore(path.join(testApp.dataDir, 'uploads')), passwordHashCost: TEST_PASSWORD_HASH_COST, auditActor: { id: null, label: 'cli:meena@ops-laptop' } },
      async () => undefined,
    );
    const count = await testApp.db.$count(opsAudit);
    await runCommand(admin, parseArguments(['partners:pending']));
    expect(await testApp.db.$count(opsAudit)).toBe(count);

    await runCommand(admin, parseArguments(['partners:reject', String(partner.id), '--reason', 'Blurred ID']));
    expect(await newestRow()).toMatchObject({
      actorId: null,
      actorLabel: 'cli:meena@ops-laptop',
      action: 'partners:reject',
      subject: `partner:${partner.id}`,
      reason: 'Blurred ID',
      status: 200,
    });
    const printed = await runCommand(admin, parseArguments(['ops:create', '--name', 'Asha Ops', '--mobile', freshMobile(), '--roles', 'support,finance']));
    expect(printed).toMatch(/^Ops member (\d+) added: Asha Ops, \d{10}, roles support, finance\.\nTemporary password \(shown this once\): [\w-]{16}\n/);
    const id = /^Ops member (\d+)/.exec(printed)![1];
    expect(await newestRow()).toMatchObject({ action: 'ops:create', subject: `ops-member:${id}`, actorLabel: 'cli:meena@ops-laptop' });
  });

  it('searches newest first, paged on the server, by actor, action, subject, text and days (admins only)', async () => {
    const partner = await registerPartner(testApp.app);
    await asAdmin('POST', `partners/${partner.id}/reject`, { reason: 'Photo of a photo' });
    const page = (query: string) => asAdmin('GET', `audit?${query}`).then((response) => response.json());

    const bySubject = await page(`subject=partner:${partner.id}`);
    expect(bySubject).toMatchObject({ status: 200, total: 1, page: 1, per_page: 50, data: [{ action: 'partner.reject', reason: 'Photo of a photo', actor_id: adminId }] });
    expect((await page('q=photo%20of%20a')).data.map((row: { subject: string }) => row.subject)).toContain(`partner:${partner.id}`);
    const mine = await page(`actor=${adminId}&per_page=2`);
    expect(mine.data).toHaveLength(2);
    expect(mine.total).toBeGreaterThan(2);
    const second = await page(`actor=${adminId}&per_page=2&page=2`);
    expect(second.data[0].id).toBeLessThan(mine.data[1].id);
    expect(mine.data[0].id).toBeGreaterThan(mine.data[1].id);
    expect((await page('action=sign-in')).data.every((row: { action: string }) => row.action === 'sign-in')).toBe(true);
    const today = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
    expect((await page(`from=${today}&to=${today}&subject=partner:${partner.id}`)).total).toBe(1);
    expect((await page(`to=2001-01-01&subject=partner:${partner.id}`)).total).toBe(0);
    expect((await asAdmin('GET', 'audit?from=2026-02-30')).statusCode).toBe(422);
    expect((await asAdmin('GET', 'audit?per_page=500')).statusCode).toBe(422);
  });
});
