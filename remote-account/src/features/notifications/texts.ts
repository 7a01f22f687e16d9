import { defineTexts } from '@servenear/shared/i18n';

/** '/notification' (customer §2). */
export const notificationsPageTexts = defineTexts(
  {
    title: 'Latest Notifications',
    empty: 'No notifications yet.',
    emptyHint: 'When you book a service, news about it (your partner, the start code, the finished work, a refund) will show here.',
    unread: 'Unread',
  },
  { hi: () => import('./texts.hi.json'), ta: () => import('./texts.ta.json') },
);
