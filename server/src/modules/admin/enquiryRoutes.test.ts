import { bearer, demo, freshMobile, login, signUpVerified } from '../../../test/accounts';
import type { TestApp } from '../../../test/testApp';
import { enquiryRow, newPdEnquiry, newServiceEnquiry, northOf, partnerAt, sea, startEnquiryOpsApp, toldTo } from '../enquiries/opsTestKit';
import { capturingSms } from '../partner/bookings/testBookings';

/** GET admin/enquiries, POST …/{id}/answer, …/reject, GET …/partners, POST …/allocate (issue 15). */
let testApp: TestApp;
let adminToken: string;
let makeup: number;
const sms = capturingSms();

beforeAll(async () => {
  ({ testApp, adminToken, makeup } = await startEnquiryOpsApp(sms.provider));
});
afterAll(() => testApp.close());

const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object, token = adminToken) =>
  testApp.app.inject({ method, url: `/api/admin/${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

const serviceEnquiry = () => newServiceEnquiry(testApp, makeup);
const pdEnquiry = (from?: Parameters<typeof newPdEnquiry>[1]) => newPdEnquiry(testApp, from);

describe('admin enquiries API', () => {
  it('is for admins only', async () => {
    const { token: customerToken } = await signUpVerified(testApp.app, testApp.db);
    const { token: partnerToken } = await login(testApp.app, 'employee', demo.partner);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/admin/enquiries' })).statusCode).toBe(401);
    expect((await asAdmin('GET', 'enquiries', undefined, customerToken)).statusCode).toBe(403);
    expect((await asAdmin('POST', 'enquiries/1/answer', { message: 'Yes.' }, partnerToken)).statusCode).toBe(403);
  });

  it('lists pending enquiries, narrowed by kind', async () => {
    const service = await serviceEnquiry();
    const move = await pdEnquiry();
    const all = await asAdmin('GET', 'enquiries');
    expect(all.statusCode).toBe(200);
    expect(all.json().data.map((item: { id: number }) => item.id)).toEqual(expect.arrayContaining([service.id, move.id]));
    const moves = (await asAdmin('GET', 'enquiries?status=pending&kind=pd')).json().data as Array<{ id: number; kind: string; title: string }>;
    expect(moves.map((item) => item.id)).toContain(move.id);
    expect(moves.every((item) => item.kind === 'pd' && item.title === 'Pass Fast Express')).toBe(true);
    const refused = await asAdmin('GET', 'enquiries?status=done&kind=move');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ status: ['Status must be one of pending, enquired, rejected.'], kind: ['Kind must be one of service, pd.'] });
  });

  it('answers with a quote, then refuses a second decision with 409', async () => {
    const { userId, id } = await serviceEnquiry();
    const answered = await asAdmin('POST', `enquiries/${id}/answer`, { message: 'Available on the 12th.', quote: '4500' });
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toEqual({ status: 200, message: 'Enquiry answered' });
    expect(await enquiryRow(testApp.db, id)).toMatchObject({ status: 'enquired', answer: 'Available on the 12th.', quote: 4500 });
    expect((await toldTo(testApp.db, userId)).map((item) => item.kind)).toEqual(['service_enquiry_answered']);
    const again = await asAdmin('POST', `enquiries/${id}/reject`, { reason: 'Too late.' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ status: 409, message: 'This enquiry has already been answered or rejected.' });
    const enquired = (await asAdmin('GET', 'enquiries?status=enquired&kind=service')).json().data;
    expect(enquired).toContainEqual(expect.objectContaining({ id, quote: 4500, answer: 'Available on the 12th.', answered_at: expect.any(String) }));
  });

  it('rejects with the reason', async () => {
    const { id } = await pdEnquiry();
    const rejected = await asAdmin('POST', `enquiries/${id}/reject`, { reason: 'We do not serve that area.' });
    expect(rejected.json()).toEqual({ status: 200, message: 'Enquiry rejected' });
    expect(await enquiryRow(testApp.db, id)).toMatchObject({ status: 'rejected', answer: 'We do not serve that area.' });
  });

  it('answers 422 with the form’s messages, and 404 for no such enquiry', async () => {
    const { id } = await serviceEnquiry();
    const empty = await asAdmin('POST', `enquiries/${id}/answer`, { message: '  ', quote: 0 });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({
      message: ['Write the answer the customer will read.'],
      quote: ['The quote is a whole number of rupees from 1 to 10,00,000.'],
    });
    expect((await asAdmin('POST', `enquiries/${id}/answer`, { message: 'Yes.', quote: 12.5 })).json().errors).toEqual({
      quote: ['The quote is a whole number of rupees from 1 to 10,00,000.'],
    });
    expect((await asAdmin('POST', `enquiries/${id}/reject`, {})).json().errors).toEqual({ reason: ['Please give the customer a reason.'] });
    expect((await asAdmin('POST', `enquiries/${id}/allocate`, { partner_id: 'x' })).json().errors).toEqual({ partner_id: ['Partner not found'] });
    expect((await enquiryRow(testApp.db, id)).status).toBe('pending');
    const missing = await asAdmin('POST', 'enquiries/99999999/answer', { message: 'Yes.' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Enquiry not found');
  });

  it('lets exactly one of a racing answer and rejection win', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { id } = await serviceEnquiry();
      const replies = await Promise.all([
        asAdmin('POST', `enquiries/${id}/answer`, { message: 'Yes.', quote: 700 }),
        asAdmin('POST', `enquiries/${id}/reject`, { reason: 'No.' }),
      ]);
      expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
      expect((await enquiryRow(testApp.db, id)).status).toBe(replies[0]!.statusCode === 200 ? 'enquired' : 'rejected');
    }
  });

  it('offers the partners near the From address and allocates to one', async () => {
    const from = northOf(sea, 800);
    const partner = await partnerAt(testApp.app, testApp.db, adminToken, northOf(from, 2));
    const { id } = await pdEnquiry(from);
    const choices = await asAdmin('GET', `enquiries/${id}/partners`);
    expect(choices.json()).toEqual({ status: 200, data: [{ partner_id: partner.id, name: 'Karthik Raja', mobile: partner.mobile, distance_km: 2 }] });
    const allocated = await asAdmin('POST', `enquiries/${id}/allocate`, { partner_id: partner.id });
    expect(allocated.json()).toEqual({ status: 200, message: 'Request allocated' });
    expect((await asAdmin('GET', 'enquiries?kind=pd')).json().data).toContainEqual(expect.objectContaining({ id, partner_id: partner.id }));
    expect((await toldTo(testApp.db, partner.id, 'pd_job_allocated')).length).toBe(1);

    const service = await serviceEnquiry();
    const notMove = await asAdmin('POST', `enquiries/${service.id}/allocate`, { partner_id: partner.id });
    expect(notMove.statusCode).toBe(409);
    expect(notMove.json().message).toBe('Only a Pass Fast Express request is allocated to a partner.');
    expect((await asAdmin('GET', `enquiries/${service.id}/partners`)).statusCode).toBe(409);
  });

  it('is in the OpenAPI document', async () => {
    const document = (await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/admin/enquiries',
        '/api/admin/enquiries/{id}/answer',
        '/api/admin/enquiries/{id}/reject',
        '/api/admin/enquiries/{id}/partners',
        '/api/admin/enquiries/{id}/allocate',
      ]),
    );
  });
});

describe('admin enquiries, issue 39: paged, one by one, by permission', () => {
  it('pages the queue: total counts every match, per_page and page slice it, oldest first', async () => {
    for (let made = 0; made < 3; made += 1) await serviceEnquiry();
    const first = (await asAdmin('GET', 'enquiries?kind=service&per_page=2')).json();
    expect(first).toMatchObject({ status: 200, page: 1, per_page: 2, total: expect.any(Number) });
    expect(first.total).toBeGreaterThanOrEqual(3);
    expect(first.data).toHaveLength(2);
    const second = (await asAdmin('GET', 'enquiries?kind=service&per_page=2&page=2')).json();
    expect(second.page).toBe(2);
    const ids = [...first.data, ...second.data].map((item: { id: number }) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect((await asAdmin('GET', 'enquiries')).json().per_page).toBe(20);
  });

  it('refuses a per_page outside 1 to 200 with the one message', async () => {
    for (const perPage of ['0', '201', 'ten']) {
      const refused = await asAdmin('GET', `enquiries?per_page=${perPage}`);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({ per_page: ['per_page must be a whole number from 1 to 200.'] });
    }
  });

  it('shows one enquiry with what the customer asked: a move’s addresses and day, a service enquiry’s contact', async () => {
    const move = await pdEnquiry();
    const moveDetail = await asAdmin('GET', `enquiries/${move.id}`);
    expect(moveDetail.statusCode).toBe(200);
    expect(moveDetail.json().data).toMatchObject({
      id: move.id,
      kind: 'pd',
      status: 'pending',
      from_address: expect.any(String),
      to_address: expect.any(String),
      move_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      images: expect.any(Array),
      partner_name: null,
      email: null,
    });
    const service = await serviceEnquiry();
    const serviceDetail = (await asAdmin('GET', `enquiries/${service.id}`)).json().data;
    expect(serviceDetail).toMatchObject({ id: service.id, kind: 'service', email: expect.any(String), address: expect.any(String), from_address: null, images: [] });
    expect((await asAdmin('GET', 'enquiries/99999999')).statusCode).toBe(404);
  });

  it('refuses a member whose roles do not read enquiries (finance) with 403, and lets support in', async () => {
    const made = await asAdmin('POST', 'ops-members', { name: 'Farah Khan', mobile: freshMobile(), roles: ['finance'] });
    const finance = (await login(testApp.app, 'admin', { mobile: made.json().data.mobile, password: made.json().data.temporary_password })).token;
    const { id } = await serviceEnquiry();
    expect((await asAdmin('GET', 'enquiries', undefined, finance)).statusCode).toBe(403);
    expect((await asAdmin('GET', `enquiries/${id}`, undefined, finance)).statusCode).toBe(403);
    expect((await asAdmin('POST', `enquiries/${id}/answer`, { message: 'Yes.' }, finance)).statusCode).toBe(403);
    const support = (await login(testApp.app, 'admin', demo.support)).token;
    expect((await asAdmin('GET', `enquiries/${id}`, undefined, support)).statusCode).toBe(200);
  });
});
