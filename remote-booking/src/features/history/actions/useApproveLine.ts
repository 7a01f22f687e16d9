import { useApproveBookingLine } from '@servenear/shared/booking-api';
import { completedTexts as texts } from '../texts';
import { useLineAction } from './useLineAction';

/** The customer approves a completed line (POST user/service/statusupdate), customer §4 and §8. */
export function useApproveLine() {
  // Read when the page draws, so the toasts are in the language of the moment.
  const approval = { done: texts.approved, refused: texts.approveFailed, error: texts.approveError, action: 'Approval' };
  const { run, busy } = useLineAction(useApproveBookingLine(), approval);
  return { approve: run, approving: busy };
}
