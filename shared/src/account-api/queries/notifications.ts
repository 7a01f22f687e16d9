import { useEffect, useRef } from 'react';
import { queryOptions, useMutation, useQueryClient } from '@servenear/shared/query';
import { queryKeys } from '@servenear/shared/host';
import { allRead, notificationsApi, useLeaveEndedSession, useSignedInQuery, type NotificationFeed } from '@servenear/shared/api';

const notificationsQuery = queryOptions({
  queryKey: queryKeys.account.notifications(),
  queryFn: ({ signal }) => notificationsApi.latest({ signal }),
});

/**
 * GET user/notifications: the customer's latest events and the unread count. The shell's
 * header bell reads the same key with its own fetch, so either one's change shows in both.
 */
export function useNotifications() {
  return useSignedInQuery(notificationsQuery);
}

/**
 * Marks the feed read once it has been shown with unread events in it (/notification, like
 * opening the bell's popup): the server first, then the cache, so the header's dot goes out.
 */
export function useMarkNotificationsSeen(feed: NotificationFeed | undefined) {
  const client = useQueryClient();
  const leaveEndedSession = useLeaveEndedSession();
  const { mutate } = useMutation({
    mutationFn: () => notificationsApi.markRead(),
    onSuccess: () => client.setQueryData<NotificationFeed>(notificationsQuery.queryKey, (current) => (current ? allRead(current) : current)),
    onError: (error) => void leaveEndedSession(error),
  });
  const asked = useRef(false);
  const unread = feed?.unread ?? 0;
  useEffect(() => {
    if (unread === 0 || asked.current) return;
    asked.current = true;
    mutate();
  }, [unread, mutate]);
}
