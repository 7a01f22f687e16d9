import type { Database } from '../../db/client';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { createTestDatabase } from '../../../test/testDb';
import { redisAnswers, testRedisUrl } from '../../../test/redis';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const get = (app: TestApp, url: string) => app.app.inject({ method: 'GET', url });

it('GET /api/health says the process is alive', async () => {
  const response = await get(testApp, '/api/health');

  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ status: 'ok' });
});

it('GET /api/health/ready is ready with the database up and no Redis configured', async () => {
  const response = await get(testApp, '/api/health/ready');

  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ status: 'ready', database: 'up', redis: 'unused', draining: false });
});

it('readiness answers 503 while the instance drains for a shutdown; liveness stays 200', async () => {
  testApp.app.lifecycle.draining = true;
  try {
    const response = await get(testApp, '/api/health/ready');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'not ready', database: 'up', redis: 'unused', draining: true });
    expect((await get(testApp, '/api/health')).statusCode).toBe(200);
  } finally {
    testApp.app.lifecycle.draining = false;
  }
});

it('readiness answers 503 when the database does not answer, liveness still 200', async () => {
  const database = await createTestDatabase();
  // Every query fails, as with the database gone; the rest of the client works.
  const unreachable = new Proxy(database.db, {
    get: (target, property, receiver) =>
      property === 'execute' ? () => Promise.reject(new Error('connection refused')) : Reflect.get(target, property, receiver),
  }) as Database;
  const down = await createTestApp({ db: unreachable });
  try {
    const response = await get(down, '/api/health/ready');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'not ready', database: 'down', redis: 'unused', draining: false });
    expect((await get(down, '/api/health')).statusCode).toBe(200);
  } finally {
    await down.close();
    await database.close();
  }
});

it('readiness answers 503 when the configured Redis does not answer', async () => {
  // Nothing listens on port 1.
  const withoutRedis = await createTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1' } });
  try {
    const response = await get(withoutRedis, '/api/health/ready');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'not ready', database: 'up', redis: 'down', draining: false });
  } finally {
    await withoutRedis.close();
  }
});

(redisAnswers(testRedisUrl) ? it : it.skip)('readiness reports a configured Redis that answers', async () => {
  const withRedis = await createTestApp({ env: { REDIS_URL: testRedisUrl } });
  try {
    await withRedis.app.ready();
    const response = await get(withRedis, '/api/health/ready');
    expect(response.json()).toEqual({ status: 'ready', database: 'up', redis: 'up', draining: false });
  } finally {
    await withRedis.close();
  }
});
