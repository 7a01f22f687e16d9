import { useEffect, useRef } from 'react';
import type { UseQueryResult } from '@servenear/shared/query';

type Outcome = Pick<UseQueryResult, 'error' | 'fetchStatus'>;

/**
 * customer §8: a list whose failure the page does not show (or not only shows) is logged,
 * each failure once. A failure kept from an earlier visit is not logged again while its list
 * is being asked for anew: the new answer is what counts.
 */
export function useLogFailures(message: string, outcomes: readonly Outcome[]): void {
  const logged = useRef(new WeakSet<object>());
  useEffect(() => {
    for (const { error, fetchStatus } of outcomes) {
      if (fetchStatus !== 'idle' || typeof error !== 'object' || error === null || logged.current.has(error)) continue;
      logged.current.add(error);
      console.error(message, error);
    }
  }, [message, outcomes]);
}
