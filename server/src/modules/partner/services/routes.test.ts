import { eq } from 'drizzle-orm';
import { partnerServiceOffers, services } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../../test/testApp';
import { bearer, demo, login } from '../../../../test/accounts';
import { accountId, insertBooking, lineRow, verifiedPartner } from '../bookings/testBookings';
import { addWorkPlace, cataloguePlace, hasLink, jaisalmer, listedNear, northOf, notificationsOf, partnerCalls } from './testServices';

/** The partner's services without uploads: the lists, add-service, delete, and ops' approval. */
let testApp: TestApp;
let adminToken: string;
let call: ReturnType<typeof partnerCalls>;
let electrical: Awaited<ReturnType<typeof cataloguePlace>>;
let tutoring: Awaited<ReturnType<typeof cataloguePlace>>;
let nameCounter = 0;
/** A service name no catalogue and no other case has. */
const freshName = (stem = 'Solar Panel Cleaning') => `${stem} ${(nameCounter += 1)}`;

beforeAll(async () => {
  testApp = await createTestApp({ env: { PARTNER_REGISTRATIONS_PER_HOUR: '100' } });
  adminToken = (await login(testApp.app, 'admin', demo.admin)).token;
  call = partnerCalls(testApp.app);
  electrical = await cataloguePlace(testApp.db, 'Electrician');
  tutoring = await cataloguePlace(testApp.db, 'Home Tutor – Maths');
});
afterAll(() => testApp.close());

const admin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  testApp.app.inject({ method, url: `/api/admin/${url}`, headers: bearer(adminToken), ...(payload ? { payload } : {}) });

async function addService(token: string, name: string, place = electrical) {
  const response = await call(token, 'POST', 'add-service', { category: place.category, subCategory: place.subCategory, service: name });
  if (response.statusCode !== 200) throw new Error(`add-service failed: ${response.body}`);
  return response.json().data as { action_id: number; id: number | null };
}

describe('access', () => {
  it('is for partners only, including one still waiting for verification', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/api/employee/getservice' })).statusCode).toBe(401);
    const customer = await login(testApp.app, 'user', demo.customer);
    expect((await call(customer.token, 'GET', 'getservice')).statusCode).toBe(403);
    const waiting = await login(testApp.app, 'employee', demo.pendingPartner);
    expect((await call(waiting.token, 'GET', 'newservice')).statusCode).toBe(200);
    expect((await call(waiting.token, 'POST', 'add-service', { category: electrical.category, subCategory: electrical.subCategory, service: freshName() })).statusCode).toBe(200);
  });
});

describe('employee/getservice', () => {
  it("lists the demo partner's seeded services as catalogue cards with the catalogue's picture", async () => {
    const ravi = await login(testApp.app, 'employee', demo.partner);
    const response = await call(ravi.token, 'GET', 'getservice');
    expect(response.statusCode).toBe(200);
    const cards = response.json().data as Array<Record<string, unknown>>;
    expect(cards.length).toBeGreaterThan(0);
    const electrician = cards.find((card) => card.name === 'Electrician');
    expect(electrician).toEqual({
      id: electrical.service,
      action_id: expect.any(Number),
      name: 'Electrician',
      servicetype: 'service',
      category_name: expect.any(String),
      subcategory_name: expect.any(String),
      employee_type: 'full_time',
      image_url: [expect.stringMatching(/^\/api\/images\/service\/.+\.svg$/)],
      image_sources: [],
      video_url: null,
      approval: 'approved',
      rejection_reason: null,
    });
    const values = await call(ravi.token, 'GET', `editservice/${electrician!.action_id}`);
    expect(values.json().data).toMatchObject({ username: 'Ravi Kumar', mobile_number: demo.partner.mobile, address: 'Anna Nagar, Chennai', checkbox: true, custom_service: null });
  });
});

