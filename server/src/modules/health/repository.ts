import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`SELECT 1`);
}
