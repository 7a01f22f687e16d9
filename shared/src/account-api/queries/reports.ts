import { useMutation } from '@servenear/shared/query';
import { reportsApi, type ReportRequest } from '../reports';

/** What the report form sends; with `userId` it goes as that signed-in customer's report. */
export interface ReportSubmission extends ReportRequest {
  userId?: number;
}

/** POST report/create (the public form) or report/create/new (signed in, with the reporter's id). */
export function useSendReport() {
  return useMutation({
    mutationFn: ({ userId, ...report }: ReportSubmission) =>
      userId === undefined ? reportsApi.create(report) : reportsApi.createForUser({ ...report, userId }),
  });
}