describe('employee/add-service', () => {
  it('adds a pending service of their own that customers cannot see, with the profile as contact', async () => {
    const partner = await verifiedPartner(testApp.app, adminToken);
    const name = freshName();
    const response = await call(partner.token, 'POST', 'add-service', { category: String(electrical.category), subCategory: String(electrical.subCategory), service: name });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 200,
      message: 'Service added. Customers will see it once our team approves it.',
      data: {
        id: null,
        action_id: expect.any(Number),
        name,
        servicetype: 'other',
        category_name: expect.any(String),
        subcategory_name: expect.any(String),
        employee_type: null,
        image_url: [],
        image_sources: [],
        video_url: null,
        approval: 'pending',
        rejection_reason: null,
      },
    });
    const actionId = response.json().data.action_id;
    expect((await call(partner.token, 'GET', 'newservice')).json().data.map((card: { action_id: number }) => card.action_id)).toEqual([actionId]);
    expect((await call(partner.token, 'GET', 'getservice')).json().data).toEqual([]);
    expect((await call(partner.token, 'GET', `getservice/${actionId}`)).json().data.name).toBe(name);
    expect((await call(partner.token, 'GET', `other/editservice/${actionId}`)).json().data).toEqual({
      action_id: actionId,
      username: 'Karthik Raja',
      mobile_number: partner.mobile,
      email: 'karthik@example.in',
      address: 'Velachery, Chennai',
      service_id: null,
      category_id: electrical.category,
      subcategory_id: electrical.subCategory,
      employee_type: null,
      description: '',
      image_url: [],
      video_url: null,
      checkbox: true,
      custom_service: name,
      approval: 'pending',
    });
    // The catalogue form's values are not for an own service.
    expect((await call(partner.token, 'GET', `editservice/${actionId}`)).statusCode).toBe(404);
    // Nowhere a customer looks.
    const search = await testApp.app.inject({ method: 'GET', url: `/api/services/search?query=${encodeURIComponent(name)}` });
    // (Similar catalogue services may be found: not this one.)
    expect(search.json().data.map((item: { name: string }) => item.name)).not.toContain(name);
    const all = await testApp.app.inject({ method: 'GET', url: '/api/service/all' });
    expect(all.json().data.some((service: { name: string }) => service.name === name)).toBe(false);
  });

  it.each([
    ['a name the subcategory already has (any case)', () => ({ category: electrical.category, subCategory: electrical.subCategory, service: 'eLECTRICIAN' }), 'service', 'This service is already in the list. Choose it on the upload form.'],
    ['a subcategory of another category', () => ({ category: electrical.category, subCategory: tutoring.subCategory, service: 'Wiring' }), 'subCategory', 'Please select a subcategory'],
    ['an unknown category', () => ({ category: 999, subCategory: electrical.subCategory, service: 'Wiring' }), 'category', 'Please select a category'],
    ['no name', () => ({ category: electrical.category, subCategory: electrical.subCategory, service: ' ' }), 'service', 'Service name is required'],
    ['no category', () => ({ category: '', subCategory: electrical.subCategory, service: 'Wiring' }), 'category', 'Please select a category'],
  ])('refuses %s on its field', async (_case, body, field, message) => {
    const partner = await verifiedPartner(testApp.app, adminToken);
    const response = await call(partner.token, 'POST', 'add-service', body());
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ status: 422, errors: { [field]: [message] } });
    expect((await call(partner.token, 'GET', 'newservice')).json().data).toEqual([]);
  });

  it('refuses the same own service twice', async () => {
    const partner = await verifiedPartner(testApp.app, adminToken);
    const name = freshName();
    await addService(partner.token, name);
    const again = await call(partner.token, 'POST', 'add-service', { category: electrical.category, subCategory: electrical.subCategory, service: name.toUpperCase() });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.service).toEqual(['You already offer this service. Edit it instead.']);
  });
});

