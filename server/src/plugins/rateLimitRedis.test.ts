import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { rateLimitCounters } from '../db/schema';
import { createTestApp, type TestApp } from '../../test/testApp';
import { deleteKeys, redisAnswers, testRedisUrl } from '../../test/redis';

const REPORTS_PER_HOUR = 3;
const tooMany = { status: 429, errors: {}, message: 'Too many requests. Please try again later.' };

/** An empty report: refused with 422 by the handler, counted before that by the limit. */
const report = (testApp: TestApp, remoteAddress: string) =>
  testApp.app.inject({ method: 'POST', url: '/api/report/create', remoteAddress, payload: {} });

const apps: TestApp[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((testApp) => testApp.close()));
});

/** An app on a database of its own, counting in the Redis at `redisUrl`. */
async function instance(redisUrl: string, redisKeyPrefix: string): Promise<TestApp> {
  const env = { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: redisKeyPrefix, REPORTS_PER_HOUR: String(REPORTS_PER_HOUR) };
  const testApp = await createTestApp({ env });
  apps.push(testApp);
  return testApp;
}

const redisUp = redisAnswers(testRedisUrl);
if (!redisUp) console.warn(`Redis does not answer at ${testRedisUrl}: the tests that need it are skipped`);

(redisUp ? describe : describe.skip)(`rate limits counted in Redis (${testRedisUrl})`, () => {
  // Keys of this run only, deleted at the end: the Redis may serve others.
  const prefix = `servenear-test:${randomBytes(6).toString('hex')}:`;
  let redis: Redis;
  beforeAll(() => {
    redis = new Redis(testRedisUrl);
  });
  afterAll(async () => {
    await deleteKeys(redis, prefix);
    await redis.quit();
  });

  it('are shared by two apps with databases of their own, and survive a restart', async () => {
    const [first, second] = [await instance(testRedisUrl, prefix), await instance(testRedisUrl, prefix)];
    const address = '192.0.2.10';
    for (let index = 0; index < REPORTS_PER_HOUR - 1; index += 1) {
      expect((await report(index % 2 === 0 ? first : second, address)).statusCode).toBe(422);
    }
    await apps.shift()!.close();
    const restarted = await instance(testRedisUrl, prefix);
    expect((await report(restarted, address)).statusCode).toBe(422);

    for (const testApp of [second, restarted]) {
      const refused = await report(testApp, address);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual(tooMany);
    }
    // Counted in Redis, under the route, with the window's expiry; nothing in the database.
    const key = `${prefix}POST /api/report/create|${address}`;
    expect(await redis.get(key)).toBe(String(REPORTS_PER_HOUR + 2));
    expect(await redis.pttl(key)).toBeGreaterThan(3_500_000);
    expect(await second.db.select().from(rateLimitCounters)).toEqual([]);
  });
});

describe('rate limits while Redis is unreachable', () => {
  it('let requests through uncounted (fail-open), answered by their handler', async () => {
    // Port 1 on this machine: nothing listens there, so every connection is refused.
    const testApp = await instance('redis://127.0.0.1:1', 'servenear-test:unreachable:');
    for (let index = 0; index <= REPORTS_PER_HOUR + 1; index += 1) {
      const response = await report(testApp, '192.0.2.20');
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ status: 422, errors: expect.any(Object) });
    }
  });
});
