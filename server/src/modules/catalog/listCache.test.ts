// @pglite-in-ci: CI runs this file on PGlite too (.ci/run): it covers code with a PGlite branch of its own.
import { eq } from 'drizzle-orm';
import { partnerProfiles, partnerLocations, partnerServices, services, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { bearer, demo, login, registerPartner } from '../../../test/accounts';
import { createListCache } from './listCache';

describe('createListCache', () => {
  it('reuses an answer for the same key, and shares one load between concurrent misses', async () => {
    const cache = createListCache(30);
    const load = jest.fn(async () => ({ data: ['Electrician'] }));
    const [first, second] = await Promise.all([cache.get('/a', load), cache.get('/a', load)]);
    const third = await cache.get('/a', load);
    expect(load).toHaveBeenCalledTimes(1);
    expect([second, third]).toEqual([first, first]);
    await cache.get('/b', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps no failure, and forgets everything on clear', async () => {
    const cache = createListCache(30);
    await expect(cache.get('/a', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    const load = jest.fn(async () => ({ data: [] }));
    await cache.get('/a', load);
    cache.clear();
    await cache.get('/a', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads every time when the time is 0', async () => {
    const cache = createListCache(0);
    const load = jest.fn(async () => ({ data: [] }));
    await cache.get('/a', load);
    await cache.get('/a', load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('the near-me lists with LIST_CACHE_SECONDS=30', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ env: { LIST_CACHE_SECONDS: '30' } });
  });
  afterAll(() => testApp.close());

  /** Bhopal: no seeded partner works near it. */
  const bhopal = { latitude: 23.2599, longitude: 77.4126 };
  const listNames = async () => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/catlist/service/3?latitude=${bhopal.latitude}&longitude=${bhopal.longitude}` });
    return (response.json().data as Array<{ name: string }>).map((service) => service.name);
  };

  async function offerInBhopal(userId: number, serviceName: string) {
    const [service] = await testApp.db.select({ id: services.id }).from(services).where(eq(services.name, serviceName));
    await testApp.db.insert(partnerServices).values({ userId, serviceId: service!.id });
    await testApp.db.insert(partnerLocations).values({ userId, city: 'Bhopal', ...bhopal });
  }

  it('answers the same query from the cache until an admin decision clears it', async () => {
    const pending = await registerPartner(testApp.app);
    await offerInBhopal(pending.id, 'Carpenter');
    expect(await listNames()).toEqual([]);

    // A change written behind the app's back is not seen while the answer is reused…
    const [other] = await testApp.db
      .insert(users)
      .values({ role: 'employee', name: 'Bhopal Painter', mobile: '8877000001', passwordHash: 'disabled', isVerified: true })
      .returning({ id: users.id });
    await testApp.db.insert(partnerProfiles).values({ userId: other!.id, partnerType: 'permenent', verificationStatus: 'verified' });
    await offerInBhopal(other!.id, 'Painter');
    expect(await listNames()).toEqual([]);

    // …and an admin's verification, which changes what is listed, clears it at once.
    const { token } = await login(testApp.app, 'admin', demo.admin);
    const verified = await testApp.app.inject({ method: 'POST', url: `/api/admin/partners/${pending.id}/verify`, headers: bearer(token) });
    expect(verified.statusCode).toBe(200);
    expect((await listNames()).sort()).toEqual(['Carpenter', 'Painter']);
  });
});
