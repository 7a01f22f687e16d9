import { defineTexts } from '@servenear/shared/i18n';

/**
 * The texts of the page's frame (customer §2): the header, its menus and the mobile bottom bar,
 * the footer, the hero banner and the header's popups.
 * "ServeNear" is a name: it stays in Latin letters in every language.
 */
export const layoutTexts = defineTexts(
  {
    nav: {
      home: 'Home',
      categories: 'Categories',
      bookingHistory: 'Booking History',
      login: 'Login',
      logout: 'Logout',
      main: 'Main',
      mobileMenu: 'Mobile menu',
      quickLinks: 'Quick links',
      // The page's first link, for the keyboard (RootLayout).
      skipToContent: 'Skip to content',
    },
    header: {
      openMenu: 'Open menu',
      closeMenu: 'Close menu',
      brand: 'ServeNear',
      brandHome: 'ServeNear home',
      searchServices: 'Search services',
      cart: 'Cart, {count} items',
      profileMenuFor: 'Profile menu for {name}',
      profileMenuForYou: 'Profile menu for you',
      profile: 'Profile',
    },
    popups: {
      close: 'Close',
    },
    footer: {
      tagline: 'Trusted local professionals, booked by the day or by the hour.',
      company: 'Company',
      customers: 'Customers',
      partners: 'Partners',
      categoriesNearYou: 'Categories near you',
      copyright: '© {year} ServeNear. All rights reserved.',
      links: {
        aboutUs: 'About us',
        terms: 'Terms & Conditions',
        privacy: 'Privacy Policy',
        cancellation: 'Cancellation Policy',
        trustSafety: 'Trust, Safety & Security',
        businessPartners: 'Business Partners',
        howToHire: 'How to hire',
        whyChooseUs: 'Why choose ServeNear',
        contactUs: 'Contact us',
        registerAsProfessional: 'Register as a professional',
        reportAndQueries: 'Report and Queries',
        howToFindWork: 'How to find work',
        whyPartner: 'Why partner with ServeNear',
      },
      social: {
        facebook: 'ServeNear on Facebook',
        instagram: 'ServeNear on Instagram',
        youtube: 'ServeNear on YouTube',
        linkedin: 'ServeNear on LinkedIn',
      },
    },
    hero: {
      region: 'Your location and search',
      servicesNear: 'Services near',
      addressPlaceholder: 'Type your area or city and press Enter',
    },
  },
  { hi: () => import('./texts.hi.json'), ta: () => import('./texts.ta.json') },
);

export const navTexts = layoutTexts.nav;
export const headerTexts = layoutTexts.header;
export const footerTexts = layoutTexts.footer;
export const heroTexts = layoutTexts.hero;
export const popupTexts = layoutTexts.popups;
