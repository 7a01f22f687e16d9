// @pglite-in-ci: CI runs this file on PGlite too (.ci/run): it covers code with a PGlite branch of its own.
import { like, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import { rateLimitCounters } from '../db/schema';
import { databaseCounter } from './rateLimitCounters';
import { demo, manualClock } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/testApp';
import { createTestDatabase, type TestDatabase } from '../../test/testDb';

const REPORTS_PER_HOUR = 3;
const LOGINS_PER_ADDRESS = 4;
const HOUR_SECONDS = 3600;
const env = { REPORTS_PER_HOUR: String(REPORTS_PER_HOUR), LOGINS_PER_IP_PER_15_MIN: String(LOGINS_PER_ADDRESS) };
const tooMany = { status: 429, errors: {}, message: 'Too many requests. Please try again later.' };

let database: TestDatabase;
/** A second connection to the same database, as another instance would have. */
let otherConnection: DatabaseHandle;
const time = manualClock();

beforeAll(async () => {
  database = await createTestDatabase();
  otherConnection = await database.connectAgain();
});
afterAll(async () => {
  await otherConnection.close();
  await database.close();
});

const apps: TestApp[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((testApp) => testApp.close()));
});

/** One server instance on the shared database, closed after the test. */
async function instance(db = database.db): Promise<TestApp> {
  const testApp = await createTestApp({ db, clock: time.clock, env });
  apps.push(testApp);
  return testApp;
}

// Each test comes from addresses of its own, so their counts do not mix.
let lastAddress = 0;
const freshAddress = () => `198.51.100.${(lastAddress += 1)}`;

/** An empty report: refused with 422 by the handler, counted before that by the limit. */
const report = (testApp: TestApp, remoteAddress: string, url = '/api/report/create') =>
  testApp.app.inject({ method: 'POST', url, remoteAddress, payload: {} });

const countsOf = (address: string) =>
  database.db.select().from(rateLimitCounters).where(like(rateLimitCounters.key, `%|${address}`));

const where = process.env.DATABASE_URL ? 'PostgreSQL, two connection pools' : 'PGlite, one instance shared';

describe(`rate limits counted in the database (${where})`, () => {
  it('are shared by two instances, per route', async () => {
    const [first, second] = [await instance(), await instance(otherConnection.db)];
    const address = freshAddress();
    for (let index = 0; index < REPORTS_PER_HOUR; index += 1) {
      expect((await report(index % 2 === 0 ? first : second, address)).statusCode).toBe(422);
    }

    for (const testApp of [first, second]) {
      const refused = await report(testApp, address);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual(tooMany);
    }
    // The other path of the same form counts on its own.
    expect((await report(second, address, '/api/report/create/new')).statusCode).toBe(422);
  });

  it('serve no more than the limit to two instances racing', async () => {
    const [first, second] = [await instance(), await instance(otherConnection.db)];
    const address = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: 4 * REPORTS_PER_HOUR }, (_, index) => report(index % 2 === 0 ? first : second, address)),
    );

    const served = answers.filter((answer) => answer.statusCode === 422);
    expect(served).toHaveLength(REPORTS_PER_HOUR);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(3 * REPORTS_PER_HOUR);
  });

  it('share the per-address login cap between instances', async () => {
    const [first, second] = [await instance(), await instance(otherConnection.db)];
    const address = freshAddress();
    const attempt = (testApp: TestApp, role: string, mobile: string, password: string) =>
      testApp.app.inject({ method: 'POST', url: `/api/${role}/login`, remoteAddress: address, payload: { mobile, password } });
    for (let index = 0; index < LOGINS_PER_ADDRESS; index += 1) {
      const testApp = index % 2 === 0 ? first : second;
      expect((await attempt(testApp, 'user', String(9123400000 + index), 'wrong-password')).statusCode).toBe(401);
    }

    expect((await attempt(second, 'user', demo.customer.mobile, demo.customer.password)).statusCode).toBe(429);
    // Each login call keeps its own count.
    expect((await attempt(first, 'employee', demo.partner.mobile, demo.partner.password)).statusCode).toBe(200);
  });

  it('survive a restart', async () => {
    const before = await instance();
    const address = freshAddress();
    for (let index = 0; index < REPORTS_PER_HOUR; index += 1) expect((await report(before, address)).statusCode).toBe(422);
    await apps.pop()!.close();

    const after = await instance();
    expect((await report(after, address)).statusCode).toBe(429);
  });

  it('start again when the window has passed on the clock', async () => {
    const testApp = await instance();
    const address = freshAddress();
    for (let index = 0; index < REPORTS_PER_HOUR; index += 1) expect((await report(testApp, address)).statusCode).toBe(422);
    expect((await report(testApp, address)).headers['retry-after']).toBe(String(HOUR_SECONDS));

    time.advance(HOUR_SECONDS - 60);
    const refused = await report(testApp, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');

    time.advance(60);
    expect((await report(testApp, address)).statusCode).toBe(422);
    expect(await countsOf(address)).toEqual([expect.objectContaining({ count: 1 })]);
  });

  // On the counter itself, whose close() waits for a clean-up under way without ending anything:
  // through the app, a clean-up started by one request could still be running when the next
  // request came (on PostgreSQL, on a connection of its own), which then skipped its own and the
  // test's timeline slipped by a minute (seen in CI: the count gone 20 s after the last clean-up).
  it('delete expired counts, at most once a minute', async () => {
    const counter = databaseCounter(database.db, time.clock, { warn: () => undefined } as never);
    const [expiring, other] = [freshAddress(), freshAddress()];
    const hit = async (address: string) => {
      await counter.hit(`report|${address}`, HOUR_SECONDS * 1000);
      await counter.close(); // waits for the clean-up that hit may have started
    };
    await hit(expiring); // the counter's first clean-up, with nothing expired
    time.advance(HOUR_SECONDS - 10);
    await hit(other); // a clean-up 10 s before that count expires
    time.advance(20);
    await hit(other); // expired now, but the last clean-up was 20 s ago
    expect(await countsOf(expiring)).toHaveLength(1);

    time.advance(60);
    await hit(other);
    expect(await countsOf(expiring)).toEqual([]);
    expect(await countsOf(other)).toHaveLength(1);
  });
});

describe('a rate-limit store that fails', () => {
  it('lets requests through uncounted (fail-open), answered by their handler', async () => {
    const broken = await createTestApp({ env });
    try {
      await broken.db.execute(sql`DROP TABLE rate_limit_counters`);
      const address = freshAddress();
      for (let index = 0; index <= REPORTS_PER_HOUR + 1; index += 1) {
        const response = await report(broken, address);
        expect(response.statusCode).toBe(422);
        expect(response.json()).toMatchObject({ status: 422, errors: expect.any(Object) });
      }
    } finally {
      await broken.close();
    }
  });
});
