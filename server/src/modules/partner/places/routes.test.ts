import { partnerServices } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../../test/testApp';
import { bearer, demo, login } from '../../../../test/accounts';
import { listEligiblePartners } from '../../admin/bookingRepository';
import { serviceIdNamed, verifiedPartner } from '../bookings/testBookings';
import { jaisalmer, northOf } from '../services/testServices';

let testApp: TestApp;
let adminToken: string;
let electrician: number;

beforeAll(async () => {
  // Every case registers its own partners: more than the default hourly allowance from one address.
  testApp = await createTestApp({ env: { PARTNER_REGISTRATIONS_PER_HOUR: '100' } });
  adminToken = (await login(testApp.app, 'admin', demo.admin)).token;
  electrician = await serviceIdNamed(testApp.db, 'Electrician');
});
afterAll(() => testApp.close());

const call = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  testApp.app.inject({ method, url: `/api/employee/${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

/** A newly registered, verified partner who offers the electrician service and has no place yet. */
async function newElectrician() {
  const partner = await verifiedPartner(testApp.app, adminToken);
  await testApp.db.insert(partnerServices).values({ userId: partner.id, serviceId: electrician });
  return partner;
}

/** Whether the near-me search at a point lists the electrician service. */
async function electricianListedAt(point: typeof jaisalmer): Promise<boolean> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/services/search?query=Electrician&latitude=${point.latitude}&longitude=${point.longitude}`,
  });
  expect(response.statusCode).toBe(200);
  return (response.json().data as Array<{ name: string }>).some((service) => service.name === 'Electrician');
}

describe('employee/work-areas', () => {
  it('is for partners only', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/api/employee/work-areas' })).statusCode).toBe(401);
    const customer = await login(testApp.app, 'user', demo.customer);
    expect((await call(customer.token, 'GET', 'work-areas')).statusCode).toBe(403);
  });

  it('lists the seeded places with the site maximum as their radius, and reports the limits', async () => {
    const ravi = await login(testApp.app, 'employee', demo.partner);
    const response = await call(ravi.token, 'GET', 'work-areas');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      places: [{ id: expect.any(Number), label: null, address: null, city: 'Chennai', latitude: 13.085, longitude: 80.2101, radius_km: 25 }],
      max_radius_km: 25,
      max_places: 5,
    });
  });

  it('puts a newly registered partner near customers inside the radius and not outside it', async () => {
    const partner = await newElectrician();
    expect(await electricianListedAt(jaisalmer)).toBe(false);

    const added = await call(partner.token, 'POST', 'work-areas', { ...jaisalmer, radius_km: 20, label: 'Home' });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({
      status: 201,
      message: 'Place added',
      data: { id: expect.any(Number), label: 'Home', address: expect.any(String), city: expect.any(String), ...jaisalmer, radius_km: 20 },
    });

    expect(await electricianListedAt(northOf(jaisalmer, 15))).toBe(true);
    expect(await electricianListedAt(northOf(jaisalmer, 22))).toBe(false);

    // Near-me answers are cached: deleting the place must show at once.
    expect((await call(partner.token, 'DELETE', `work-areas/${added.json().data.id}`)).statusCode).toBe(200);
    expect(await electricianListedAt(northOf(jaisalmer, 15))).toBe(false);
  });

  it('a small radius keeps out a point beyond it, in the near-me list and in allocation', async () => {
    const partner = await newElectrician();
    const place = northOf(jaisalmer, 60);
    expect((await call(partner.token, 'POST', 'work-areas', { ...place, radius_km: 3 })).statusCode).toBe(201);

    expect(await electricianListedAt(northOf(place, 2))).toBe(true);
    expect(await electricianListedAt(northOf(place, 5))).toBe(false);
    const eligible = async (point: typeof jaisalmer) => (await listEligiblePartners(testApp.db, electrician, point, 25)).map((row) => row.id);
    expect(await eligible(northOf(place, 2))).toContain(partner.id);
    expect(await eligible(northOf(place, 5))).not.toContain(partner.id);
  });

  it('geocodes a typed address on the server', async () => {
    const partner = await newElectrician();
    const response = await call(partner.token, 'POST', 'work-areas', { address: 'Whitefield, Bengaluru', radius_km: '5' });
    expect(response.statusCode).toBe(201);
    const place = response.json().data;
    expect(place).toMatchObject({ address: 'Whitefield, Bengaluru', radius_km: 5, label: null });
    expect(place.latitude).toBeCloseTo(12.97, 1);
    expect(place.longitude).toBeCloseTo(77.75, 1);
    expect((await call(partner.token, 'GET', 'work-areas')).json().data.places).toEqual([place]);
  });

  it.each([
    ['an ambiguous address', { address: 'T. Nagar', radius_km: 5 }, 'address', /locality or PIN code/],
    ['an address nobody can place', { address: 'Qwxyz Plkjh', radius_km: 5 }, 'address', /locality or PIN code/],
    ['no address and no location', { radius_km: 5 }, 'address', /enter the address/],
    ['half a location', { latitude: 12.9, radius_km: 5 }, 'address', /location could not be read/],
    ['a radius of 0', { ...jaisalmer, radius_km: 0 }, 'radius_km', /from 1 to 25 km/],
    ['a radius above the site maximum', { ...jaisalmer, radius_km: 26 }, 'radius_km', /from 1 to 25 km/],
    ['a radius in fractions', { ...jaisalmer, radius_km: 2.5 }, 'radius_km', /from 1 to 25 km/],
  ])('refuses %s on its field', async (_case, body, field, message) => {
    const partner = await newElectrician();
    const response = await call(partner.token, 'POST', 'work-areas', body);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ status: 422, errors: { [field]: [expect.stringMatching(message)] } });
    expect((await call(partner.token, 'GET', 'work-areas')).json().data.places).toEqual([]);
  });

  it('keeps at most five places', async () => {
    const partner = await newElectrician();
    for (let km = 0; km < 5; km += 1) {
      expect((await call(partner.token, 'POST', 'work-areas', { ...northOf(jaisalmer, km), radius_km: 2 })).statusCode).toBe(201);
    }
    const sixth = await call(partner.token, 'POST', 'work-areas', { ...jaisalmer, radius_km: 2 });
    expect(sixth.statusCode).toBe(422);
    expect(sixth.json().errors.form[0]).toMatch(/at most 5 places/);
  });

  it("another partner can neither see nor delete one's places", async () => {
    const owner = await newElectrician();
    const other = await newElectrician();
    const placeId = (await call(owner.token, 'POST', 'work-areas', { ...jaisalmer, radius_km: 5 })).json().data.id;

    expect((await call(other.token, 'GET', 'work-areas')).json().data.places).toEqual([]);
    const refused = await call(other.token, 'DELETE', `work-areas/${placeId}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('Place not found');
    expect((await call(owner.token, 'GET', 'work-areas')).json().data.places.map((place: { id: number }) => place.id)).toEqual([placeId]);
    expect((await call(owner.token, 'DELETE', `work-areas/${placeId}`)).statusCode).toBe(200);
    expect((await call(owner.token, 'DELETE', `work-areas/${placeId}`)).statusCode).toBe(404);
  });
});
