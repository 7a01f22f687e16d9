import { createTestApp, type TestApp } from '../../../test/testApp';
import { bearer, demo, freshMobile, login, opsLogin, registerPartner } from '../../../test/accounts';

let testApp: TestApp;
let adminToken: string;
beforeAll(async () => {
  testApp = await createTestApp();
  adminToken = (await login(testApp.app, 'admin', demo.admin)).token;
});
afterAll(() => testApp.close());

const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  testApp.app.inject({ method, url: `/api/admin/${url}`, headers: bearer(adminToken), ...(payload ? { payload } : {}) });

describe('admin partner verification', () => {
  it('admin login, once its code is entered (issue 39), has the partner login shape with role admin', async () => {
    const { response } = await opsLogin(testApp.app, demo.admin);

    expect(response.json()).toEqual({
      status: 200,
      message: 'Login Successfully.',
      success: { token: expect.any(String), role: 'admin', name: 'ServeNear Admin', id: expect.any(Number), is_verified: 1 },
    });
  });

  it('lists pending partners with their ID proofs', async () => {
    const partner = await registerPartner(testApp.app);

    const response = await asAdmin('GET', 'partners?status=pending');
    expect(response.statusCode).toBe(200);
    const listed = response.json().data.find((item: { id: number }) => item.id === partner.id);
    expect(listed).toEqual({
      id: partner.id,
      name: 'Karthik Raja',
      mobile: partner.mobile,
      email: 'karthik@example.in',
      registered_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      verification_status: 'pending',
      rejection_reason: null,
      id_proofs: [{ id: expect.any(Number), mime: 'image/jpeg', size: expect.any(Number), url: expect.stringMatching(/^\/api\/employee\/id-proofs\/\d+$/) }],
      cancellations: 0,
    });
    expect(response.json().data.map((item: { name: string }) => item.name)).toContain('Suresh Pillai');
    const verified = await asAdmin('GET', 'partners?status=verified&per_page=200');
    // The catalogue seed's demo partners are verified too.
    const verifiedNames = verified.json().data.map((item: { name: string }) => item.name);
    expect(verifiedNames).toContain('Ravi Kumar');
    expect(verifiedNames).not.toContain('Suresh Pillai');
    const refused = await asAdmin('GET', 'partners?status=sleeping');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ status: ['Status must be pending, verified, rejected or suspended.'] });
  });

  it('lists suspended partners under their own status (decision 0045), not under verified', async () => {
    const partner = await registerPartner(testApp.app);
    await asAdmin('POST', `partners/${partner.id}/verify`);
    const idsOf = async (status: string) => ((await asAdmin('GET', `partners?status=${status}&per_page=200`)).json().data as Array<{ id: number }>).map((item) => item.id);
    expect(await idsOf('suspended')).not.toContain(partner.id);

    expect((await asAdmin('POST', `partners/${partner.id}/suspend`, { reason: 'Customers reported rude behaviour.' })).statusCode).toBe(200);
    const response = await asAdmin('GET', 'partners?status=suspended');
    expect(response.statusCode).toBe(200);
    const suspended = response.json().data as Array<{ id: number; verification_status: string }>;
    expect(suspended.find((item) => item.id === partner.id)).toMatchObject({ id: partner.id, verification_status: 'suspended' });
    expect(suspended.every((item) => item.verification_status === 'suspended')).toBe(true);
    expect(await idsOf('verified')).not.toContain(partner.id);

    await asAdmin('POST', `partners/${partner.id}/reinstate`);
    expect(await idsOf('suspended')).not.toContain(partner.id);
    expect(await idsOf('verified')).toContain(partner.id);
  });

  it('verify makes a pending partner verified, once', async () => {
    const partner = await registerPartner(testApp.app);
    const before = await login(testApp.app, 'employee', partner);
    expect(before.response.json().success.is_verified).toBe(0);

    expect((await asAdmin('POST', `partners/${partner.id}/verify`)).json()).toEqual({ status: 200, message: 'Partner verified.' });
    const after = await login(testApp.app, 'employee', partner);
    expect(after.response.json().success.is_verified).toBe(1);
    const again = await asAdmin('POST', `partners/${partner.id}/verify`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This partner is not waiting for verification.');
  });

  it('reject needs a reason, ends the sessions and the login tells the reason', async () => {
    const partner = await registerPartner(testApp.app);
    const session = await login(testApp.app, 'employee', partner);

    expect((await asAdmin('POST', `partners/${partner.id}/reject`, { reason: 'x' })).json().errors).toEqual({
      reason: ['Please give a reason of 3 to 300 characters.'],
    });
    const response = await asAdmin('POST', `partners/${partner.id}/reject`, { reason: 'ID proof is not readable' });
    expect(response.json()).toEqual({ status: 200, message: 'Partner rejected.' });
    // The session is gone: GET /api/session knows no one for it.
    expect((await testApp.app.inject({ method: 'GET', url: '/api/session', headers: bearer(session.token) })).json()).toEqual({ status: 200, data: null });
    const refused = await testApp.app.inject({ method: 'POST', url: '/api/employee/login', payload: partner });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ status: 403, errors: {}, message: 'Your registration was not approved: ID proof is not readable' });
    expect((await asAdmin('POST', `partners/${partner.id}/verify`)).statusCode).toBe(409);
  });

  it('answers 404 for an account that is not a partner, and 422 for an id that names none', async () => {
    expect((await asAdmin('POST', 'partners/999999/verify')).statusCode).toBe(404);
    for (const id of ['abc', '-1', '2147483648']) {
      for (const action of ['verify', 'reject']) {
        const response = await asAdmin('POST', `partners/${id}/${action}`, { reason: 'ID proof is not readable' });
        expect(response.statusCode).toBe(422);
        expect(response.json()).toEqual({ status: 422, errors: { id: ['Must be a positive whole number.'] } });
      }
    }
  });

  it('refuses an over-long reason and leaves the partner pending', async () => {
    const partner = await registerPartner(testApp.app);

    const response = await asAdmin('POST', `partners/${partner.id}/reject`, { reason: 'x'.repeat(301) });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ status: 422, errors: { reason: ['Please give a reason of 3 to 300 characters.'] } });
    const pending = (await asAdmin('GET', 'partners?per_page=200')).json().data.map((item: { id: number }) => item.id);
    expect(pending).toContain(partner.id);
  });

  it('refuses customer and partner sessions', async () => {
    for (const [path, credentials] of [['user', demo.customer], ['employee', demo.partner]] as const) {
      const { token } = await login(testApp.app, path, credentials);
      const response = await testApp.app.inject({ method: 'POST', url: '/api/admin/partners/1/verify', headers: bearer(token) });
      expect(response.statusCode).toBe(403);
    }
  });
});

