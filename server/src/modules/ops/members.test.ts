import { eq } from 'drizzle-orm';
import { opsMessages } from '@servenear/shared/endpoints';
import { users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { bearer, cookieFrom, demo, freshMobile, login, opsLogin, registerPartner } from '../../../test/accounts';

let testApp: TestApp;
let adminToken: string;
let adminId: number;
let supportToken: string;
let supportId: number;
beforeAll(async () => {
  testApp = await createTestApp({ env: { LOGINS_PER_15_MIN: '1000' } });
  adminToken = (await login(testApp.app, 'admin', demo.admin)).token;
  supportToken = (await login(testApp.app, 'admin', demo.support)).token;
  const idOf = async (mobile: string) => (await testApp.db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile)))[0]!.id;
  adminId = await idOf(demo.admin.mobile);
  supportId = await idOf(demo.support.mobile);
});
afterAll(() => testApp.close());

const call = (token: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  testApp.app.inject({ method, url: `/api/admin/${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
const refusal = { status: 403, errors: {}, message: 'You are not allowed to do this.' };

describe('what an ops member may do (issue 39)', () => {
  it('lets a support member do support’s work only', async () => {
    const partner = await registerPartner(testApp.app);

    expect((await call(supportToken, 'GET', 'me')).json().data).toEqual({ user_id: supportId, name: 'Meena (support)', mobile: demo.support.mobile, roles: ['support'] });
    expect((await call(supportToken, 'GET', 'bookings')).statusCode).toBe(200);
    expect((await call(supportToken, 'GET', 'enquiries')).statusCode).toBe(200);
    const verify = await call(supportToken, 'POST', `partners/${partner.id}/verify`);
    expect(verify.statusCode).toBe(403);
    expect(verify.json()).toEqual(refusal);
    expect((await call(supportToken, 'GET', 'remotes/health')).json()).toEqual(refusal);
    expect((await call(supportToken, 'GET', 'refunds')).statusCode).toBe(403);
    expect((await call(supportToken, 'GET', 'ops-members')).statusCode).toBe(403);
    expect((await call(supportToken, 'GET', 'audit')).statusCode).toBe(403);
    // Tax invoices are finance's: refused before the number is looked for.
    expect((await call(supportToken, 'GET', 'tax-invoices/SN2627C0000001/pdf')).statusCode).toBe(403);
    expect((await call(adminToken, 'GET', 'tax-invoices/SN2627C0000001/pdf')).statusCode).toBe(404);
    // A redo is support's call, money back finance's: refused before the dispute is even looked for.
    expect((await call(supportToken, 'POST', 'disputes/999999/resolve', { outcome: 'full_refund' })).statusCode).toBe(403);
    expect((await call(supportToken, 'POST', 'disputes/999999/resolve', { outcome: 'redo_other' })).statusCode).toBe(404);
  });

  it('keeps the guard’s session rules: 401 without a session, 403 for another role and a cross-site cookie write', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/api/admin/me' })).statusCode).toBe(401);
    const customer = await login(testApp.app, 'user', demo.customer);
    expect((await call(customer.token, 'GET', 'me')).json()).toEqual(refusal);
    const { response } = await opsLogin(testApp.app, demo.admin);
    const crossSite = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/admin/ops-members/${supportId}`,
      headers: { ...cookieFrom(response), origin: 'https://elsewhere.example' },
      payload: { disabled: true },
    });
    expect(crossSite.json().message).toBe('Cross-site request refused.');
  });
});

