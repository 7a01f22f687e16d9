import { defineTexts } from '@servenear/shared/i18n';

/** Texts of the signed-in home (customer §2 'Landing and home', §8 'Lists and load'). */
export const homeTexts = defineTexts(
  {
    topRated: 'Top rated',
    seeAll: 'See all',
    mostPopular: 'Most popular',
    setLocation: 'Set your location in the header to see the most popular services near you.',
    categories: 'Categories',
    passFastExpress: 'Pass Fast Express',
    passFastExpressAlt: 'P & D Enquiry',
    /** customer §6: the Pass Fast Express card without a session. */
    signInFirst: 'Please log in to continue.',
    close: 'Close',
    noServices: 'No Service available',
    servicesFailed: 'Failed to fetch data.',
    /** customer §2 'Landing and home': the headings of the four category sections. */
    sections: {
      industryservices: 'Industry & Factory',
      retailservices: 'Retail & Shop',
      homeandpersonal: 'Home & Personal',
      gettutoringandconsulting: 'Tutor/Consultancies',
    },
  },
  { hi: () => import('./texts.hi.json'), ta: () => import('./texts.ta.json') },
);

/** customer §2: descriptions on home cards are cut at 90 characters. */
export const HOME_DESCRIPTION_MAX = 90;

/**
 * The banner slider's See all. customer §2 sends it to /employee-booking-list, a partner's page
 * that sent every customer to /unauthorized (issue 37): it opens the list of services near the
 * customer instead, from category 1, the most popular (customer §2 'Category 1 is Industry and
 * also most popular').
 */
export const SEE_ALL_PATH = '/list-of-services?category=1';
