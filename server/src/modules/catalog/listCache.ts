import { LRUCache } from 'lru-cache';

/**
 * Reuses the answer of a near-me list or a search for the same query for a short while.
 * Building one means finding every verified partner within 25 km of the point (thousands in
 * a big city), and many customers ask with the same point: the gazetteer geocodes an address
 * to its locality's centre, and a list is read page after page. Concurrent misses for one
 * query share a single database round (lru-cache's fetch), so a burst does not run it 50 times.
 *
 * An answer may be up to `ttlSeconds` old; the app's own writes that change what is listed
 * (an admin verifying or rejecting a partner) clear it at once.
 */
export interface ListCache {
  get<T extends object>(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
}

/** Pages and searches kept at most: a 48-card page is about 30 KB of objects. */
const MAX_ENTRIES = 1_000;

export function createListCache(ttlSeconds: number): ListCache {
  if (ttlSeconds <= 0) return { get: (_key, load) => load(), clear: () => undefined };
  const cache = new LRUCache<string, object, () => Promise<object>>({
    max: MAX_ENTRIES,
    ttl: ttlSeconds * 1000,
    // A failed load is not kept: the next request tries again.
    fetchMethod: (_key, _stale, { context }) => context(),
  });
  return {
    async get<T extends object>(key: string, load: () => Promise<T>) {
      return (await cache.fetch(key, { context: load })) as T;
    },
    clear: () => cache.clear(),
  };
}
