import { useMutation } from '@servenear/shared/query';
import { callEndpoint } from '@servenear/shared/api';
import type { ReportPayloadWire } from '@servenear/shared/wire';
import { reportEndpoint, signedInReportEndpoint } from '../../endpoints/reports';

/** What the report form sends; with `userId` it goes as that signed-in customer's report. */
export interface ReportSubmission {
  name: string;
  email: string;
  mobile: string;
  /** The chosen service's id. */
  service: number;
  description: string;
  userId?: number;
}

/** POST report/create (the public form) or report/create/new (signed in, with the reporter's id). */
export function useSendReport() {
  return useMutation({
    mutationFn: ({ userId, ...report }: ReportSubmission) => {
      if (userId === undefined) return callEndpoint(reportEndpoint, { body: report satisfies ReportPayloadWire });
      const signedIn: ReportPayloadWire = { ...report, user_id: userId };
      return callEndpoint(signedInReportEndpoint, { body: signedIn });
    },
  });
}
