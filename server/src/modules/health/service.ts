import type { Redis } from 'ioredis';
import type { Database } from '../../db/client';
import type { Lifecycle } from '../../plugins/lifecycle';
import { redisAnswers } from '../../plugins/redis';
import { pingDatabase } from './repository';

export async function isDatabaseUp(db: Database): Promise<boolean> {
  try {
    await pingDatabase(db);
    return true;
  } catch {
    return false;
  }
}

export interface Readiness {
  ready: boolean;
  database: 'up' | 'down';
  /** 'unused' without REDIS_URL. */
  redis: 'up' | 'down' | 'unused';
  draining: boolean;
}

/**
 * Whether this instance should get traffic: not shutting down, its database answering and, when
 * it has one, its Redis too (without Redis the rate limits would pass uncounted and the list
 * cache's clears would not reach the other instances).
 */
export async function readiness(db: Database, redis: Redis | undefined, lifecycle: Lifecycle): Promise<Readiness> {
  const [databaseUp, redisUp] = await Promise.all([isDatabaseUp(db), redis ? redisAnswers(redis) : Promise.resolve(null)]);
  const database = databaseUp ? 'up' : 'down';
  const redisState = redisUp === null ? 'unused' : redisUp ? 'up' : 'down';
  return {
    ready: databaseUp && redisUp !== false && !lifecycle.draining,
    database,
    redis: redisState,
    draining: lifecycle.draining,
  };
}
