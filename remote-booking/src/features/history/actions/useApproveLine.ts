import { bookingApi } from '@servenear/shared/api';
import { completedTexts as texts } from '../texts';
import { useLineAction } from './useLineAction';

const approval = { done: texts.approved, refused: texts.approveFailed, error: texts.approveError, action: 'Approval' };

/** The customer approves a completed line (POST user/service/statusupdate), customer §4 and §8. */
export function useApproveLine() {
  const { run, busy } = useLineAction((lineId) => bookingApi.approveLine(lineId), approval);
  return { approve: run, approving: busy };
}
