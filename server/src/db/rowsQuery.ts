import { PGlite } from '@electric-sql/pglite';
import { fillPlaceholders, type Query } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from './client';

/** A query run for its rows as arrays, in the order of its select list. */
export interface RowsQuery {
  rows(values: Record<string, unknown>): Promise<unknown[][]>;
}

/**
 * Runs a drizzle-built query (placeholders bound by name, as drizzle's prepared statements are)
 * straight through the driver, each row an array: for the hot near-me reads, which the server
 * turns into JSON at once. drizzle's own row mapping (an object per row, each column's decoder)
 * was about a tenth of the server's time on a 48-card page. On PostgreSQL the statement is
 * named, so each connection parses it once; PGlite runs it as drizzle would.
 * Columns come as the driver parses them: int and float8 as numbers, text as strings.
 */
export function rowsQuery(db: Database, name: string, query: { toSQL(): Query }): RowsQuery {
  const { sql: text, params } = query.toSQL();
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  if (client instanceof pg.Pool) {
    return {
      async rows(values) {
        return (await client.query<unknown[]>({ name, text, values: fillPlaceholders(params, values), rowMode: 'array' })).rows;
      },
    };
  }
  if (client instanceof PGlite) {
    return {
      async rows(values) {
        return (await client.query<unknown[]>(text, fillPlaceholders(params, values), { rowMode: 'array' })).rows;
      },
    };
  }
  throw new Error(`rowsQuery ${name}: the database is neither a pg.Pool nor a PGlite`);
}
