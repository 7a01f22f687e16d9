import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { services } from '../../db/schema';

export interface ServiceRow {
  id: number;
  name: string;
}

/** Sorted case-insensitively so PGlite (C collation) and PostgreSQL agree on the order. */
export function listServices(db: Database): Promise<ServiceRow[]> {
  return db
    .select({ id: services.id, name: services.name })
    .from(services)
    .orderBy(sql`lower(${services.name})`, asc(services.id));
}

export async function serviceExists(db: Database, id: number): Promise<boolean> {
  const rows = await db.select({ id: services.id }).from(services).where(eq(services.id, id)).limit(1);
  return rows.length > 0;
}

/** The catalogue services of a subcategory, by name (the upload form's third select). */
export function listServicesOfSubcategory(db: Database, subcategoryId: number): Promise<ServiceRow[]> {
  return db
    .select({ id: services.id, name: services.name })
    .from(services)
    .where(eq(services.subcategoryId, subcategoryId))
    .orderBy(sql`lower(${services.name})`, asc(services.id));
}
