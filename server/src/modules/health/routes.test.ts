import type { Database } from '../../db/client';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { createTestDatabase } from '../../../test/testDb';

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

it('GET /api/health answers 503 in its own shape when the database does not answer', async () => {
  const database = await createTestDatabase();
  // Every query fails, as with the database gone; the rest of the client works.
  const unreachable = new Proxy(database.db, {
    get: (target, property, receiver) =>
      property === 'execute' ? () => Promise.reject(new Error('connection refused')) : Reflect.get(target, property, receiver),
  }) as Database;
  const down = await createTestApp({ db: unreachable });
  try {
    const response = await down.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'error', database: 'down' });
  } finally {
    await down.close();
    await database.close();
  }
});
