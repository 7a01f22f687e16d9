import { useEffect, useRef, useState } from 'react';

export type ListState<T> = { kind: 'idle' } | { kind: 'loading' } | { kind: 'loaded'; items: T[] } | { kind: 'failed' };

/**
 * Loads a list when `key` changes (null: nothing to load). The request of a stale key is
 * aborted, so a late answer never overwrites a newer one.
 */
export function useList<T>(key: string | null, load: (signal: AbortSignal) => Promise<T[]>, onError?: (error: unknown) => void): ListState<T> {
  const [state, setState] = useState<ListState<T>>(key === null ? { kind: 'idle' } : { kind: 'loading' });
  const latest = useRef({ load, onError });
  latest.current = { load, onError };

  useEffect(() => {
    if (key === null) {
      setState({ kind: 'idle' });
      return;
    }
    const controller = new AbortController();
    setState({ kind: 'loading' });
    latest.current.load(controller.signal).then(
      (items) => {
        if (!controller.signal.aborted) setState({ kind: 'loaded', items });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        latest.current.onError?.(error);
        setState({ kind: 'failed' });
      },
    );
    return () => controller.abort();
  }, [key]);

  return state;
}
