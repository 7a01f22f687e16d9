/** customer §2 'Account pages with shared sidebar', §6 and §8: spelt as the spec spells them. */
export const accountTexts = {
  loginRequired: 'Please log in to access this page.',
  loadFailed: 'Your profile could not be loaded. Check your connection and try again.',
  retry: 'Try again',
  menu: 'Account menu',
  logout: 'Logout',
} as const;

export const accountMenu = [
  { to: '/user-edit', label: 'Profile' },
  { to: '/change-password', label: 'Change Password' },
  { to: '/notification', label: 'Notifications' },
  { to: '/user-report', label: 'Report & Queries' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
] as const;
