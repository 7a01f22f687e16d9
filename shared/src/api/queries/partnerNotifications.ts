import { useMutation, useQueryClient } from '@servenear/shared/query';
import { partnerNotificationReadEndpoint, partnerNotificationsEndpoint, partnerNotificationsReadEndpoint, type PartnerNotificationFeed } from '../../endpoints/notifications';
import { callEndpoint, endpointQuery } from '../endpointCalls';
import { useLeaveEndedSession, useSignedInQuery } from './signedIn';

const partnerNotificationsQuery = endpointQuery(partnerNotificationsEndpoint);

/** The feed once the given events (every one when none are named) have been read. */
function markedRead(feed: PartnerNotificationFeed, ids: readonly number[] | null): PartnerNotificationFeed {
  const notifications = feed.notifications.map((item) => (ids === null || ids.includes(item.id) ? { ...item, read: true } : item));
  const newlyRead = feed.notifications.filter((item, index) => !item.read && notifications[index]!.read).length;
  return { unread: ids === null ? 0 : Math.max(0, feed.unread - newlyRead), notifications };
}

/**
 * GET employee/notifications: the partner's latest events and the unread count. The layout's
 * bell, its popup and /employee-notification read this one query, so marking on one clears all.
 */
export function usePartnerNotifications() {
  return useSignedInQuery(partnerNotificationsQuery);
}

/**
 * Marks events read: one (`id`) as the partner follows its link (POST employee/notifications/{id}/read),
 * or all (`null`, POST employee/notifications/read). The cache follows at once, so the dot goes
 * out without waiting for the server.
 */
export function useMarkPartnerNotificationsRead() {
  const client = useQueryClient();
  const leaveEndedSession = useLeaveEndedSession();
  return useMutation({
    mutationFn: (id: number | null) =>
      id === null ? callEndpoint(partnerNotificationsReadEndpoint, { body: {} }) : callEndpoint(partnerNotificationReadEndpoint, { params: { id }, body: {} }),
    onMutate: (id) =>
      client.setQueryData<PartnerNotificationFeed>(partnerNotificationsQuery.queryKey, (current) => (current ? markedRead(current, id === null ? null : [id]) : current)),
    // The server is the truth: a failed mark shows the event unread again.
    onError: (error) => {
      void client.invalidateQueries({ queryKey: partnerNotificationsQuery.queryKey });
      void leaveEndedSession(error);
    },
  });
}
