import { useEffect, useEffectEvent } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@servenear/shared/query';
import { useNavigate } from '@servenear/shared/router';
import { useHost } from '@servenear/shared/host';
import { ApiError } from '../ApiError';
import { apiMessages, apiTexts } from '../texts';

/** customer §6: what a page that loads the person's own data says when the session is gone (its English; toasted in the language of the moment). */
export const sessionEndedText = apiMessages.sessionEnded;

/** The 401s already acted on: a layout and its page reading one query see the same error,
 * and the person is told once. */
const handled = new WeakSet<Error>();

/**
 * For a read or a write of the person's own data: a 401 means the server ended the session
 * (it expired, or was signed out elsewhere), so say so, forget it here and go home
 * (customer §6). The returned function answers whether the error was that, so the page shows
 * nothing more; each error is acted on once.
 */
export function useLeaveEndedSession(): (error: unknown) => boolean {
  const { notify, endSession } = useHost();
  const navigate = useNavigate();
  return (error) => {
    if (!(error instanceof ApiError && error.status === 401)) return false;
    if (handled.has(error)) return true;
    handled.add(error);
    notify('error', apiTexts.sessionEnded);
    endSession();
    navigate('/', { replace: true });
    return true;
  };
}

/**
 * A read of the signed-in person's own data, leaving an ended session as above, once however
 * many components read the query.
 */
export function useSignedInQuery<Data, Key extends QueryKey>(options: UseQueryOptions<Data, Error, Data, Key>): UseQueryResult<Data> {
  const query = useQuery(options);
  const sessionEnded = query.error instanceof ApiError && query.error.status === 401 ? query.error : null;
  const leave = useEffectEvent(useLeaveEndedSession());
  useEffect(() => {
    if (sessionEnded) leave(sessionEnded);
  }, [sessionEnded]);

  return query;
}
