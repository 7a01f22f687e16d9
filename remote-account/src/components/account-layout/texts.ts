/** customer §2 'Account pages with shared sidebar'. */
export const accountTexts = {
  menu: 'Account menu',
  logout: 'Logout',
} as const;

/** The menu as the spec names and orders it. */
export const accountMenu = [
  { to: '/user-edit', label: 'Profile' },
  { to: '/change-password', label: 'Change Password' },
  { to: '/notification', label: 'Notifications' },
  { to: '/user-report', label: 'Report & Queries' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
] as const;
