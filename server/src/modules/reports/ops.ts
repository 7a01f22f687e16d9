import type { OpsReportAnswer, OpsReportClose, OpsReportsQuery, OpsReportWire } from '@servenear/shared/endpoints';
import { opsReportMessages } from '@servenear/shared/endpoints';
import type { Database } from '../../db/client';
import { HttpError, notFound } from '../../lib/httpError';
import type { Clock } from '../../lib/clock';
import { recordReportAnswered } from '../notifications/record';
import { queueReportAnswerSms } from './answerSms';
import { findReport, searchReports, storeAnswer, storeClosing, type ReportDetail, type ReportRow } from './opsRepository';

/** Issue 39: ops' Report & Queries (admin/reports…, permission reports.manage). */

interface Deps {
  db: Database;
  clock: Clock;
}

const iso = (at: Date | null) => (at ? at.toISOString() : null);

const rowWire = (row: ReportRow) => ({
  id: row.id,
  name: row.name,
  email: row.email,
  mobile: row.mobile,
  service_id: row.serviceId,
  service_name: row.serviceName,
  description: row.description,
  status: row.status,
  created_at: row.createdAt.toISOString(),
  answered_at: iso(row.answeredAt),
  closed_at: iso(row.closedAt),
});

const reportWire = (report: ReportDetail): OpsReportWire => ({
  ...rowWire(report),
  account: report.account,
  answer: report.answer,
  answered_by: report.answeredBy,
  closed_by: report.closedBy,
  close_note: report.closeNote,
});

/** GET admin/reports: one page of the matching reports. */
export async function reportsPage(db: Database, query: OpsReportsQuery) {
  const { rows, total } = await searchReports(
    db,
    { status: query.status, text: query.q || undefined },
    { sort: query.sort, direction: query.order },
    { offset: (query.page - 1) * query.per_page, limit: query.per_page },
  );
  return { data: rows.map(rowWire), total, page: query.page, per_page: query.per_page };
}

const missing = () => notFound(opsReportMessages.notFound, { id: [opsReportMessages.notFound] });

/** GET admin/reports/{id}. */
export async function reportDetail(db: Database, id: number): Promise<OpsReportWire> {
  const report = await findReport(db, id);
  if (!report) throw missing();
  return reportWire(report);
}

/**
 * POST admin/reports/{id}/answer: stored, texted to the report's mobile and, when it was sent
 * from an account, told to that account, all in one transaction (no text for an answer not kept).
 */
export async function answerReport(deps: Deps, opsId: number, id: number, body: OpsReportAnswer): Promise<OpsReportWire> {
  const at = deps.clock();
  await deps.db.transaction(async (tx) => {
    const report = await findReport(tx, id);
    if (!report) throw missing();
    if (!(await storeAnswer(tx, id, { text: body.answer, by: opsId, at }))) throw new HttpError(409, {}, opsReportMessages.closed);
    await queueReportAnswerSms(tx, { reportId: id, answeredAt: at.toISOString() });
    if (report.account && report.account.role !== 'admin') {
      await recordReportAnswered(tx, { userId: report.account.id, service: report.serviceName, answer: body.answer }, at);
    }
  });
  return reportDetail(deps.db, id);
}

/** POST admin/reports/{id}/close: answered or not; the reporter is not told. */
export async function closeReport(deps: Deps, opsId: number, id: number, body: OpsReportClose): Promise<OpsReportWire> {
  const report = await findReport(deps.db, id);
  if (!report) throw missing();
  if (!(await storeClosing(deps.db, id, { note: body.note || null, by: opsId, at: deps.clock() }))) throw new HttpError(409, {}, opsReportMessages.closed);
  return reportDetail(deps.db, id);
}
