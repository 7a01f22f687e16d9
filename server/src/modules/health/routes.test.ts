import { createTestApp, type TestApp } from '../../../test/testApp';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

it('GET /api/health reports the database up', async () => {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });

  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ status: 'ok', database: 'up' });
});
