import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { ReportSort, ReportStatus } from '@servenear/shared/endpoints';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { reports, services, users } from '../../db/schema';
import type { Writer } from '../notifications/repository';

/*
 * Issue 39: ops' reads and writes of reports. Each write is one conditional UPDATE on the status,
 * so of two ops acting at once on a report one closing it, the other's answer is refused (409).
 */

export interface ReportFilter {
  status?: ReportStatus;
  /** Any part of the name, e-mail, mobile or description, any case. */
  text?: string;
}

/** `%` and `_` typed in a search are letters, not patterns. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

function conditionsOf(filter: ReportFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.status) conditions.push(eq(reports.status, filter.status));
  if (filter.text) {
    const pattern = likeText(filter.text);
    conditions.push(or(ilike(reports.name, pattern), ilike(reports.email, pattern), ilike(reports.mobile, pattern), ilike(reports.description, pattern)));
  }
  return and(...conditions);
}

/** How much a status asks of ops: by status, the default order (desc) puts the open work first, then answered, then closed. */
const statusRank = sql`CASE ${reports.status} WHEN 'open' THEN 2 WHEN 'answered' THEN 1 ELSE 0 END`;

const rowColumns = {
  id: reports.id,
  name: reports.name,
  email: reports.email,
  mobile: reports.mobile,
  serviceId: reports.serviceId,
  serviceName: services.name,
  description: reports.description,
  status: reports.status,
  createdAt: reports.createdAt,
  answeredAt: reports.answeredAt,
  closedAt: reports.closedAt,
};

export type ReportRow = Awaited<ReturnType<typeof searchReports>>['rows'][number];

/** One page of the matching reports in the order asked for (ties: newest first), and how many match. */
export async function searchReports(db: Database, filter: ReportFilter, order: { sort: ReportSort; direction: 'asc' | 'desc' }, page: { offset: number; limit: number }) {
  const where = conditionsOf(filter);
  const by = order.direction === 'asc' ? asc : desc;
  const orderBy = order.sort === 'status' ? [by(statusRank), desc(reports.createdAt), desc(reports.id)] : [by(reports.createdAt), by(reports.id)];
  const rows = await db
    .select(rowColumns)
    .from(reports)
    .innerJoin(services, eq(services.id, reports.serviceId))
    .where(where)
    .orderBy(...orderBy)
    .limit(page.limit)
    .offset(page.offset);
  const [counted] = await db.select({ total: count() }).from(reports).where(where);
  return { rows, total: counted?.total ?? 0 };
}

const reporter = alias(users, 'reporter');
const answerer = alias(users, 'answerer');
const closer = alias(users, 'closer');

/** One report with its service, the reporter's account and who answered and closed it. */
export async function findReport(db: Pick<Database, 'select'>, id: number) {
  const [row] = await db
    .select({
      ...rowColumns,
      userId: reports.userId,
      answer: reports.answer,
      closeNote: reports.closeNote,
      account: { id: reporter.id, name: reporter.name, mobile: reporter.mobile, role: reporter.role },
      answeredBy: { id: answerer.id, name: answerer.name },
      closedBy: { id: closer.id, name: closer.name },
    })
    .from(reports)
    .innerJoin(services, eq(services.id, reports.serviceId))
    .leftJoin(reporter, eq(reporter.id, reports.userId))
    .leftJoin(answerer, eq(answerer.id, reports.answeredBy))
    .leftJoin(closer, eq(closer.id, reports.closedBy))
    .where(eq(reports.id, id));
  return row ?? null;
}
export type ReportDetail = NonNullable<Awaited<ReturnType<typeof findReport>>>;

/** open or answered → answered with this answer; false when the report is closed (or gone). */
export async function storeAnswer(tx: Writer, id: number, answer: { text: string; by: number; at: Date }): Promise<boolean> {
  const updated = await tx
    .update(reports)
    .set({ status: 'answered', answer: answer.text, answeredBy: answer.by, answeredAt: answer.at })
    .where(and(eq(reports.id, id), inArray(reports.status, ['open', 'answered'])))
    .returning({ id: reports.id });
  return updated.length === 1;
}

/** open or answered → closed; false when it was closed already (or is gone). */
export async function storeClosing(tx: Writer, id: number, closing: { note: string | null; by: number; at: Date }): Promise<boolean> {
  const updated = await tx
    .update(reports)
    .set({ status: 'closed', closeNote: closing.note, closedBy: closing.by, closedAt: closing.at })
    .where(and(eq(reports.id, id), inArray(reports.status, ['open', 'answered'])))
    .returning({ id: reports.id });
  return updated.length === 1;
}
