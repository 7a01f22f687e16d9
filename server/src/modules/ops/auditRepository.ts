import { and, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { opsAudit } from '../../db/schema';

type Executor = Pick<Database, 'insert'>;

export type AuditRow = typeof opsAudit.$inferSelect;
export type NewAuditRow = Omit<typeof opsAudit.$inferInsert, 'id'>;

/** Appends one row; the table refuses any other write (migration 0030's trigger). */
export async function insertAudit(db: Executor, row: NewAuditRow): Promise<void> {
  await db.insert(opsAudit).values(row);
}

export interface AuditFilter {
  actorId?: number;
  action?: string;
  subject?: string;
  /** Any part of the actor's name, action, subject, reason or details, any case. */
  text?: string;
  /** From this moment, included, to that one, excluded. */
  from?: Date;
  until?: Date;
}

/** `%` and `_` typed in a search are letters, not patterns. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

function conditionsOf(filter: AuditFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.actorId !== undefined) conditions.push(eq(opsAudit.actorId, filter.actorId));
  if (filter.action) conditions.push(eq(opsAudit.action, filter.action));
  if (filter.subject) conditions.push(eq(opsAudit.subject, filter.subject));
  if (filter.from) conditions.push(gte(opsAudit.at, filter.from));
  if (filter.until) conditions.push(lt(opsAudit.at, filter.until));
  if (filter.text) {
    const pattern = likeText(filter.text);
    conditions.push(
      or(
        ilike(opsAudit.actorLabel, pattern),
        ilike(opsAudit.action, pattern),
        ilike(opsAudit.subject, pattern),
        ilike(opsAudit.reason, pattern),
        sql`${opsAudit.details}::text ILIKE ${pattern}`,
      ),
    );
  }
  return and(...conditions);
}

/** One page of the matching rows, newest first, and how many match in all. */
export async function searchAudit(db: Database, filter: AuditFilter, page: { offset: number; limit: number }): Promise<{ rows: AuditRow[]; total: number }> {
  const where = conditionsOf(filter);
  const rows = await db.select().from(opsAudit).where(where).orderBy(desc(opsAudit.at), desc(opsAudit.id)).limit(page.limit).offset(page.offset);
  const [counted] = await db.select({ total: count() }).from(opsAudit).where(where);
  return { rows, total: counted?.total ?? 0 };
}
