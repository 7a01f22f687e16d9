import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { smsOutbox } from '../../db/schema';

export async function latestOutboxMessages(db: Database, to: string | undefined, limit: number) {
  return db
    .select({ to: smsOutbox.to, body: smsOutbox.body, created_at: smsOutbox.createdAt })
    .from(smsOutbox)
    .where(to === undefined ? undefined : eq(smsOutbox.to, to))
    .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
    .limit(limit);
}
