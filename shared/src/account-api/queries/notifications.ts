import { useEffect, useRef } from 'react';
import { useMutation, useQueryClient } from '@servenear/shared/query';
import { callEndpoint, endpointQuery, useLeaveEndedSession, useSignedInQuery } from '@servenear/shared/api';
import { customerNotificationsEndpoint, customerNotificationsReadEndpoint, type NotificationFeed } from '../../endpoints/notifications';

const notificationsQuery = endpointQuery(customerNotificationsEndpoint);

/** The feed once everything in it has been seen: what POST user/notifications/read leaves. */
function allRead(feed: NotificationFeed): NotificationFeed {
  return { unread: 0, notifications: feed.notifications.map((item) => ({ ...item, read: true })) };
}

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
    mutationFn: () => callEndpoint(customerNotificationsReadEndpoint, { body: {} }),
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
