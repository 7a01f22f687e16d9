import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { databaseCounter, redisCounter, type RateLimitCounter } from './rateLimitCounters';
import { connected } from './redis';

/** What @fastify/rate-limit hands a store's child(): the route's merged limit settings. */
interface LimitSettings {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * A route's limit counts under its method and path, so two routes never share a count. A
 * limiter made with app.createRateLimit has no route (the plugin passes none): its key
 * generator must name one (see loginRateLimit).
 */
function namespaceOf(settings: LimitSettings): string {
  const route = settings.routeInfo;
  return route?.url ? `${String(route.method)} ${route.url}` : 'limiter';
}

const LOG_FAILURES_EVERY_MS = 60_000;

/** @fastify/rate-limit's store interface over a shared counter. */
function counterStore(counter: RateLimitCounter, log: FastifyBaseLogger): FastifyRateLimitStoreCtor {
  let lastLogged = 0;
  let unlogged = 0;
  // Once a minute at most: while the store is down every limited request fails.
  const logFailure = (error: unknown) => {
    unlogged += 1;
    if (Date.now() - lastLogged < LOG_FAILURES_EVERY_MS) return;
    log.error({ err: error, failures: unlogged }, 'rate-limit store failed: requests pass uncounted');
    lastLogged = Date.now();
    unlogged = 0;
  };

  return class CounterStore implements FastifyRateLimitStore {
    constructor(
      _settings: unknown,
      private readonly namespace = '',
    ) {}

    // The plugin passes the window in milliseconds after the callback (its types omit it).
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, windowMs?: number) {
      counter.hit(`${this.namespace}|${key}`, windowMs ?? 60_000).then(
        ({ count, msLeft }) => callback(null, { current: count, ttl: msLeft }),
        (error: Error) => {
          logFailure(error);
          callback(error);
        },
      );
    }

    child(settings: unknown): FastifyRateLimitStore {
      return new CounterStore(settings, namespaceOf(settings as LimitSettings));
    }
  };
}

/**
 * @fastify/rate-limit with its counts in Redis when REDIS_URL is set, else in the database,
 * so that every instance and a restarted one share them. Off by default (global: false):
 * routes opt in, see rateLimits.ts.
 */
export async function registerRateLimits(api: FastifyInstance, context: AppContext): Promise<void> {
  const { config, db, clock, redis } = context;
  if (redis) await connected(redis);
  const counter = redis ? redisCounter(redis, config.redisKeyPrefix) : databaseCounter(db, clock, api.log);
  // Redis itself is closed by the app (app.ts), after this.
  api.addHook('onClose', () => counter.close());
  await api.register(rateLimit, {
    global: false,
    store: counterStore(counter, api.log),
    // Fail open: when the store is down a limited request is served uncounted rather than
    // refused. With the database down the handler fails anyway; with Redis down, refusing
    // would take sign-in, sign-up and start codes down with a store that holds nothing else.
    // The costliest abuses have their own caps in the database: OTP sends per number and
    // address, wrong start-code guesses per line.
    skipOnError: true,
    errorResponseBuilder: () => ({ statusCode: 429, message: 'Too many requests. Please try again later.' }),
  });
}
