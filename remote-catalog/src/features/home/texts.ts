/** Texts of the signed-in home (customer §2 'Landing and home', §8 'Lists and load'). */
export const homeTexts = {
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
} as const;

/** customer §2: descriptions on home cards are cut at 90 characters. */
export const HOME_DESCRIPTION_MAX = 90;

/** customer §2: the banner slider's See all goes here. */
export const SEE_ALL_PATH = '/employee-booking-list';
