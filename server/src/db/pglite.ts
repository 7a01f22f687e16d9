import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The extensions the migrations create, bundled with PGlite as they ship with PostgreSQL's
 * contrib: every PGlite this project opens loads them, or `CREATE EXTENSION` finds no files.
 */
const extensions = { pg_trgm };

/** A PGlite with the project's extensions: in `dataDir`, or in memory without one. */
export function createPglite(dataDir?: string, options: Omit<PGliteOptions, 'extensions'> = {}): Promise<PGlite> {
  return PGlite.create(dataDir, { ...options, extensions });
}
