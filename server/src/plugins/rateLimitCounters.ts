import { lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Database } from '../db/client';
import { rateLimitCounters as counters } from '../db/schema';
import type { Clock } from '../lib/clock';

/** Where the rate limits count, shared by every instance of the server (plugins/rateLimitStore.ts). */
export interface RateLimitCounter {
  /** Counts one request under `key`: the count in the current window, this one included, and
   *  the milliseconds left of that window (a window starts with its first request). */
  hit(key: string, windowMs: number): Promise<{ count: number; msLeft: number }>;
  /** Waits for work still under way; the caller closes the database or Redis connection. */
  close(): Promise<void>;
}

const CLEAN_UP_EVERY_MS = 60_000;

/**
 * Counts in the rate_limit_counters table. Each request is one statement, so two instances
 * racing for the last request of a window are served one after the other by the row lock.
 */
export function databaseCounter(db: Database, clock: Clock, log: FastifyBaseLogger): RateLimitCounter {
  let nextCleanUp = 0;
  let cleaning: Promise<void> | undefined;

  // Expired rows are dead weight only (a hit renews them), so at most once a minute per
  // process a request that was counted also deletes them, without waiting for it.
  function cleanUp(now: Date): void {
    if (cleaning || now.getTime() < nextCleanUp) return;
    nextCleanUp = now.getTime() + CLEAN_UP_EVERY_MS;
    cleaning = db
      .delete(counters)
      .where(lt(counters.expiresAt, now))
      .then(
        () => undefined,
        (error: unknown) => log.warn({ err: error }, 'expired rate-limit counts could not be deleted'),
      )
      .finally(() => {
        cleaning = undefined;
      });
  }

  return {
    async hit(key, windowMs) {
      const now = clock();
      const at = sql`${now.toISOString()}::timestamptz`;
      const expired = sql`${counters.expiresAt} <= ${at}`;
      const [row] = await db
        .insert(counters)
        .values({ key, count: 1, expiresAt: new Date(now.getTime() + windowMs) })
        .onConflictDoUpdate({
          target: counters.key,
          set: {
            count: sql`CASE WHEN ${expired} THEN 1 ELSE ${counters.count} + 1 END`,
            expiresAt: sql`CASE WHEN ${expired} THEN excluded.expires_at ELSE ${counters.expiresAt} END`,
          },
        })
        .returning({ count: counters.count, expiresAt: counters.expiresAt });
      cleanUp(now);
      return { count: row!.count, msLeft: Math.max(0, row!.expiresAt.getTime() - now.getTime()) };
    },
    close: async () => cleaning,
  };
}

/** Atomic in Redis: count, and start the window's expiry on its first request (or on a key
 *  left without one). */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local left = redis.call('PTTL', KEYS[1])
if left < 0 then
  left = tonumber(ARGV[1])
  redis.call('PEXPIRE', KEYS[1], left)
end
return {count, left}
`;

/** Counts in Redis under `prefix`; Redis expires each window's key itself. */
export function redisCounter(redis: Redis, prefix: string): RateLimitCounter {
  return {
    async hit(key, windowMs) {
      const [count, msLeft] = (await redis.eval(HIT_SCRIPT, 1, `${prefix}${key}`, windowMs)) as [number, number];
      return { count, msLeft };
    },
    close: async () => undefined,
  };
}