describe('ownership', () => {
  it("answers another partner's offers exactly as missing ones", async () => {
    const owner = await verifiedPartner(testApp.app, adminToken);
    const other = await verifiedPartner(testApp.app, adminToken);
    const own = await addService(owner.token, freshName());
    const ravi = await login(testApp.app, 'employee', demo.partner);
    const catalogueOffer = (await call(ravi.token, 'GET', 'getservice')).json().data[0].action_id as number;

    for (const [method, url, body] of [
      ['GET', `getservice/${own.action_id}`],
      ['GET', `other/editservice/${own.action_id}`],
      ['GET', `getservice/${catalogueOffer}`],
      ['GET', `editservice/${catalogueOffer}`],
      ['POST', 'delete-service', { serviceId: catalogueOffer }],
      ['POST', 'delete-new-service', { serviceId: own.action_id }],
      ['GET', 'getservice/99999999'],
    ] as const) {
      const response = await call(other.token, method, url, body);
      expect({ url, status: response.statusCode, message: response.json().message }).toEqual({ url, status: 404, message: 'Service not found' });
    }
    expect((await call(owner.token, 'GET', `getservice/${own.action_id}`)).statusCode).toBe(200);
    expect((await call(ravi.token, 'GET', `getservice/${catalogueOffer}`)).statusCode).toBe(200);
  });

  it('deletes only with the call of its kind', async () => {
    const partner = await verifiedPartner(testApp.app, adminToken);
    const own = await addService(partner.token, freshName());
    expect((await call(partner.token, 'POST', 'delete-service', { serviceId: own.action_id })).statusCode).toBe(404);
    const deleted = await call(partner.token, 'POST', 'delete-new-service', { serviceId: String(own.action_id) });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ status: 200, message: 'Service deleted successfully' });
    expect((await call(partner.token, 'GET', 'newservice')).json().data).toEqual([]);
    expect((await call(partner.token, 'POST', 'delete-new-service', { serviceId: own.action_id })).statusCode).toBe(404);
  });
});

