import { useMutation, useQuery } from '@servenear/shared/query';
import type { NotificationFeed } from '@servenear/shared/api';
import { queryKeys, useHost } from '@servenear/shared/host';
import { getNotifications, postNotificationsRead } from './notificationsApi';

/** A partner assigned by ops while the page stays open shows up within a minute (only while the tab is seen). */
const REFRESH_MS = 60_000;

/**
 * The signed-in customer's notifications, for the bell's dot and popup. The same query, under the
 * same key, as remote-account's /notification page, so reading them on either clears both.
 */
export function useNotificationFeed() {
  const { session, queryClient } = useHost();
  return useQuery(
    {
      queryKey: queryKeys.account.notifications(),
      queryFn: getNotifications,
      enabled: session?.role === 'user',
      refetchInterval: REFRESH_MS,
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
