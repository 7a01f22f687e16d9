import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** A command waits for Redis this long at most: a limited request then passes uncounted. */
const REDIS_COMMAND_TIMEOUT_MS = 500;

/**
 * The app's Redis (REDIS_URL): rate-limit counts, the list cache's clears between instances and
 * the readiness check use it. ioredis connects in the background and reconnects by itself.
 */
export function connectRedis(url: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, {
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    // Only a connection that is not ready is disconnected (closeRedis): its socket is already
    // gone, so waiting the default 2 s for it to close only delays exit.
    disconnectTimeout: 100,
  });
  // ioredis reports every failed reconnection: say when Redis goes away and when it is back.
  let down = false;
  redis.on('error', (error: Error) => {
    if (!down) log.error({ err: error }, 'Redis unreachable: rate-limited requests pass uncounted, list cache clears reach only this instance');
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
export function connected(redis: Redis, timeoutMs = 3000): Promise<void> {
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

/** quit() lets the last replies arrive; unconnected, it would wait in the offline queue. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') await redis.quit();
  else redis.disconnect();
}

/** True when Redis answers PING within the command timeout. */
export async function redisAnswers(redis: Redis): Promise<boolean> {
  try {
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  }
}
