import { defineTexts } from '@servenear/shared/i18n';

/** The brand: a name, written in Latin letters in every language. */
export const BRAND = 'ServeNear';

/** The employee layout's words (partner §2 'Employee layout', §8 'Profile fetch failure'). */
export const layoutTexts = defineTexts(
  {
    /** The auth pages' brand line above their heading. */
    brandPartner: 'ServeNear Partner',
    /** Beside the logo's "ServeNear". */
    logoPartner: 'Partner',
    skipToContent: 'Skip to content',
    accountMenu: 'Account menu',
    /** The header's links, and the name of their navigation. */
    headerNav: 'Partner',
    servicesUpload: 'Services Upload',
    bookingList: 'Booking List',
    /** Before the partner's address, for screen readers. */
    location: 'Location:',
    /** partner §9: shown when the profile has no address. */
    defaultLocation: 'chennai',
    /** The sidebar and its links. */
    account: 'Account',
    sidebar: {
      profile: 'Profile',
      bank: 'Bank details',
      password: 'Change password',
      workArea: 'Work area',
      earnings: 'Earnings',
      report: 'Report',
      privacy: 'Privacy',
    },
    /** The phone's footer menu. */
    quickLinks: 'Quick links',
    home: 'Home',
    bookings: 'Bookings',
    profile: 'Profile',
    /** The profile menu: `name` is the partner's, or `partner` when it is not known. */
    menu: {
      toggle: 'Profile menu for {name}',
      partner: 'partner',
      options: 'Profile options',
      profile: 'Profile',
      logout: 'Logout',
    },
    /** partner §8 'Profile fetch failure': a reply that said no, and no usable reply at all. */
    profileFailure: {
      refused: 'Failed to fetch user profile data',
      noReply: 'Error fetching user profile data',
    },
  },
  { hi: () => import('./texts.hi.json'), ta: () => import('./texts.ta.json') },
);
