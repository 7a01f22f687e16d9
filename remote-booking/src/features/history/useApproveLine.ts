import { useState } from 'react';
import { ApiError, bookingApi } from '@servenear/shared/api';
import { useHost } from '@servenear/shared/host';
import { completedTexts } from './texts';

/** The customer approves a completed line (POST user/service/statusupdate), customer §4 and §8. */
export function useApproveLine() {
  const { notify } = useHost();
  const [approving, setApproving] = useState(false);

  async function approve(lineId: number): Promise<boolean> {
    setApproving(true);
    try {
      await bookingApi.approveLine(lineId);
      notify('success', completedTexts.approved);
      return true;
    } catch (error) {
      const answered = error instanceof ApiError && error.status > 0;
      if (answered) console.error(`Approval refused (${error.status}): ${error.message}`);
      notify('error', answered ? completedTexts.approveFailed : completedTexts.approveError);
      return false;
    } finally {
      setApproving(false);
    }
  }

  return { approve, approving };
}