describe('ops members (admin only)', () => {
  it('adds a member with a temporary password shown once, who signs in with it and has only their roles', async () => {
    const mobile = freshMobile();
    const created = await call(adminToken, 'POST', 'ops-members', { name: ' Farah Khan ', mobile, roles: ['finance'] });

    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      status: 201,
      message: 'Ops member added. Give them the temporary password: it is shown this once.',
      data: {
        user_id: expect.any(Number),
        name: 'Farah Khan',
        mobile,
        roles: ['finance'],
        disabled: false,
        disabled_at: null,
        created_at: expect.any(String),
        created_by: adminId,
        temporary_password: expect.stringMatching(/^[\w-]{16}$/),
      },
    });
    const { token } = await login(testApp.app, 'admin', { mobile, password: created.json().data.temporary_password });
    expect((await call(token, 'GET', 'refunds?status=failed&per_page=5')).json()).toEqual({ status: 200, data: [], total: 0, page: 1, per_page: 5 });
    expect((await call(token, 'GET', 'bookings')).statusCode).toBe(403);
    const listed = (await call(adminToken, 'GET', 'ops-members')).json().data;
    expect(listed.find((member: { mobile: string }) => member.mobile === mobile)).toEqual({ ...created.json().data, temporary_password: undefined });
    expect(JSON.stringify(listed)).not.toContain(created.json().data.temporary_password);

    const again = await call(adminToken, 'POST', 'ops-members', { name: 'Farah again', mobile, roles: ['support'] });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual({ mobile: ['This mobile number is already registered.'] });
    expect((await call(adminToken, 'POST', 'ops-members', { name: 'Nobody', mobile: freshMobile(), roles: ['boss'] })).json().errors).toEqual({
      'roles.0': ['Choose one or more roles: admin, support, verification, finance, releases.'],
    });
    expect((await call(adminToken, 'POST', 'ops-members', { name: 'Nobody', mobile: freshMobile(), roles: [] })).statusCode).toBe(422);
  });

  it('disables a member, who is signed out everywhere at once and cannot sign in, and enables them again', async () => {
    const otherSession = (await login(testApp.app, 'admin', demo.support)).token;
    const disabled = await call(adminToken, 'PATCH', `ops-members/${supportId}`, { disabled: true });
    expect(disabled.json()).toMatchObject({ status: 200, message: 'Ops member updated.', data: { user_id: supportId, disabled: true, disabled_at: expect.any(String) } });

    for (const token of [supportToken, otherSession]) {
      expect((await call(token, 'GET', 'bookings')).statusCode).toBe(401);
      expect((await call(token, 'GET', 'me')).statusCode).toBe(401);
    }
    const signIn = await testApp.app.inject({ method: 'POST', url: '/api/admin/login', payload: demo.support });
    expect(signIn.json()).toMatchObject({ status: 403, message: opsMessages.accessDisabled });

    await call(adminToken, 'PATCH', `ops-members/${supportId}`, { disabled: false });
    expect((await call(supportToken, 'GET', 'bookings')).statusCode).toBe(401);
    supportToken = (await login(testApp.app, 'admin', demo.support)).token;
    expect((await call(supportToken, 'GET', 'bookings')).statusCode).toBe(200);
  });

  it('changes roles, and refuses disabling yourself or leaving no active admin', async () => {
    expect((await call(adminToken, 'PATCH', `ops-members/${supportId}`, { roles: ['support', 'verification'] })).json().data.roles).toEqual(['support', 'verification']);
    expect((await call(supportToken, 'GET', 'partners')).statusCode).toBe(200);
    await call(adminToken, 'PATCH', `ops-members/${supportId}`, { roles: ['support'] });

    const self = await call(adminToken, 'PATCH', `ops-members/${adminId}`, { disabled: true });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('You cannot disable yourself.');
    const last = await call(adminToken, 'PATCH', `ops-members/${adminId}`, { roles: ['support'] });
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe('There must be at least one active admin: make someone else admin first.');
    expect((await call(adminToken, 'GET', 'me')).json().data.roles).toEqual(['admin']);

    // With a second admin, the first may step down; the second may then not leave nobody.
    const mobile = freshMobile();
    const second = (await call(adminToken, 'POST', 'ops-members', { name: 'Second Admin', mobile, roles: ['admin'] })).json().data;
    const secondToken = (await login(testApp.app, 'admin', { mobile, password: second.temporary_password })).token;
    expect((await call(adminToken, 'PATCH', `ops-members/${adminId}`, { roles: ['admin', 'support'] })).statusCode).toBe(200);
    expect((await call(secondToken, 'PATCH', `ops-members/${adminId}`, { roles: ['support'] })).statusCode).toBe(200);
    expect((await call(secondToken, 'PATCH', `ops-members/${second.user_id}`, { roles: ['finance'] })).statusCode).toBe(409);
    expect((await call(secondToken, 'PATCH', `ops-members/${adminId}`, { roles: ['admin'] })).statusCode).toBe(200);
    expect((await call(adminToken, 'PATCH', `ops-members/${second.user_id}`, { disabled: true })).statusCode).toBe(200);
  });

  it('answers 404 for no member, 422 for nothing to change', async () => {
    expect((await call(adminToken, 'PATCH', 'ops-members/999999', { disabled: true })).json().message).toBe('Ops member not found.');
    expect((await call(adminToken, 'PATCH', `ops-members/${supportId}`, {})).statusCode).toBe(422);
  });
});
