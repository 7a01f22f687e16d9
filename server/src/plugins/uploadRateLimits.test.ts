/**
 * Uploads are limited per account and per address (issue 36, N8), across every upload route,
 * before a byte of the body is read: a refusal is the API's 429.
 */
import { bearer, multipart, partnerFields, sampleFiles, signUpVerified } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/testApp';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ env: { UPLOADS_PER_HOUR: '2', UPLOADS_PER_IP_PER_HOUR: '4' } });
});
afterAll(() => testApp.close());

const photo = { field: 'profile_image', name: 'me.jpg', type: 'image/jpeg', bytes: sampleFiles.jpeg };

async function updateProfile(token: string) {
  const body = await multipart({ name: 'Asha Verma', email: 'asha@example.in', address: 'Velachery, Chennai' }, [photo]);
  return testApp.app.inject({ method: 'POST', url: '/api/user/updateprofile', ...body, headers: { ...body.headers, ...bearer(token) } });
}

const tooMany = { status: 429, errors: {}, message: 'Too many requests. Please try again later.' };

it('refuses an account its third upload in an hour, then the address its fifth, across upload routes', async () => {
  const first = await signUpVerified(testApp.app, testApp.db);
  const second = await signUpVerified(testApp.app, testApp.db);

  expect((await updateProfile(first.token)).statusCode).not.toBe(429);
  expect((await updateProfile(first.token)).statusCode).not.toBe(429);
  const third = await updateProfile(first.token);
  expect(third.statusCode).toBe(429);
  expect(third.json()).toEqual(tooMany);
  expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);

  // The other account has its own allowance, but the address has had 3 of its 4.
  expect((await updateProfile(second.token)).statusCode).not.toBe(429);
  const move = await multipart({ fromaddress: 'T. Nagar', toaddress: 'Anna Nagar' }, []);
  const overAddress = await testApp.app.inject({ method: 'POST', url: '/api/user/pd/delivery', ...move, headers: { ...move.headers, ...bearer(second.token) } });
  expect(overAddress.statusCode).toBe(429);
  expect(overAddress.json()).toEqual(tooMany);

  // A visitor's upload (a partner's registration) counts against the address too.
  const registration = await multipart(partnerFields(), [{ field: 'images[]', name: 'aadhaar.jpg', type: 'image/jpeg', bytes: sampleFiles.jpeg }]);
  const visitor = await testApp.app.inject({ method: 'POST', url: '/api/employee/employee-register', ...registration });
  expect(visitor.statusCode).toBe(429);
});

it('counts another address apart', async () => {
  const other = await signUpVerified(testApp.app, testApp.db);
  const body = await multipart({ name: 'Asha Verma', email: 'asha@example.in', address: 'Velachery, Chennai' }, [photo]);
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/user/updateprofile',
    remoteAddress: '203.0.113.9',
    ...body,
    headers: { ...body.headers, ...bearer(other.token) },
  });
  expect(response.statusCode).not.toBe(429);
});
