import { defineTexts } from '@servenear/shared/i18n';

/** The header's bell, and customer §2 'Notifications popup' with the customer's own events instead of the spec's samples. */
export const notificationTexts = defineTexts(
  {
    bell: {
      label: 'Notifications',
      unread: 'Notifications, {count} unread',
    },
    popup: {
      title: 'Latest Notifications',
      close: 'Close notifications',
      loading: 'Loading...',
      failed: 'Failed to fetch data.',
      retry: 'Retry',
      empty: 'No notifications yet.',
      emptyHint: 'News about your bookings will show here.',
      seeAll: 'See all',
      unread: 'Unread',
    },
  },
  { hi: () => import('./texts.hi.json'), ta: () => import('./texts.ta.json') },
);

export const bellTexts = notificationTexts.bell;
export const popupTexts = notificationTexts.popup;
