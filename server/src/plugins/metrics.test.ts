// @pglite-in-ci: CI runs this file on PGlite too (.ci/run): it covers code with a PGlite branch of its own.
import { manualClock, signUp, signUpVerified } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/testApp';
import { call, contact, serviceIdNamed, storedService } from '../modules/bookings/testKit';
import { insertBooking, paymentCalls } from '../modules/payments/testBookings';

const TOKEN = 'metrics-test-token-0123456789';
const scrape = (testApp: TestApp, authorization?: string) =>
  testApp.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

/** The value of one sample line of the text format, e.g. `name{label="a"} 3`; undefined if absent. */
function sample(text: string, line: string): number | undefined {
  const found = text.split('\n').find((candidate) => candidate.startsWith(`${line} `));
  return found === undefined ? undefined : Number(found.slice(line.length + 1));
}

describe('GET /metrics without METRICS_TOKEN', () => {
  it('is not there: the path is an ordinary page path', async () => {
    const testApp = await createTestApp();
    try {
      const response = await scrape(testApp, `Bearer ${TOKEN}`);
      expect(response.statusCode).not.toBe(200);
      expect(response.body).not.toContain('servenear_');
    } finally {
      await testApp.close();
    }
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ clock: manualClock().clock, env: { METRICS_TOKEN: TOKEN, LIST_CACHE_SECONDS: '30', REGISTRATIONS_PER_HOUR: '50' } });
  });
  afterAll(() => testApp.close());

  it('answers 401 without the token or with another one', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${TOKEN}x`, TOKEN]) {
      const response = await scrape(testApp, authorization);
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
      expect(response.body).not.toContain('servenear_');
    }
  });

  it('counts answers per route pattern and status, with their latency, and the list cache hits', async () => {
    const list = '/api/catlist/service/3?latitude=19.076&longitude=72.8777';
    for (let i = 0; i < 3; i += 1) expect((await testApp.app.inject({ method: 'GET', url: list })).statusCode).toBe(200);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/catlist/service/abc' })).statusCode).toBe(422);

    const response = await scrape(testApp, `Bearer ${TOKEN}`);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    const catlist = 'method="GET",route="/api/catlist/service/:categoryId"';
    expect(sample(text, `servenear_http_request_duration_seconds_count{${catlist},status_code="200"}`)).toBe(3);
    expect(sample(text, `servenear_http_request_duration_seconds_count{${catlist},status_code="422"}`)).toBe(1);
    // Every answer took under 10 s, and the buckets are cumulative.
    expect(sample(text, `servenear_http_request_duration_seconds_bucket{le="10",${catlist},status_code="200"}`)).toBe(3);
    // The same page three times: loaded once, then answered from the cache.
    expect(sample(text, 'servenear_list_cache_requests_total{result="miss"}')).toBe(1);
    expect(sample(text, 'servenear_list_cache_requests_total{result="hit"}')).toBe(2);
    // The process' own figures, and the PostgreSQL pool's (the embedded database has none).
    expect(text).toContain('servenear_process_resident_memory_bytes');
    expect(text).toContain('servenear_nodejs_eventloop_lag_p99_seconds');
    if (process.env.DATABASE_URL) {
      expect(sample(text, 'servenear_db_pool_connections{pool="main",state="total"}')).toBeGreaterThan(0);
      expect(sample(text, 'servenear_db_pool_connections{pool="main",state="waiting"}')).toBe(0);
      // The near-me list above ran on the pool that keeps generic plans.
      expect(sample(text, 'servenear_db_pool_connections{pool="generic_plans",state="total"}')).toBeGreaterThan(0);
      expect(sample(text, 'servenear_db_pool_connections{pool="generic_plans",state="max"}')).toBe(4);
    } else {
      expect(text).not.toContain('servenear_db_pool_connections');
    }
  });

  it('counts a booking once however often its request is repeated, and each payment capture', async () => {
    const customer = await signUpVerified(testApp.app, testApp.db);
    const electrician = await serviceIdNamed(testApp.db, 'Electrician');
    await call(testApp.app, customer.token, 'POST', 'addtocart', { serviceId: electrician });
    const booking = { storedServices: [storedService({ serviceId: electrician, serviceMethod: 'hour', workingDuration: 2 })], formData: contact };
    for (let i = 0; i < 3; i += 1) {
      expect((await call(testApp.app, customer.token, 'POST', 'createbooking', booking, { 'idempotency-key': 'metrics-1' })).status).toBe(200);
    }

    const payer = await signUp(testApp.app);
    const calls = paymentCalls(testApp.app, payer.token);
    const bookingId = await insertBooking(testApp.db, payer.id, [{ price: 1500 }]);
    const orderId: string = (await calls.createOrder(bookingId)).json().data.order_id;
    const paid = (await calls.sandboxPay(orderId)).json().data;
    expect((await calls.confirm(bookingId, paid)).statusCode).toBe(200);
    expect((await calls.confirm(bookingId, paid)).statusCode).toBe(200);

    const text = (await scrape(testApp, `Bearer ${TOKEN}`)).body;
    expect(sample(text, 'servenear_bookings_placed_total{kind="cart"}')).toBe(1);
    expect(sample(text, 'servenear_payment_captures_total{source="checkout",outcome="captured"}')).toBe(1);
    expect(sample(text, 'servenear_payment_captures_total{source="checkout",outcome="already-captured"}')).toBe(1);
  });
});
