/**
 * The home banners (customer §3 'Banner'): each points at real offers of the seeded catalogue.
 * `topRated` is the banner's place in the top-rated slider; the image is the generated tile of
 * its slug, coloured like its category.
 */
export interface SeedBanner {
  slug: string;
  title: string;
  description: string;
  /** A calm background tone for the banner card. */
  color: string;
  categoryId: 1 | 2 | 3 | 4;
  topRated: number;
}

export const seedBanners: readonly SeedBanner[] = [
  {
    slug: 'deep-cleaning-before-diwali',
    title: 'Deep cleaning before Diwali',
    description: 'Kitchen deep cleaning, sofa shampooing and full-house cleaning by verified crews who bring their own equipment.',
    color: '#f6ebe3',
    categoryId: 3,
    topRated: 1,
  },
  {
    slug: 'warehouse-helpers-by-the-day',
    title: 'Warehouse helpers by the day',
    description: 'Pickers, packers and loading crews for your godown, booked by the hour or the day for peak dispatch weeks.',
    color: '#e3ebf3',
    categoryId: 1,
    topRated: 3,
  },
  {
    slug: 'home-tutors-for-board-exams',
    title: 'Home tutors for board exams',
    description: 'Maths, science and English tutors who come home and follow the CBSE and state board syllabus chapter by chapter.',
    color: '#ece7f4',
    categoryId: 4,
    topRated: 2,
  },
  {
    slug: 'ac-service-before-summer',
    title: 'AC service before summer',
    description: 'Filter cleaning, gas top-up and cooling checks for split and window ACs, done in about an hour at your home.',
    color: '#e2f1ee',
    categoryId: 3,
    topRated: 4,
  },
  {
    slug: 'staff-for-the-festive-rush',
    title: 'Staff for the festive rush',
    description: 'Shop assistants, cashiers and delivery executives for the busy season, verified with an ID proof before the first shift.',
    color: '#f3efe0',
    categoryId: 2,
    topRated: 5,
  },
];
