import { spawnSync } from 'node:child_process';
import type { Redis } from 'ioredis';

/** The Redis the tests use: REDIS_URL, or the usual one on this machine. */
export const testRedisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/**
 * Whether a Redis answers PING at `url`, known before jest defines the tests (so that they can
 * be skipped): asked from a short child process, as a test file cannot wait at its top level.
 */
export function redisAnswers(url: string): boolean {
  const { hostname, port } = new URL(url);
  const probe = `
    const socket = require('node:net').connect(${Number(port) || 6379}, ${JSON.stringify(hostname)});
    socket.setTimeout(1000, () => process.exit(1));
    socket.on('error', () => process.exit(1));
    socket.on('data', (data) => process.exit(String(data).startsWith('+PONG') ? 0 : 1));
    socket.write('PING\\r\\n');`;
  return spawnSync(process.execPath, ['-e', probe], { timeout: 3000 }).status === 0;
}

/** Deletes every key under `prefix` (SCAN, not KEYS: the Redis may be shared). */
export async function deleteKeys(redis: Redis, prefix: string): Promise<void> {
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 100);
    if (keys.length > 0) await redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
}
