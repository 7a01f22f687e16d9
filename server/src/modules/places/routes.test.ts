// @pglite-in-ci: CI runs this file on PGlite too (.ci/run): it covers code with a PGlite branch of its own.
import { eq } from 'drizzle-orm';
import { arrivalRequests, partnerLocations, servicePlaces } from '../../db/schema';
import { bearer, cookieFrom, demo, login, signUp } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/testApp';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ env: { REGISTRATIONS_PER_HOUR: '50' } });
});
afterAll(() => testApp.close());

async function call(token: string | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) {
  const response = await testApp.app.inject({ method, url: `/api/${url}`, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.json() };
}

const home = { kind: 'home', address: 'Flat 3, Rose Villa, T. Nagar, Chennai 600017', latitude: 13.04, longitude: 80.23 };

describe('user/location (issue 37): the location belongs to the account', () => {
  it('is none for a new account, then what the customer last said, on any later session', async () => {
    const customer = await signUp(testApp.app);
    expect(await call(customer.token, 'GET', 'user/location')).toEqual({ status: 200, body: { status: 200, data: null } });

    const saved = await call(customer.token, 'POST', 'user/location', { latitude: 31.1048, longitude: 77.1734, user_address: 'Mall Road, Shimla' });
    expect(saved.status).toBe(200);
    await call(customer.token, 'POST', 'user/location', { latitude: 13.04, longitude: 80.23, user_address: 'T. Nagar, Chennai' });

    // Logout, then login again (another browser): the same point comes back.
    await call(customer.token, 'POST', 'user/logout', { token: customer.token });
    const again = await login(testApp.app, 'user', { mobile: customer.mobile, password: 'tamarind42' });
    expect(await call(again.token, 'GET', 'user/location')).toEqual({
      status: 200,
      body: { status: 200, data: { latitude: 13.04, longitude: 80.23, user_address: 'T. Nagar, Chennai', kept_at: expect.any(String) } },
    });
  });

  it('says when the point was kept, so a browser can tell which point is newer at login', async () => {
    const customer = await signUp(testApp.app);
    const before = Date.now();
    await call(customer.token, 'POST', 'user/location', { latitude: 13.04, longitude: 80.23, user_address: 'T. Nagar, Chennai' });
    const keptAt = Date.parse((await call(customer.token, 'GET', 'user/location')).body.data.kept_at as string);
    // The database's clock: within a few seconds of the test's.
    expect(Math.abs(keptAt - before)).toBeLessThan(5_000);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await call(customer.token, 'POST', 'user/location', { latitude: 19.07, longitude: 72.87, user_address: 'Bandra, Mumbai' });
    expect(Date.parse((await call(customer.token, 'GET', 'user/location')).body.data.kept_at as string)).toBeGreaterThan(keptAt);
  });

  it('refuses a point off the globe, and a visitor', async () => {
    const customer = await signUp(testApp.app);
    const off = await call(customer.token, 'POST', 'user/location', { latitude: 95, longitude: 80 });
    expect(off.status).toBe(422);
    expect(off.body.errors.latitude).toEqual(['Your location could not be read. Please try again.']);
    expect((await call(null, 'GET', 'user/location')).status).toBe(401);
  });
});

describe('user/addresses (issue 37): home, work and other, kept with the account', () => {
  it('adds, renames and deletes the customer’s own addresses', async () => {
    const customer = await signUp(testApp.app);
    const added = await call(customer.token, 'POST', 'user/addresses', home);
    expect(added).toEqual({ status: 201, body: { status: 201, message: 'Address saved', data: { id: expect.any(Number), ...home } } });
    const id = added.body.data.id as number;

    const renamed = await call(customer.token, 'POST', `user/addresses/${id}`, { kind: 'work' });
    expect(renamed.body.data).toMatchObject({ id, kind: 'work' });
    expect((await call(customer.token, 'GET', 'user/addresses')).body.data).toEqual([{ ...home, id, kind: 'work' }]);

    expect((await call(customer.token, 'DELETE', `user/addresses/${id}`)).status).toBe(200);
    expect((await call(customer.token, 'GET', 'user/addresses')).body.data).toEqual([]);
  });

  it('edits the name, the address line and the point together, or only what is given', async () => {
    const customer = await signUp(testApp.app);
    const { id } = (await call(customer.token, 'POST', 'user/addresses', home)).body.data;
    const moved = { kind: 'work', address: 'Flat 12, Sea View, Bandra West, Mumbai', latitude: 19.0596, longitude: 72.8295 };
    expect(await call(customer.token, 'POST', `user/addresses/${id}`, moved)).toEqual({ status: 200, body: { status: 200, message: 'Address updated', data: { id, ...moved } } });

    // The address line alone (a landmark added): the point stays where it was.
    const landmark = await call(customer.token, 'POST', `user/addresses/${id}`, { kind: 'work', address: '  Flat 12, Sea View, near Mount Mary Church, Bandra West  ' });
    expect(landmark.body.data).toEqual({ ...moved, id, address: 'Flat 12, Sea View, near Mount Mary Church, Bandra West' });
    expect((await call(customer.token, 'GET', 'user/addresses')).body.data).toEqual([{ ...moved, id, address: 'Flat 12, Sea View, near Mount Mary Church, Bandra West' }]);
  });

  it('refuses an edit with an empty or too long address, or half a point, with the same words as a new address, and changes nothing', async () => {
    const customer = await signUp(testApp.app);
    const { id } = (await call(customer.token, 'POST', 'user/addresses', home)).body.data;
    const empty = await call(customer.token, 'POST', `user/addresses/${id}`, { kind: 'work', address: '   ' });
    expect(empty).toMatchObject({ status: 422, body: { errors: { address: ['Address cannot be empty.'] } } });
    const long = await call(customer.token, 'POST', `user/addresses/${id}`, { kind: 'work', address: 'x'.repeat(301) });
    expect(long).toMatchObject({ status: 422, body: { errors: { address: ['Must be at most 300 characters.'] } } });
    const half = await call(customer.token, 'POST', `user/addresses/${id}`, { kind: 'work', latitude: 19.06 });
    expect(half).toMatchObject({ status: 422, body: { errors: { longitude: ['Your location could not be read. Please try again.'] } } });
    const off = await call(customer.token, 'POST', `user/addresses/${id}`, { kind: 'work', latitude: 91, longitude: 72 });
    expect(off).toMatchObject({ status: 422, body: { errors: { latitude: ['Your location could not be read. Please try again.'] } } });
    expect((await call(customer.token, 'GET', 'user/addresses')).body.data).toEqual([{ ...home, id }]);
  });

  it('answers 404 for another customer’s address, and leaves it alone', async () => {
    const owner = await signUp(testApp.app);
    const other = await signUp(testApp.app);
    const { id } = (await call(owner.token, 'POST', 'user/addresses', home)).body.data;
    expect((await call(other.token, 'POST', `user/addresses/${id}`, { kind: 'other' })).status).toBe(404);
    expect((await call(other.token, 'POST', `user/addresses/${id}`, { kind: 'other', address: 'Not yours', latitude: 1, longitude: 1 })).status).toBe(404);
    expect((await call(other.token, 'DELETE', `user/addresses/${id}`)).status).toBe(404);
    expect((await call(owner.token, 'GET', 'user/addresses')).body.data).toEqual([{ ...home, id }]);
  });

  it('refuses an unknown kind, an empty address, and an eleventh address', async () => {
    const customer = await signUp(testApp.app);
    const wrong = await call(customer.token, 'POST', 'user/addresses', { ...home, kind: 'office', address: ' ' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ kind: ['Choose home, work or other.'], address: ['Address cannot be empty.'] });
    for (let index = 0; index < 10; index += 1) expect((await call(customer.token, 'POST', 'user/addresses', home)).status).toBe(201);
    const eleventh = await call(customer.token, 'POST', 'user/addresses', home);
    expect(eleventh.status).toBe(422);
    expect(eleventh.body.errors).toEqual({ form: ['You can keep at most 10 addresses. Delete one to add another.'] });
  });
});

describe('served-cities (issue 37)', () => {
  it('names the cities verified partners offer services from, once each, from the data (not a fixed list)', async () => {
    const reply = await call(null, 'GET', 'served-cities');
    expect(reply.status).toBe(200);
    const cities = reply.body.data.cities as string[];
    const fromData = await testApp.db
      .selectDistinct({ city: partnerLocations.city })
      .from(servicePlaces)
      .innerJoin(partnerLocations, eq(partnerLocations.id, servicePlaces.placeId));
    expect([...cities].sort()).toEqual(fromData.map((row) => row.city).sort());
    expect(cities.length).toBeGreaterThan(0);
    expect(cities).not.toContain('Shimla');
    expect(reply.body.data.served).toBeNull();
  });

  it('says whether a verified partner reaches the point: not Shimla, yes where a partner works', async () => {
    expect((await call(null, 'GET', 'served-cities?latitude=31.1048&longitude=77.1734')).body.data.served).toBe(false);
    const [place] = await testApp.db.select({ latitude: servicePlaces.latitude, longitude: servicePlaces.longitude }).from(servicePlaces).limit(1);
    expect((await call(null, 'GET', `served-cities?latitude=${place!.latitude}&longitude=${place!.longitude}`)).body.data.served).toBe(true);
  });
});

describe('arrival-requests (issue 37): tell me when you serve here', () => {
  it('stores a visitor’s request with their number (spaces ignored), once per number and place', async () => {
    const first = await call(null, 'POST', 'arrival-requests', { place: 'Mall Road, Shimla', latitude: 31.1048, longitude: 77.1734, mobile: '98765 43210' });
    expect(first).toEqual({ status: 201, body: { status: 201, message: 'Thank you. We will text you when we start serving there.' } });
    expect((await call(null, 'POST', 'arrival-requests', { place: 'mall road, shimla', mobile: '9876543210' })).status).toBe(201);
    const stored = await testApp.db.select().from(arrivalRequests).where(eq(arrivalRequests.mobile, '9876543210'));
    expect(stored).toEqual([expect.objectContaining({ userId: null, place: 'Mall Road, Shimla', latitude: 31.1048, longitude: 77.1734 })]);
  });

  it('refuses a visitor without a valid number, and an empty place', async () => {
    const reply = await call(null, 'POST', 'arrival-requests', { place: ' ', mobile: '12345' });
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({ place: ['Please say which place you would like us to serve.'], mobile: ['Please enter a valid 10-digit mobile number.'] });
    expect((await call(null, 'POST', 'arrival-requests', { place: 'Shimla' })).body.errors).toEqual({ mobile: ['Please enter a valid 10-digit mobile number.'] });
  });

  it('takes a signed-in customer’s account number when they give none', async () => {
    const customer = await signUp(testApp.app);
    expect((await call(customer.token, 'POST', 'arrival-requests', { place: 'Manali' })).status).toBe(201);
    const [stored] = await testApp.db.select().from(arrivalRequests).where(eq(arrivalRequests.userId, customer.id));
    expect(stored).toMatchObject({ mobile: customer.mobile, place: 'Manali' });
  });

  it('refuses a cross-site request riding a customer’s cookie', async () => {
    const loggedIn = await testApp.app.inject({ method: 'POST', url: '/api/user/login', payload: { mobile: demo.customer.mobile, password: demo.customer.password } });
    const { cookie } = cookieFrom(loggedIn);
    const reply = await testApp.app.inject({ method: 'POST', url: '/api/arrival-requests', headers: { cookie, origin: 'https://evil.example' }, payload: { place: 'Shimla' } });
    expect(reply.statusCode).toBe(403);
  });
});
