import type { UseMutationResult } from '@servenear/shared/query';
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
 * One request about a booking line (cancel, approve) with the spec's toasts; the mutation
 * invalidates the booking lists, so every tab shows the change. The server's own reason for
 * a refusal (e.g. the partner just started) goes to the console for support. `run` resolves
 * true when the server accepted.
 */
export function useLineAction(mutation: UseMutationResult<string, Error, number>, texts: LineActionTexts) {
  const { notify } = useHost();

  async function run(lineId: number): Promise<boolean> {
    try {
      await mutation.mutateAsync(lineId);
      notify('success', texts.done);
      return true;
    } catch (error) {
      const answered = error instanceof ApiError && error.status > 0;
      if (answered) console.error(`${texts.action} refused (${error.status}): ${error.message}`);
      notify('error', answered ? texts.refused : texts.error);
      return false;
    }
  }

  return { run, busy: mutation.isPending };
}
