import { useEffect, useEffectEvent } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@servenear/shared/query';
import { useHost } from '@servenear/shared/host';
import { ApiError } from '@servenear/shared/api';

/**
 * A 401 on an ops call: the server ended the session (it expired, the member was signed out
 * elsewhere). The copy here is forgotten; the shell's guard then sends the person to the
 * console's sign-in page and says why. Not the customer's rule (useSignedInQuery), which goes
 * to the site's home page.
 */
export function useEndOpsSession(): (error: unknown) => boolean {
  const { endSession } = useHost();
  return (error) => {
    if (!(error instanceof ApiError && error.status === 401)) return false;
    endSession();
    return true;
  };
}

/** A read of the ops API: as useQuery, and a 401 ends the session once, however many screens read it. */
export function useOpsQuery<Data, Key extends QueryKey>(options: UseQueryOptions<Data, Error, Data, Key>): UseQueryResult<Data> {
  const query = useQuery(options);
  const ended = query.error instanceof ApiError && query.error.status === 401 ? query.error : null;
  const end = useEffectEvent(useEndOpsSession());
  useEffect(() => {
    if (ended) end(ended);
  }, [ended]);
  return query;
}
