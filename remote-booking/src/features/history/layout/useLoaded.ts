import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError, type CallOptions } from '@servenear/shared/api';
import { useHost } from '@servenear/shared/host';
import { historyTexts } from '../texts';

export type Loaded<T> = { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; value: T };

/**
 * Loads a list of the signed-in customer. `retry` shows the loading state again; `refresh`
 * keeps the list on screen while it reloads (after a cancel or a payment). A 401 means the
 * session ended on the server: customer §6 says toast, forget it and go home.
 */
export function useLoaded<T>(load: (options: CallOptions) => Promise<T>) {
  const [state, setState] = useState<Loaded<T>>({ kind: 'loading' });
  const [round, setRound] = useState(0);
  const { notify, endSession } = useHost();
  const navigate = useNavigate();

  useEffect(() => {
    const controller = new AbortController();
    load({ signal: controller.signal }).then(
      (value) => {
        if (!controller.signal.aborted) setState({ kind: 'loaded', value });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 401) {
          notify('error', historyTexts.signInAgain);
          endSession();
          navigate('/');
          return;
        }
        setState({ kind: 'failed' });
      },
    );
    return () => controller.abort();
    // `load` is a module-level call and the host's functions are stable: a new round is
    // what asks for a reload.
  }, [round]);

  const retry = useCallback(() => {
    setState({ kind: 'loading' });
    setRound((value) => value + 1);
  }, []);
  const refresh = useCallback(() => setRound((value) => value + 1), []);

  return { state, retry, refresh };
}
