import { defineTexts } from '@servenear/shared/i18n';

/** customer §2 'Account pages with shared sidebar'. */
export const accountTexts = defineTexts(
  {
    menu: 'Account menu',
    logout: 'Logout',
    /** Ours: the sidebar's name, its picture, its greeting and the small screens' menu button. */
    account: 'Account',
    picture: 'Profile picture',
    hello: 'Hello,',
    menuButton: 'Menu',
    /** The menu as the spec names it. */
    items: {
      profile: 'Profile',
      changePassword: 'Change Password',
      notifications: 'Notifications',
      report: 'Report & Queries',
      privacyPolicy: 'Privacy Policy',
    },
  },
  { hi: () => import('./texts.hi.json'), ta: () => import('./texts.ta.json') },
);

/** The menu as the spec names and orders it, in the current language: built when drawn. */
export function accountMenu(): { to: string; label: string }[] {
  const items = accountTexts.items;
  return [
    { to: '/user-edit', label: items.profile },
    { to: '/change-password', label: items.changePassword },
    { to: '/notification', label: items.notifications },
    { to: '/user-report', label: items.report },
    { to: '/privacy-policy', label: items.privacyPolicy },
  ];
}
