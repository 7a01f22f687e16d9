import { ApiError } from '@servenear/shared/api';
import { QueryState } from '@servenear/shared/ui';
import { NoAccess } from './NoAccess';

/**
 * QueryState for an ops read: the server's 403 (a role that does not open this, taken away
 * meanwhile) says so with the server's words instead of "Failed to fetch data.". A member
 * disabled meanwhile is signed out: their 401 ends the console's session (useOpsQuery).
 */
export function OpsQueryState<T>(props: Parameters<typeof QueryState<T>>[0]) {
  const { error } = props.query;
  if (error instanceof ApiError && error.status === 403 && props.query.data === undefined) return <NoAccess detail={error.message} />;
  return <QueryState {...props} />;
}
