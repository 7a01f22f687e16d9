import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import pg from 'pg';
import { genericPlanPoolOf } from '../db/rowsQuery';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client';

/**
 * What this instance counts for Prometheus. Each app has its own registry (tests build many apps
 * in one process); Prometheus scrapes every instance and sums them itself.
 */
export interface Metrics {
  registry: Registry;
  /** Near-me reads answered from the list cache, or loaded. */
  listCache: Counter<'result'>;
  /** Bookings written (an Idempotency-Key replay is not a new one). */
  bookingsPlaced: Counter<'kind'>;
  /** Payment captures, by where the news came from and what they did (CaptureOutcome). */
  paymentCaptures: Counter<'source' | 'outcome'>;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  return {
    registry,
    listCache: new Counter({
      name: 'servenear_list_cache_requests_total',
      help: 'Near-me list and search reads, by whether the list cache answered (hit) or the database (miss).',
      labelNames: ['result'],
      registers: [registry],
    }),
    bookingsPlaced: new Counter({
      name: 'servenear_bookings_placed_total',
      help: 'Bookings written: from the cart, of a single service, or from an accepted quote.',
      labelNames: ['kind'],
      registers: [registry],
    }),
    paymentCaptures: new Counter({
      name: 'servenear_payment_captures_total',
      help: "Payments recorded, by source (the customer's checkout or the webhook) and outcome (captured, already-captured, overpaid, paid-otherwise).",
      labelNames: ['source', 'outcome'],
      registers: [registry],
    }),
  };
}

/** Seconds: API answers are mostly milliseconds; uploads and slow searches reach seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** A route's pattern, never the raw URL: ids and queries would make a label per request. */
function routeLabel(request: FastifyRequest): string {
  return request.routeOptions.url ?? 'unmatched';
}

/**
 * GET /metrics in Prometheus' text format, for a scraper holding METRICS_TOKEN (Bearer); the
 * request histogram and the process and pool figures are collected only when it is on.
 */
export function registerMetrics(app: FastifyInstance, options: { metrics: Metrics; token: string; db: Database }): void {
  const { registry } = options.metrics;
  collectDefaultMetrics({ register: registry, prefix: 'servenear_' });
  const requests = new Histogram({
    name: 'servenear_http_request_duration_seconds',
    help: 'API answers by route pattern, method and status: their count is the request rate, their buckets the latency.',
    labelNames: ['method', 'route', 'status_code'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = routeLabel(request);
    if (route === '/metrics') return;
    requests.observe({ method: request.method, route, status_code: reply.statusCode }, reply.elapsedTime / 1000);
  });
  registerPoolGauges(registry, options.db);

  const expected = Buffer.from(`Bearer ${options.token}`);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const given = Buffer.from(request.headers.authorization ?? '');
    // Same length first: timingSafeEqual throws otherwise, and the length of a token is no secret.
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return reply.code(401).header('www-authenticate', 'Bearer').send({ status: 401, message: 'Unauthorized' });
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}

/**
 * The PostgreSQL pools' connections (`main`, and `generic_plans`, which carries the near-me reads
 * planned once: rowsQuery); PGlite is one embedded connection and has none.
 */
function registerPoolGauges(registry: Registry, db: Database): void {
  const client: unknown = (db as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return;
  const pools = { main: client, generic_plans: genericPlanPoolOf(db) };
  new Gauge({
    name: 'servenear_db_pool_connections',
    help: 'PostgreSQL pool connections: open (total), idle, and requests waiting for one (waiting); max is the ceiling.',
    labelNames: ['pool', 'state'],
    registers: [registry],
    collect() {
      for (const [name, pool] of Object.entries(pools)) {
        if (!pool) continue;
        this.set({ pool: name, state: 'total' }, pool.totalCount);
        this.set({ pool: name, state: 'idle' }, pool.idleCount);
        this.set({ pool: name, state: 'waiting' }, pool.waitingCount);
        this.set({ pool: name, state: 'max' }, pool.options.max ?? 10);
      }
    },
  });
}
