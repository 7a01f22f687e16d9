import { useState } from 'react';
import { ApiError, bookingApi } from '@servenear/shared/api';
import { useHost } from '@servenear/shared/host';
import { cancelTexts } from './texts';

/**
 * Cancels one pending line (POST user/cancelbooking). The toasts are the spec's texts; the
 * server's own reason (e.g. the partner just started) goes to the console for support.
 */
export function useCancelLine() {
  const { notify } = useHost();
  const [cancelling, setCancelling] = useState(false);

  async function cancel(lineId: number): Promise<boolean> {
    setCancelling(true);
    try {
      await bookingApi.cancelLine(lineId);
      notify('success', cancelTexts.done);
      return true;
    } catch (error) {
      const answered = error instanceof ApiError && error.status > 0;
      if (answered) console.error(`Cancel refused (${error.status}): ${error.message}`);
      notify('error', answered ? cancelTexts.failed : cancelTexts.error);
      return false;
    } finally {
      setCancelling(false);
    }
  }

  return { cancel, cancelling };
}
