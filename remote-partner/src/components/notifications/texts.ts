import { defineTexts } from '@servenear/shared/i18n';

/** The partner's notification texts (ours: partner §2 names the icon and the routes, not their words). */
export const notificationTexts = defineTexts(
  {
    title: 'Notifications',
    bell: 'Notifications',
    bellUnread: 'Notifications, {count} unread',
    close: 'Close notifications',
    empty: 'No notifications yet.',
    emptyHint: 'News about your jobs, payments and account will show here.',
    unread: 'Unread',
    markRead: 'Mark as read',
    markAllRead: 'Mark all as read',
    seeAll: 'See all',
  },
  { hi: () => import('./texts.hi.json'), ta: () => import('./texts.ta.json') },
);