describe('ops approval', () => {
  it('lists pending services, makes the new catalogue service with its rates, and the partner appears near', async () => {
    const partner = await verifiedPartner(testApp.app, adminToken);
    const place = northOf(jaisalmer, 100);
    await addWorkPlace(testApp.db, partner.id, place, 10);
    const name = freshName();
    const own = await addService(partner.token, name);

    const pending = await admin('GET', 'partner-services');
    expect(pending.statusCode).toBe(200);
    expect(pending.json().data).toContainEqual({
      action_id: own.action_id,
      partner_id: partner.id,
      partner_name: 'Karthik Raja',
      origin: 'added',
      name,
      category_name: expect.any(String),
      subcategory_name: expect.any(String),
      approval: 'pending',
      rejection_reason: null,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      description: '',
      image_url: [],
      image_sources: [],
      // No service of that name yet: approving makes one, so ops give its rates.
      catalogue_service: null,
    });
    expect(pending.json()).toMatchObject({ page: 1, per_page: 20, total: expect.any(Number) });

    const withoutRates = await admin('POST', `partner-services/${own.action_id}/approve`, {});
    expect(withoutRates.statusCode).toBe(422);
    expect(withoutRates.json().errors).toEqual({ rate_per_day: ['Give the day and hour rates of the new service.'] });

    const approved = await admin('POST', `partner-services/${own.action_id}/approve`, { rate_per_day: 2400, rate_per_hour: 350 });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toEqual({ status: 200, message: 'Service approved' });
    const [created] = await testApp.db.select().from(services).where(eq(services.name, name));
    expect(created).toMatchObject({ categoryId: electrical.category, subcategoryId: electrical.subCategory, serviceType: 'service', ratePerDay: 2400, ratePerHour: 350 });
    expect(await hasLink(testApp.db, partner.id, created!.id)).toBe(true);

    const card = (await call(partner.token, 'GET', `getservice/${own.action_id}`)).json().data;
    expect(card).toMatchObject({ id: created!.id, name, servicetype: 'other', approval: 'approved' });
    expect(await listedNear(testApp.app, electrical, created!.id, northOf(place, 5))).toBe(true);
    expect(await listedNear(testApp.app, electrical, created!.id, northOf(place, 15))).toBe(false);
    expect(await notificationsOf(testApp.db, partner.id)).toContainEqual({
      kind: 'service_approved',
      message: `Your service ${name} has been approved: customers near you can now find it.`,
    });
    const again = await admin('POST', `partner-services/${own.action_id}/approve`, { rate_per_day: 1, rate_per_hour: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This service is not waiting for approval.');
    expect((await admin('GET', 'partner-services?approval=approved')).json().data.map((item: { action_id: number }) => item.action_id)).toContain(own.action_id);

    // A booking of it stays as it was when the partner deletes the service; the partner is no longer near.
    const customerId = await accountId(testApp.db, 'user', demo.customer.mobile);
    const { lineIds } = await insertBooking(testApp.db, { userId: customerId, place: northOf(place, 5), lines: [{ serviceId: created!.id, status: 'assigned', partnerId: partner.id }] });
    const before = await lineRow(testApp.db, lineIds[0]!);
    expect((await call(partner.token, 'POST', 'delete-new-service', { serviceId: own.action_id })).statusCode).toBe(200);
    expect(await hasLink(testApp.db, partner.id, created!.id)).toBe(false);
    expect(await listedNear(testApp.app, electrical, created!.id, northOf(place, 5))).toBe(false);
    expect(await lineRow(testApp.db, lineIds[0]!)).toEqual(before);
  });

  it('links a second partner of the same name to the service the first approval made', async () => {
    const first = await verifiedPartner(testApp.app, adminToken);
    const second = await verifiedPartner(testApp.app, adminToken);
    const name = freshName();
    const one = await addService(first.token, name);
    const two = await addService(second.token, name.toLowerCase());
    expect((await admin('POST', `partner-services/${one.action_id}/approve`, { rate_per_day: 2000, rate_per_hour: 300 })).statusCode).toBe(200);
    // The list says which service approving links to, at its rates, whatever the case of the name.
    const waiting = (await admin('GET', 'partner-services?per_page=200')).json().data.find((item: { action_id: number }) => item.action_id === two.action_id);
    expect(waiting.catalogue_service).toEqual({ id: expect.any(Number), name, rate_per_day: 2000, rate_per_hour: 300 });
    // No rates needed: the subcategory has the service now.
    expect((await admin('POST', `partner-services/${two.action_id}/approve`, {})).statusCode).toBe(200);
    const [service] = await testApp.db.select().from(services).where(eq(services.name, name));
    expect(await hasLink(testApp.db, second.id, service!.id)).toBe(true);
    expect((await call(second.token, 'GET', `getservice/${two.action_id}`)).json().data).toMatchObject({ id: service!.id, name: name.toLowerCase() });
  });

  it('refuses a name another subcategory has: service names are unique', async () => {
    const partner = await verifiedPartner(testApp.app, adminToken);
    const own = await addService(partner.token, 'Home Tutor – Maths', electrical);
    const response = await admin('POST', `partner-services/${own.action_id}/approve`, { rate_per_day: 1000, rate_per_hour: 100 });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/another subcategory/);
    const [row] = await testApp.db.select().from(partnerServiceOffers).where(eq(partnerServiceOffers.id, own.action_id));
    expect(row).toMatchObject({ approval: 'pending', serviceId: null });
  });

  it('rejects with a reason the partner reads, once', async () => {
    const partner = await verifiedPartner(testApp.app, adminToken);
    const name = freshName();
    const own = await addService(partner.token, name);
    expect((await admin('POST', `partner-services/${own.action_id}/reject`, {})).json().errors.reason).toEqual(['Please give the partner a reason.']);
    const rejected = await admin('POST', `partner-services/${own.action_id}/reject`, { reason: 'Please describe the work more clearly.' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toEqual({ status: 200, message: 'Service rejected' });
    expect((await call(partner.token, 'GET', 'newservice')).json().data[0]).toMatchObject({ approval: 'rejected', rejection_reason: 'Please describe the work more clearly.' });
    expect(await notificationsOf(testApp.db, partner.id)).toContainEqual({
      kind: 'service_rejected',
      message: `Your service ${name} was not approved: Please describe the work more clearly.`,
    });
    expect((await admin('POST', `partner-services/${own.action_id}/reject`, { reason: 'Again' })).statusCode).toBe(409);
    expect((await admin('POST', `partner-services/${own.action_id}/approve`, { rate_per_day: 1, rate_per_hour: 1 })).statusCode).toBe(409);
    expect((await admin('GET', 'partner-services?approval=rejected')).json().data.map((item: { action_id: number }) => item.action_id)).toContain(own.action_id);
    expect((await admin('GET', 'partner-services')).json().data.map((item: { action_id: number }) => item.action_id)).not.toContain(own.action_id);
  });

  it('pages the list oldest first, counting every one waiting', async () => {
    const partner = await verifiedPartner(testApp.app, adminToken);
    const added = [];
    for (let index = 0; index < 3; index += 1) added.push((await addService(partner.token, freshName('Paging Check'))).action_id);
    const everything = (await admin('GET', 'partner-services?per_page=200')).json();
    const ids = everything.data.map((item: { action_id: number }) => item.action_id);
    expect(everything.total).toBe(ids.length);
    // The newest are last, in the order added.
    expect(ids.slice(-3)).toEqual(added);

    const last = Math.ceil(everything.total / 2);
    const lastPage = (await admin('GET', `partner-services?per_page=2&page=${last}`)).json();
    expect(lastPage).toMatchObject({ status: 200, page: last, per_page: 2, total: everything.total });
    expect(lastPage.data.map((item: { action_id: number }) => item.action_id)).toEqual(ids.slice((last - 1) * 2));
    expect((await admin('GET', `partner-services?per_page=2&page=${last + 1}`)).json().data).toEqual([]);

    const refused = await admin('GET', 'partner-services?per_page=500');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.per_page).toEqual(['per_page must be a whole number from 1 to 200.']);
  });

  it('refuses a support member: service approvals are verification’s', async () => {
    const support = await login(testApp.app, 'admin', demo.support);
    const response = await testApp.app.inject({ method: 'GET', url: '/api/admin/partner-services', headers: bearer(support.token) });
    expect(response.statusCode).toBe(403);
  });

  it('is for admins; a catalogue offer or no offer is a 404', async () => {
    const ravi = await login(testApp.app, 'employee', demo.partner);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/admin/partner-services', headers: bearer(ravi.token) })).statusCode).toBe(403);
    const catalogueOffer = (await call(ravi.token, 'GET', 'getservice')).json().data[0].action_id as number;
    expect((await admin('POST', `partner-services/${catalogueOffer}/approve`, {})).statusCode).toBe(404);
    expect((await admin('POST', 'partner-services/99999999/reject', { reason: 'Nope, sorry' })).statusCode).toBe(404);
  });
});

describe('GET service/subcategory/{id}', () => {
  it("lists the subcategory's catalogue services by name, for anyone", async () => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/service/subcategory/${electrical.subCategory}` });
    expect(response.statusCode).toBe(200);
    const choices = response.json().data as Array<{ id: number; name: string }>;
    expect(choices).toContainEqual({ id: electrical.service, name: 'Electrician' });
    expect(choices.map((choice) => choice.name)).toEqual([...choices.map((choice) => choice.name)].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect((await testApp.app.inject({ method: 'GET', url: '/api/service/subcategory/99999' })).json().data).toEqual([]);
  });
});
