import { useState } from 'react';
import { ApiError } from '@servenear/shared/api';
import { useHost } from '@servenear/shared/host';

interface LineActionTexts {
  /** The success toast. */
  done: string;
  /** The toast when the server refused. */
  refused: string;
  /** The toast when no answer came. */
  error: string;
  /** Names the action in the console line kept for support. */
  action: string;
}

/**
 * One request about a booking line (cancel, approve) with the spec's toasts. The server's
 * own reason for a refusal (e.g. the partner just started) goes to the console for support.
 * `run` resolves true when the server accepted.
 */
export function useLineAction(send: (lineId: number) => Promise<unknown>, texts: LineActionTexts) {
  const { notify } = useHost();
  const [busy, setBusy] = useState(false);

  async function run(lineId: number): Promise<boolean> {
    setBusy(true);
    try {
      await send(lineId);
      notify('success', texts.done);
      return true;
    } catch (error) {
      const answered = error instanceof ApiError && error.status > 0;
      if (answered) console.error(`${texts.action} refused (${error.status}): ${error.message}`);
      notify('error', answered ? texts.refused : texts.error);
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { run, busy };
}
