import { queryOptions, useMutation, useQueryClient } from '@servenear/shared/query';
import { queryKeys } from '@servenear/shared/host';
import { markedRead, partnerNotificationsApi, type PartnerNotificationFeed } from '../partnerNotifications';
import { useLeaveEndedSession, useSignedInQuery } from './signedIn';

const partnerNotificationsQuery = queryOptions({
  queryKey: queryKeys.partner.notifications(),
  queryFn: ({ signal }) => partnerNotificationsApi.latest({ signal }),
});

/**
 * GET employee/notifications: the partner's latest events and the unread count. The layout's
 * bell, its popup and /employee-notification read this one query, so marking on one clears all.
 */
export function usePartnerNotifications() {
  return useSignedInQuery(partnerNotificationsQuery);
}

/**
 * Marks events read: one (`id`) as the partner follows its link, or all (`null`). The cache
 * follows at once, so the dot goes out without waiting for the server.
 */
export function useMarkPartnerNotificationsRead() {
  const client = useQueryClient();
  const leaveEndedSession = useLeaveEndedSession();
  return useMutation({
    mutationFn: (id: number | null) => (id === null ? partnerNotificationsApi.markAllRead() : partnerNotificationsApi.markRead(id)),
    onMutate: (id) =>
      client.setQueryData<PartnerNotificationFeed>(partnerNotificationsQuery.queryKey, (current) => (current ? markedRead(current, id === null ? null : [id]) : current)),
    // The server is the truth: a failed mark shows the event unread again.
    onError: (error) => {
      void client.invalidateQueries({ queryKey: partnerNotificationsQuery.queryKey });
      void leaveEndedSession(error);
    },
  });
}
