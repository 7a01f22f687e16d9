import type { MediaStatusWire } from '@servenear/shared/wire';
import { and, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { mediaFiles } from '../../db/schema';

/**
 * What other people may see of an upload (issue 37): only media processed by their job
 * (./mediaJobs). A medium whose row is pending or failed is left out; one with no row was
 * stored before the queue, in its request, and counts as ready. For reads that show someone's
 * uploads to others (a service's partner work, ops' approvals, a move's photos); the uploader's
 * own screens read the columns as they are.
 */

const notReady = (name: SQL | AnyPgColumn) =>
  sql`EXISTS (SELECT 1 FROM ${mediaFiles} WHERE ${mediaFiles.name} = ${name} AND ${mediaFiles.status} <> 'ready')`;

/** A column of photo stems, keeping only the ready ones, in their order. */
export function readyPhotos(column: AnyPgColumn): SQL<string[]> {
  return sql<string[]>`ARRAY(SELECT listed.stem FROM unnest(${column}) WITH ORDINALITY AS listed(stem, place) WHERE NOT ${notReady(sql`listed.stem`)} ORDER BY listed.place)`;
}

/** A column naming one photo or video: null while it is not ready. */
export function readyMedium(column: AnyPgColumn): SQL<string | null> {
  return sql<string | null>`CASE WHEN ${notReady(column)} THEN NULL ELSE ${column} END`;
}

/** Not-ready media by name, as a list's one query found them (mediaStatusOf). */
export type MediaStatuses = ReadonlyMap<string, 'processing' | 'failed'>;

/**
 * The uploader's own view (issue 37): which of these media are not ready, by name ('processing'
 * while pending, 'failed'). One query for a whole list; names without a row (stored before the
 * queue) are ready, so not listed.
 */
export async function mediaStatusOf(db: Pick<Database, 'select'>, names: readonly (string | null)[]): Promise<MediaStatuses> {
  const named = names.filter((name): name is string => name !== null);
  if (named.length === 0) return new Map();
  const rows = await db
    .select({ name: mediaFiles.name, status: mediaFiles.status })
    .from(mediaFiles)
    .where(and(inArray(mediaFiles.name, named), ne(mediaFiles.status, 'ready')));
  return new Map(rows.map((row) => [row.name, row.status === 'pending' ? 'processing' : 'failed']));
}

/**
 * A record's `media_status` field, its media in order, from its list's statuses: only when one
 * of them is not ready, so a reply whose media are all ready is what it was before the field.
 */
export function mediaStatusField(statuses: MediaStatuses, names: readonly (string | null)[]): { media_status?: MediaStatusWire } {
  const own = names.flatMap((name) => {
    const status = name === null ? undefined : statuses.get(name);
    return name !== null && status ? [{ name, status }] : [];
  });
  return own.length > 0 ? { media_status: own } : {};
}
