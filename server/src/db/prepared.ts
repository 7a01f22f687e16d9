import type { Database } from './client';

const preparedByDatabase = new WeakMap<Database, Map<string, unknown>>();

/**
 * A query built and prepared once per database, then only executed: the hot near-me reads
 * spent more of the server's time building SQL with drizzle than PostgreSQL spent running it,
 * and a named statement is parsed once per connection (PostgreSQL may keep a generic plan).
 * `name` must be unique to the query's SQL text.
 */
export function preparedOnce<T>(db: Database, name: string, prepare: (name: string) => T): T {
  let prepared = preparedByDatabase.get(db);
  if (!prepared) {
    prepared = new Map();
    preparedByDatabase.set(db, prepared);
  }
  if (!prepared.has(name)) prepared.set(name, prepare(name));
  return prepared.get(name) as T;
}
