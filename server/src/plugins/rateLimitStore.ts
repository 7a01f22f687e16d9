import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { AppContext } from '../context';
import { databaseCounter, redisCounter, type RateLimitCounter } from './rateLimitCounters';

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

/** A limited request waits for Redis this long at most, then passes uncounted. */
const REDIS_COMMAND_TIMEOUT_MS = 500;

function connectRedis(url: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, {
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    // Only a connection that is not ready is disconnected (see the onClose hook below): its
    // socket is already gone, so waiting the default 2 s for it to close only delays exit.
    disconnectTimeout: 100,
  });
  // ioredis reports every failed reconnection: say when Redis goes away and when it is back.
  let down = false;
  redis.on('error', (error: Error) => {
    if (!down) log.error({ err: error }, 'Redis unreachable: rate-limited requests pass uncounted');
    down = true;
  });
  redis.on('ready', () => {
    if (down) log.info('Redis reachable again');
    down = false;
  });
  return redis;
}

/**
 * Resolves once Redis is connected, or has failed to connect, or after `timeoutMs`: a request
 * served before that would pass uncounted (a command waits 500 ms at most), and a busy machine
 * can take longer than that to connect. An unreachable Redis fails at once and delays nothing.
 */
function connected(redis: Redis, timeoutMs = 3000): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      redis.off('error', done);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    redis.once('ready', done);
    redis.once('error', done);
  });
}

/**
 * @fastify/rate-limit with its counts in Redis when REDIS_URL is set, else in the database,
 * so that every instance and a restarted one share them. Off by default (global: false):
 * routes opt in, see rateLimits.ts.
 */
export async function registerRateLimits(api: FastifyInstance, context: AppContext): Promise<void> {
  const { config, db, clock } = context;
  const redis = config.redisUrl ? connectRedis(config.redisUrl, api.log) : undefined;
  if (redis) await connected(redis);
  const counter = redis ? redisCounter(redis, config.redisKeyPrefix) : databaseCounter(db, clock, api.log);
  api.addHook('onClose', async () => {
    await counter.close();
    // quit() lets the last replies arrive; unconnected, it would wait in the offline queue.
    if (redis?.status === 'ready') await redis.quit();
    else redis?.disconnect();
  });
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
