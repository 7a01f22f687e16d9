import { useMutation, useQuery } from '@servenear/shared/query';
import type { NotificationFeed } from '@servenear/shared/api';
import { onPersonalChange, queryKeys, useHost, useLiveRefresh, usePollWhileLiveIsDown } from '@servenear/shared/host';
import { getNotifications, postNotificationsRead } from './notificationsApi';

/** While the live stream is down, a partner assigned by ops shows up within a minute (only while the tab is seen). */
const REFRESH_MS = 60_000;

const refreshOnChange = onPersonalChange([queryKeys.account.notifications()]);

/**
 * The signed-in customer's notifications, for the bell's dot and popup. The same query, under the
 * same key, as remote-account's /notification page, so reading them on either clears both.
 */
export function useNotificationFeed() {
  const { session, queryClient } = useHost();
  // Issue 40: a new notification shows at once while the stream is up, and nothing polls.
  useLiveRefresh(refreshOnChange);
  const refetchInterval = usePollWhileLiveIsDown(REFRESH_MS);
  return useQuery(
    {
      queryKey: queryKeys.account.notifications(),
      queryFn: getNotifications,
      enabled: session?.role === 'user',
      refetchInterval,
    },
    queryClient,
  );
}

/** POST user/notifications/read, then the feed in the cache as the server now has it: nothing unread. */
export function useMarkNotificationsRead() {
  const { queryClient } = useHost();
  return useMutation(
    {
      // The ids are the ones shown as new when marked: the popup keeps showing them so.
      mutationFn: (_shownAsNew: number[]) => postNotificationsRead(),
      onSuccess: () =>
        queryClient.setQueryData<NotificationFeed>(queryKeys.account.notifications(), (feed) =>
          feed ? { unread: 0, notifications: feed.notifications.map((item) => ({ ...item, read: true })) } : feed,
        ),
    },
    queryClient,
  );
}
