import { useApproveBookingLine } from '@servenear/shared/booking-api';
import { completedTexts as texts } from '../texts';
import { useLineAction } from './useLineAction';

const approval = { done: texts.approved, refused: texts.approveFailed, error: texts.approveError, action: 'Approval' };

/** The customer approves a completed line (POST user/service/statusupdate), customer §4 and §8. */
export function useApproveLine() {
  const { run, busy } = useLineAction(useApproveBookingLine(), approval);
  return { approve: run, approving: busy };
}
