/** The partner's notification texts (ours: partner §2 names the icon and the routes, not their words). */
export const notificationTexts = {
  title: 'Notifications',
  bell: 'Notifications',
  bellUnread: (count: number) => `Notifications, ${count} unread`,
  close: 'Close notifications',
  empty: 'No notifications yet.',
  emptyHint: 'News about your jobs, payments and account will show here.',
  unread: 'Unread',
  markRead: 'Mark as read',
  markAllRead: 'Mark all as read',
  seeAll: 'See all',
} as const;
