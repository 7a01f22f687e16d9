import { ApiError, firstFieldErrors, reportsApi, type ReportRequest } from '@servenear/shared/api';
import { useHost } from '@servenear/shared/host';
import type { Report } from '@servenear/shared/schemas';
import { reportTexts } from './texts';

export const reportFields = ['name', 'email', 'mobile', 'service', 'description'] as const;
export type ReportField = (typeof reportFields)[number];

function isReportField(field: string): field is ReportField {
  return (reportFields as readonly string[]).includes(field);
}

export type SubmitOutcome = { ok: true } | { ok: false; fieldErrors: Partial<Record<ReportField, string>> };

/**
 * Sends a checked report: signed in, through report/create/new with the reporter's id;
 * otherwise through report/create. Toasts the outcome through the shell.
 */
export function useSubmitReport(): (report: Report) => Promise<SubmitOutcome> {
  const { session, notify } = useHost();

  return async (report) => {
    const request: ReportRequest = {
      name: report.name,
      email: report.email,
      mobile: report.mobile,
      service: report.service,
      description: report.description,
    };
    try {
      if (session) await reportsApi.createForUser({ ...request, userId: session.userId });
      else await reportsApi.create(request);
      notify('success', reportTexts.success);
      return { ok: true };
    } catch (error) {
      notify('error', reportTexts.failure);
      const fieldErrors: Partial<Record<ReportField, string>> = {};
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(firstFieldErrors(error.errors))) {
          if (isReportField(field)) fieldErrors[field] = message;
        }
      }
      return { ok: false, fieldErrors };
    }
  };
}
