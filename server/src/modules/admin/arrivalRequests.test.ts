import { arrivalRequests } from '../../db/schema';
import { bearer, demo, login } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/testApp';

/** GET admin/arrival-requests (issue 37, ours): ops read the "tell me when you arrive" requests. */
let testApp: TestApp;
let adminToken: string;

beforeAll(async () => {
  testApp = await createTestApp();
  adminToken = (await login(testApp.app, 'admin', demo.admin)).token;
});
afterAll(() => testApp.close());

const list = (query = '', token = adminToken) =>
  testApp.app.inject({ method: 'GET', url: `/api/admin/arrival-requests${query}`, headers: token ? bearer(token) : {} });
const ask = (body: object, token?: string) =>
  testApp.app.inject({ method: 'POST', url: '/api/arrival-requests', headers: token ? bearer(token) : {}, payload: body });
const at = (minute: number) => new Date(Date.UTC(2026, 2, 1, 9, minute));

describe('arrival requests for ops', () => {
  it('answers only an admin', async () => {
    expect((await list('', '')).statusCode).toBe(401);
    const customer = await login(testApp.app, 'user', demo.customer);
    expect((await list('', customer.token)).statusCode).toBe(403);
  });

  it('says there are none yet', async () => {
    expect((await list()).json()).toEqual({ status: 200, data: { requests: [], next_page: null, total: 0, places: [] } });
  });

  it('lists what visitors and customers asked, newest first, with the places asked for most', async () => {
    expect((await ask({ place: 'Mall Road, Shimla', latitude: 31.1048, longitude: 77.1734, mobile: '9876543210' })).statusCode).toBe(201);
    const customer = await login(testApp.app, 'user', demo.customer);
    expect((await ask({ place: 'Manali' }, customer.token)).statusCode).toBe(201);
    expect((await ask({ place: 'mall road, shimla', mobile: '9876543211' })).statusCode).toBe(201);

    const { data } = (await list()).json();
    expect(data.total).toBe(3);
    expect(data.next_page).toBeNull();
    expect(data.requests.map((request: { place: string; mobile: string }) => [request.place, request.mobile])).toEqual([
      ['mall road, shimla', '9876543211'],
      ['Manali', demo.customer.mobile],
      ['Mall Road, Shimla', '9876543210'],
    ]);
    expect(data.requests[1]).toEqual({
      id: expect.any(Number),
      place: 'Manali',
      mobile: demo.customer.mobile,
      customer_id: expect.any(Number),
      latitude: null,
      longitude: null,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(data.requests[2]).toMatchObject({ customer_id: null, latitude: 31.1048, longitude: 77.1734 });
    // One place whatever its case, named as it was last typed.
    expect(data.places.map((place: { place: string; requests: number }) => [place.place, place.requests])).toEqual([
      ['mall road, shimla', 2],
      ['Manali', 1],
    ]);
  });

  it('pages 50 requests at a time', async () => {
    await testApp.db.delete(arrivalRequests);
    await testApp.db.insert(arrivalRequests).values(
      Array.from({ length: 51 }, (_, index) => ({ mobile: `98000${String(index).padStart(5, '0')}`, place: index % 3 === 0 ? 'Ooty' : 'Kodaikanal', createdAt: at(index) })),
    );
    const first = (await list()).json().data;
    expect(first.requests).toHaveLength(50);
    expect(first.requests[0].mobile).toBe('9800000050');
    expect(first.next_page).toBe(2);
    expect(first.total).toBe(51);
    expect(first.places).toEqual([
      { place: 'Kodaikanal', requests: 34, latest_at: at(50).toISOString() },
      { place: 'Ooty', requests: 17, latest_at: at(48).toISOString() },
    ]);
    const second = (await list('?page=2')).json().data;
    expect(second.requests.map((request: { mobile: string }) => request.mobile)).toEqual(['9800000000']);
    expect(second.next_page).toBeNull();
    expect((await list('?page=3')).json().data.requests).toEqual([]);
  });

  it('refuses a page that is not a whole number from 1', async () => {
    for (const page of ['0', '-1', 'two', '1.5']) {
      const refused = await list(`?page=${page}`);
      expect([refused.statusCode, refused.json().errors]).toEqual([422, { page: ['Page must be a whole number from 1.'] }]);
    }
  });
});
