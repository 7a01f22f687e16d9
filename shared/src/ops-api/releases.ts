import { queryOptions, useMutation, useQueryClient } from '@servenear/shared/query';
import { ApiError, callEndpoint } from '@servenear/shared/api';
import { opsCanaryShareEndpoint, opsPromoteCanaryEndpoint, opsReleasesEndpoint, opsRollbackEndpoint, opsStartCanaryEndpoint } from '../endpoints/releases';
import { opsKeys } from './keys';
import { useOpsQuery } from './signedInOps';

/** How often the panel asks again while visible: a canary's figures move by the minute. */
const RELEASES_POLL_MS = 20_000;

/**
 * GET admin/releases?minutes=: every remote's live version, canary, versions to canary, figures
 * per version over the window and the release audit; asked again every 20 s while the tab is
 * visible (TanStack Query pauses the interval in a hidden tab).
 */
export function useOpsReleases(minutes = 60) {
  return useOpsQuery({
    ...queryOptions({
      queryKey: opsKeys.releases(minutes),
      queryFn: ({ signal }) => callEndpoint(opsReleasesEndpoint, { query: { minutes }, signal }).then((reply) => reply.data),
    }),
    refetchInterval: RELEASES_POLL_MS,
  });
}

/** One change of a remote's release state, as the panel asks for it. */
export type ReleaseChange =
  | { action: 'canary'; remote: string; version: string; percent: number; autoRollbackRate?: number }
  | { action: 'share'; remote: string; version: string; percent: number }
  | { action: 'promote'; remote: string; version: string }
  | { action: 'rollback'; remote: string; version?: string };

function send(change: ReleaseChange) {
  const params = { remote: change.remote };
  switch (change.action) {
    case 'canary': {
      const autoRollback = change.autoRollbackRate === undefined ? null : { failure_rate: change.autoRollbackRate, min_browsers: 20 };
      return callEndpoint(opsStartCanaryEndpoint, { params, body: { version: change.version, percent: change.percent, auto_rollback: autoRollback } });
    }
    case 'share':
      return callEndpoint(opsCanaryShareEndpoint, { params, body: { percent: change.percent, version: change.version } });
    case 'promote':
      return callEndpoint(opsPromoteCanaryEndpoint, { params, body: { version: change.version } });
    case 'rollback':
      return callEndpoint(opsRollbackEndpoint, { params, body: change.version ? { version: change.version } : {} });
  }
}

/**
 * POST admin/releases/{remote}/canary, canary/share, promote or rollback: answers the server's
 * message; the panel is read again either way once it changed, or once a 409 said the state it
 * showed was out of date (the CLI or another person acted meanwhile).
 */
export function useOpsReleaseChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (change: ReleaseChange) => (await send(change)).message,
    onSuccess: () => client.invalidateQueries({ queryKey: opsKeys.releasesAll() }),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void client.invalidateQueries({ queryKey: opsKeys.releasesAll() });
    },
  });
}
