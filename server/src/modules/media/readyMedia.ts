import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
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
