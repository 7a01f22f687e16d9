/**
 * Input an outside probe sent that reached the database or the multipart parser and came
 * back as a 500: every one of them must be refused with a 4xx in the API's error shape.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { bearer, demo, login, manualClock, multipart, registerPartner, sampleFiles, signUpVerified } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/testApp';
import { contact, serviceIdNamed, storedService } from '../modules/bookings/testKit';

let testApp: TestApp;
let customer: string;
let admin: string;
let partner: string;
let electrician: number;

beforeAll(async () => {
  // The booking helpers' dates are valid on this clock (bookings/testKit.ts).
  testApp = await createTestApp({ clock: manualClock().clock });
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  customer = (await signUpVerified(testApp.app, testApp.db)).token;
  admin = (await login(testApp.app, 'admin', demo.admin)).token;
  const registered = await registerPartner(testApp.app);
  partner = (await login(testApp.app, 'employee', { mobile: registered.mobile, password: registered.password })).token;
  electrician = await serviceIdNamed(testApp.db, 'Electrician');
});
afterAll(() => testApp.close());

const TOO_BIG = 2 ** 31;

function expectRefused(response: { statusCode: number; json(): unknown }) {
  expect(response.statusCode).toBeGreaterThanOrEqual(400);
  expect(response.statusCode).toBeLessThan(500);
  expect(response.json()).toEqual(expect.objectContaining({ status: response.statusCode, errors: expect.any(Object) }));
}

const post = (url: string, token: string, payload: object) =>
  testApp.app.inject({ method: 'POST', url: `/api/${url}`, payload, headers: bearer(token) });

describe('ids beyond the database integer range', () => {
  it.each([
    ['user/updatecart', () => ({ serviceId: TOO_BIG, serviceMethod: 'hour' })],
    ['user/book/singleservice', () => ({ ...contact, ...storedService({ serviceId: TOO_BIG, serviceMethod: 'hour', workingDuration: 2 }) })],
    ['user/createbooking', () => ({ storedServices: [storedService({ serviceId: TOO_BIG, serviceMethod: 'hour', workingDuration: 2 })], formData: contact })],
    ['user/service/feedback', () => ({ service_id: TOO_BIG, rating: 4, description: 'Good' })],
    ['report/create', () => ({ name: 'Asha', email: 'asha@example.in', mobile: '9876543210', service: TOO_BIG, description: 'Late' })],
    ['report/create/new', () => ({ name: 'Asha', email: 'asha@example.in', mobile: '9876543210', service: String(TOO_BIG), description: 'Late' })],
  ])('%s answers 4xx', async (url, body) => {
    expectRefused(await post(url, customer, body()));
  });

  // Beyond the database's range is not an id at all: the route schema refuses it.
  it('admin/partners/:id/verify answers 422', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: `/api/admin/partners/${TOO_BIG}/verify`, headers: bearer(admin) });
    expectRefused(response);
    expect(response.statusCode).toBe(422);
  });

  it('employee/id-proofs/:id answers 422', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/employee/id-proofs/${TOO_BIG}`, headers: bearer(partner) });
    expectRefused(response);
    expect(response.statusCode).toBe(422);
  });
});

describe('a NUL character', () => {
  it('in the search query answers 4xx', async () => {
    expectRefused(await testApp.app.inject({ method: 'GET', url: '/api/services/search?query=plum%00ber' }));
  });

  it('in stored text answers 4xx', async () => {
    expectRefused(await post('report/create', customer, { name: 'Asha\u0000', email: 'asha@example.in', mobile: '9876543210', service: electrician, description: 'Late\u0000' }));
    expectRefused(await post('user/service/feedback', customer, { service_id: electrician, rating: 4, description: 'Good\u0000work' }));
  });
});

describe('multipart edge cases', () => {
  it('two files sent as profile_image answer 4xx', async () => {
    const jpeg = { field: 'profile_image', name: 'me.jpg', type: 'image/jpeg', bytes: sampleFiles.jpeg };
    const body = await multipart({ name: 'Asha Verma' }, [jpeg, { ...jpeg, name: 'me2.jpg' }]);
    const response = await testApp.app.inject({ method: 'POST', url: '/api/user/updateprofile', ...body, headers: { ...body.headers, ...bearer(customer) } });
    expectRefused(response);
  });

  it('multipart without a boundary answers 4xx', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/updateprofile',
      payload: 'name=Asha',
      headers: { 'content-type': 'multipart/form-data', ...bearer(customer) },
    });
    expectRefused(response);
  });
});

/** A request with the path exactly as written: inject() would normalise a bad URL. */
function rawGet(rawPath: string, headers: Record<string, string> = {}): Promise<{ statusCode: number; headers: http.IncomingHttpHeaders; body: string }> {
  const { port } = testApp.app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: rawPath, headers }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ statusCode: response.statusCode ?? 0, headers: response.headers, body }));
      })
      .on('error', reject);
  });
}

describe('a malformed URL', () => {
  it('answers 400 in the error shape with the security headers', async () => {
    const response = await rawGet('/%ff');

    expect(response.statusCode).toBe(400);
    expect(JSON.parse(response.body)).toEqual({ status: 400, errors: {}, message: 'Bad Request' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBeDefined();
  });
});

describe('X-Request-Id', () => {
  it('is echoed when short and safe', async () => {
    const response = await rawGet('/api/health', { 'x-request-id': 'probe-1234.abc' });
    expect(response.headers['x-request-id']).toBe('probe-1234.abc');
  });

  it.each([
    ['too long', 'a'.repeat(200)],
    ['with unsafe characters', 'id with spaces<script>'],
  ])('is replaced by one of our own when %s', async (_why, id) => {
    const response = await rawGet('/api/health', { 'x-request-id': id });
    expect(response.headers['x-request-id']).not.toBe(id);
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
