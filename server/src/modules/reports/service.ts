import { reportMessages, type Report } from '@servenear/shared/schemas';
import type { ReportCreatedWire } from '@servenear/shared/wire';
import type { Database } from '../../db/client';
import { unprocessable } from '../../lib/httpError';
import { serviceExists } from '../services/repository';
import { insertReport } from './repository';

/**
 * Stores a report the route's schema has checked with the form's own rules. The reporter is the
 * signed-in account, if any: the body's user_id is never trusted.
 */
export async function createReport(db: Database, report: Report, reporterId: number | null): Promise<ReportCreatedWire> {
  if (!(await serviceExists(db, report.service))) {
    throw unprocessable({ service: [reportMessages.serviceRequired] });
  }
  const id = await insertReport(db, {
    name: report.name,
    email: report.email,
    mobile: report.mobile,
    serviceId: report.service,
    description: report.description,
    userId: reporterId,
  });
  return { id };
}
