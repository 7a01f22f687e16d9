import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/**
 * Reuses the answer of a near-me list or a search for the same query for a short while. Many
 * customers ask with the same point (the gazetteer geocodes an address to its locality's
 * centre, and a list is read page after page). Concurrent misses for one query share a single
 * database round (lru-cache's fetch), so a burst does not run it 50 times.
 *
 * An answer may be up to `ttlSeconds` old; the app's own writes that change what is listed
 * (an admin verifying or rejecting a partner) clear it at once — on every instance, when the
 * instances share a Redis (clearsAcrossInstances).
 */
export interface ListCache {
  get<T extends object>(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
}

/** How one instance's clear reaches the others. */
export interface ClearChannel {
  /** Tells the other instances to clear. */
  announce(): void;
  /** Called when another instance clears. */
  onClear(listener: () => void): void;
}

/** Counts each read: 'hit' when the cache answered (or joined a load under way), else 'miss'. */
export type CacheLookups = { inc(labels: { result: 'hit' | 'miss' }): void };

/** Pages and searches kept at most: a 48-card page is about 27 KB of JSON text. */
const MAX_ENTRIES = 1_000;

export function createListCache(ttlSeconds: number, channel?: ClearChannel, lookups?: CacheLookups): ListCache {
  if (ttlSeconds <= 0) {
    return {
      get: (_key, load) => {
        lookups?.inc({ result: 'miss' });
        return load();
      },
      clear: () => undefined,
    };
  }
  const cache = new LRUCache<string, object, () => Promise<object>>({
    max: MAX_ENTRIES,
    ttl: ttlSeconds * 1000,
    // A failed load is not kept: the next request tries again.
    fetchMethod: (_key, _stale, { context }) => context(),
  });
  channel?.onClear(() => cache.clear());
  return {
    async get<T extends object>(key: string, load: () => Promise<T>) {
      const status: LRUCache.Status<string, object, () => Promise<object>> = {};
      const answer = await cache.fetch(key, { context: load, status });
      lookups?.inc({ result: status.fetch === 'hit' || status.fetch === 'inflight' ? 'hit' : 'miss' });
      return answer as T;
    },
    clear() {
      cache.clear();
      channel?.announce();
    },
  };
}

const SUBSCRIBE_TRIES = 3;

async function subscribeWithRetries(subscribe: () => Promise<unknown>, tries: number): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await subscribe();
      return;
    } catch (error) {
      if (attempt >= tries) throw error;
    }
  }
}

/**
 * A clear channel over Redis pub/sub: each instance publishes its clears and subscribes to the
 * others' (a message names its sender, which ignores its own). A subscribed connection can do
 * nothing else, so it is a second connection. Pub/sub keeps nothing: an instance cut off from
 * Redis misses the clears of that moment, and its answers are then at most the cache's time old.
 */
export function clearsAcrossInstances(redis: Redis, channelName: string, log: FastifyBaseLogger): ClearChannel & { subscribed: Promise<void>; close(): Promise<void> } {
  const sender = randomUUID();
  const subscriber = redis.duplicate();
  const listeners: Array<() => void> = [];
  subscriber.on('error', () => undefined); // the main connection already logs Redis going away
  subscriber.on('message', (channel: string, from: string) => {
    if (channel === channelName && from !== sender) for (const listener of listeners) listener();
  });
  // Awaited before the instance answers (app.ts, onReady): a clear published in between would
  // otherwise be lost, pub/sub keeping nothing. Without Redis it settles at once (one retry).
  // A few tries: on a loaded machine one SUBSCRIBE can outlast the command timeout (seen in CI:
  // an instance became ready unsubscribed and missed the other's clears).
  const subscribed = subscribeWithRetries(() => subscriber.subscribe(channelName), SUBSCRIBE_TRIES).then(
    () => undefined,
    (error: unknown) => log.error({ err: error }, 'list cache: cannot subscribe to clears'),
  );
  return {
    subscribed,
    announce() {
      redis.publish(channelName, sender).catch((error: unknown) => log.warn({ err: error }, 'list cache: clear not announced to other instances'));
    },
    onClear(listener) {
      listeners.push(listener);
    },
    async close() {
      if (subscriber.status === 'ready') await subscriber.quit();
      else subscriber.disconnect();
    },
  };
}
