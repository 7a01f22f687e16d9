import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { partnerLocations, partnerServices, services } from './db/schema';
import { bearer, demo, login, registerPartner } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/testApp';
import { createTestDatabase, type TestDatabase } from '../test/testDb';
import { deleteKeys, redisAnswers, testRedisUrl } from '../test/redis';

/**
 * Two instances of the server on one database and one Redis, as behind the load balancer
 * (scripts/cluster): what one instance does, the other sees at once.
 */
const redisUp = redisAnswers(testRedisUrl);
if (!redisUp) console.warn(`Redis does not answer at ${testRedisUrl}: the two-instance tests are skipped`);

(redisUp ? describe : describe.skip)('two instances on one database and one Redis', () => {
  const prefix = `servenear-test:${randomBytes(6).toString('hex')}:`;
  let database: TestDatabase;
  let first: TestApp;
  let second: TestApp;
  let redis: Redis;

  beforeAll(async () => {
    database = await createTestDatabase();
    const env = {
      REDIS_URL: testRedisUrl,
      REDIS_KEY_PREFIX: prefix,
      LIST_CACHE_SECONDS: '30',
      LOGINS_PER_15_MIN: '3',
      // The balancer forwards for the client; inject's peer is 127.0.0.1.
      TRUST_PROXY: '127.0.0.1',
    };
    first = await createTestApp({ db: database.db, env });
    second = await createTestApp({ db: (await database.connectAgain()).db, env });
    await Promise.all([first.app.ready(), second.app.ready()]);
    redis = new Redis(testRedisUrl);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await database.close();
    await deleteKeys(redis, prefix);
    await redis.quit();
  });

  it('is ready only once subscribed to the other instances’ list-cache clears', async () => {
    // Both apps are ready (beforeAll): a clear published now must reach both.
    const [, subscribers] = (await redis.pubsub('NUMSUB', `${prefix}list-cache:clear`)) as [string, number];
    expect(Number(subscribers)).toBe(2);
  });

  it('a session made on one instance works on the other', async () => {
    const { token } = await login(first.app, 'user', demo.customer);
    const session = await second.app.inject({ method: 'GET', url: '/api/session', headers: bearer(token) });
    expect(session.statusCode).toBe(200);
    expect(session.json().data).toMatchObject({ mobile: demo.customer.mobile });
  });

  it("an admin's verification on one instance clears the other's list cache", async () => {
    const indore = { latitude: 22.7196, longitude: 75.8577 };
    const listed = async (app: TestApp) => {
      const response = await app.app.inject({ method: 'GET', url: `/api/catlist/service/3?latitude=${indore.latitude}&longitude=${indore.longitude}` });
      return (response.json().data as Array<{ name: string }>).map((service) => service.name);
    };
    const partner = await registerPartner(first.app);
    const [carpenter] = await database.db.select({ id: services.id }).from(services).where(eq(services.name, 'Carpenter'));
    await database.db.insert(partnerServices).values({ userId: partner.id, serviceId: carpenter!.id });
    await database.db.insert(partnerLocations).values({ userId: partner.id, city: 'Indore', ...indore });
    // The second instance keeps the empty list (LIST_CACHE_SECONDS=30)…
    expect(await listed(second)).toEqual([]);

    const { token } = await login(first.app, 'admin', demo.admin);
    const verified = await first.app.inject({ method: 'POST', url: `/api/admin/partners/${partner.id}/verify`, headers: bearer(token) });
    expect(verified.statusCode).toBe(200);

    // …until the first's clear reaches it through Redis (pub/sub: a moment, not a request).
    const deadline = Date.now() + 2000;
    let names = await listed(second);
    while (names.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      names = await listed(second);
    }
    expect(names).toEqual(['Carpenter']);
  });

  it('counts a rate limit across both instances, per client address behind the balancer', async () => {
    const attempt = (app: TestApp, client: string) =>
      app.app.inject({
        method: 'POST',
        url: '/api/user/login',
        headers: { 'x-forwarded-for': client },
        payload: { mobile: demo.customer.mobile, password: 'wrong-password' },
      });
    const client = '203.0.113.7';
    expect((await attempt(first, client)).statusCode).toBe(401);
    expect((await attempt(second, client)).statusCode).toBe(401);
    expect((await attempt(first, client)).statusCode).toBe(401);
    expect((await attempt(second, client)).statusCode).toBe(429);
    // Another client behind the same balancer has its own count.
    expect((await attempt(first, '203.0.113.8')).statusCode).toBe(401);
  });
});
