import { bearer, demo, login, signUpVerified } from '../../../test/accounts';
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