describe('GET /api/admin/partners/:id', () => {
  it('shows an admin one partner, whatever their status, with the ID proofs to download', async () => {
    const partner = await registerPartner(testApp.app);

    const response = await asAdmin('GET', `partners/${partner.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: partner.id, name: 'Karthik Raja', verification_status: 'pending' });
    const [proof] = response.json().data.id_proofs;
    expect(proof).toEqual({ id: expect.any(Number), mime: 'image/jpeg', size: expect.any(Number), url: `/api/employee/id-proofs/${proof.id}` });
    // The listed proof is the one the admin downloads, from the url answered (the KYC reply's too).
    const kyc = (await asAdmin('GET', `partners/${partner.id}/kyc`)).json().data;
    expect(kyc.id_proofs.map((item: { url: string }) => item.url)).toEqual([proof.url]);
    const file = await testApp.app.inject({ method: 'GET', url: proof.url, headers: bearer(adminToken) });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.length).toBe(proof.size);
    expect(file.headers).toMatchObject({ 'content-type': 'image/jpeg', 'x-content-type-options': 'nosniff' });
    expect(file.headers['content-disposition']).toMatch(/^attachment;/);

    await asAdmin('POST', `partners/${partner.id}/verify`);
    expect((await asAdmin('GET', `partners/${partner.id}`)).json().data.verification_status).toBe('verified');
  });

  it('answers 404 for no partner and 422 for a malformed id', async () => {
    const customer = await login(testApp.app, 'user', demo.customer);
    const customerId = customer.response.json().success.id as number;

    expect((await asAdmin('GET', 'partners/999999')).json()).toEqual({ status: 404, errors: {}, message: 'Partner not found.' });
    expect((await asAdmin('GET', `partners/${customerId}`)).statusCode).toBe(404);
    expect((await asAdmin('GET', 'partners/abc')).statusCode).toBe(422);
  });

  it('refuses visitors, customers and partners', async () => {
    const partner = await registerPartner(testApp.app);
    const url = `/api/admin/partners/${partner.id}`;

    expect((await testApp.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    for (const [path, credentials] of [['user', demo.customer], ['employee', demo.partner], ['employee', partner]] as const) {
      const { token } = await login(testApp.app, path, credentials);
      expect((await testApp.app.inject({ method: 'GET', url, headers: bearer(token) })).statusCode).toBe(403);
    }
  });
});

describe('GET /api/admin/partners, paged (issue 39)', () => {
  it('answers one page: total counts the state, per_page and page slice it, oldest first', async () => {
    for (let made = 0; made < 3; made += 1) await registerPartner(testApp.app);
    const first = (await asAdmin('GET', 'partners?per_page=2')).json();
    expect(first).toMatchObject({ status: 200, page: 1, per_page: 2 });
    expect(first.total).toBeGreaterThanOrEqual(3);
    expect(first.data).toHaveLength(2);
    const second = (await asAdmin('GET', 'partners?per_page=2&page=2')).json();
    const ids = [...first.data, ...second.data].map((item: { id: number }) => item.id);
    expect(new Set(ids).size).toBe(4);
    const all = (await asAdmin('GET', 'partners?per_page=200')).json();
    expect(all.total).toBe(first.total);
    expect(all.data.slice(0, 4).map((item: { id: number }) => item.id)).toEqual(ids);
    expect((await asAdmin('GET', 'partners')).json().per_page).toBe(20);
  });

  it('refuses a per_page outside 1 to 200 with the one message', async () => {
    for (const perPage of ['0', '201', '2.5']) {
      const refused = await asAdmin('GET', `partners?status=verified&per_page=${perPage}`);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({ per_page: ['per_page must be a whole number from 1 to 200.'] });
    }
  });

  it('refuses a member whose roles do not read partners (finance) with 403', async () => {
    const made = await asAdmin('POST', 'ops-members', { name: 'Farah Khan', mobile: freshMobile(), roles: ['finance'] });
    const finance = (await login(testApp.app, 'admin', { mobile: made.json().data.mobile, password: made.json().data.temporary_password })).token;
    expect((await testApp.app.inject({ method: 'GET', url: '/api/admin/partners', headers: bearer(finance) })).statusCode).toBe(403);
  });
});
