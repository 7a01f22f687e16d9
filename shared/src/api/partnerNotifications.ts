import { latestFeed, postRead, type CustomerNotification } from './notifications';

/**
 * One event a partner is told about (a job allocated, cancelled, approved or paid; their account's
 * verification): kind is job_allocated, booking_paid, …, and the page to follow it up comes with it.
 */
export type PartnerNotification = CustomerNotification;

/** The partner's bell, /notification-popup and /employee-notification: the latest events and the unread count. */
export interface PartnerNotificationFeed {
  unread: number;
  notifications: PartnerNotification[];
}


/** The feed once the given events (every one when none are named) have been read. */
export function markedRead(feed: PartnerNotificationFeed, ids: readonly number[] | null): PartnerNotificationFeed {
  const notifications = feed.notifications.map((item) => (ids === null || ids.includes(item.id) ? { ...item, read: true } : item));
  const newlyRead = feed.notifications.filter((item, index) => !item.read && notifications[index]!.read).length;
  return { unread: ids === null ? 0 : Math.max(0, feed.unread - newlyRead), notifications };
}

/** The partner's notification calls (ours: the spec's popup and page were static). */
export const partnerNotificationsApi = {
  /** GET employee/notifications. */
  latest(options: { signal?: AbortSignal } = {}): Promise<PartnerNotificationFeed> {
    return latestFeed('employee', options);
  },

  /** POST employee/notifications/read: every unread one read. */
  markAllRead(): Promise<void> {
    return postRead('employee/notifications/read');
  },

  /** POST employee/notifications/{id}/read: one read. */
  markRead(id: number): Promise<void> {
    return postRead(`employee/notifications/${id}/read`);
  },
};
