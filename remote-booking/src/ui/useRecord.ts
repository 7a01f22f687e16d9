import { useEffect, useState } from 'react';
import { ApiError, type CallOptions } from '@servenear/shared/api';
import type { Unloaded } from './LoadState';

export type RecordState<T> = Unloaded | { kind: 'loaded'; value: T };

/**
 * Loads the one record a page shows (a booking, a service). No record to ask for (`load` is
 * null) or a 404 is 'not-found'; any other failure is 'failed' until `retry`. It loads again
 * whenever one of `keys` changes.
 */
export function useRecord<T>(load: ((options: CallOptions) => Promise<T>) | null, keys: readonly unknown[]) {
  const [state, setState] = useState<RecordState<T>>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (load === null) {
      setState({ kind: 'not-found' });
      return undefined;
    }
    const controller = new AbortController();
    setState({ kind: 'loading' });
    load({ signal: controller.signal }).then(
      (value) => {
        if (!controller.signal.aborted) setState({ kind: 'loaded', value });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState(error instanceof ApiError && error.status === 404 ? { kind: 'not-found' } : { kind: 'failed' });
      },
    );
    return () => controller.abort();
    // `load` is a new function on every render: `keys` say what it loads.
  }, [...keys, attempt]);

  return { state, retry: () => setAttempt((count) => count + 1) };
}
