import type { ServiceDetails } from '@servenear/shared/api';
import { defineTexts } from '@servenear/shared/i18n';
import sample1 from './sample-1.svg';
import sample2 from './sample-2.svg';
import sample3 from './sample-3.svg';
import sample4 from './sample-4.svg';

/**
 * The sample's words, in the page's language like the rest of the demo. `about` is cut into
 * bullets at each '.', so every language ends its sentences with one.
 */
const sampleTexts = defineTexts(
  {
    name: 'AC Service and Repair (sample)',
    about:
      'Cleans the indoor and outdoor units. Checks the gas pressure and tops it up when needed. Fixes water leaks and noisy fans. Tests the cooling before leaving.',
    overview: 'Air conditioner care at home',
    reviews: {
      priya: 'Came on time and cleaned both units well.',
      karthik: 'Cooling is much better now.',
      fatima: 'Good work, but arrived a little late.',
      rohan: 'Fixed the leak; the fan is still a bit noisy.',
    },
  },
  { hi: () => import('./sampleService.hi.json'), ta: () => import('./sampleService.ta.json') },
);

/**
 * customer §2 'A static demo overlay of a sample service with sample reviews, not connected to
 * data': /component shows this object, never a server's answer. Everything here is SAMPLE DATA,
 * made up for the demo; no service, person or review of it exists. Built when drawn, in the
 * current language.
 */
export function sampleService(): ServiceDetails {
  const reviews = sampleTexts.reviews;
  return {
    id: 1,
    name: sampleTexts.name,
    bookable: true,
    imageUrl: sample1,
    categoryId: 3,
    subcategoryId: 1,
    averageRating: 4.3,
    totalReviews: 4,
    perDay: 2400,
    perHour: 349,
    about: sampleTexts.about,
    overview: sampleTexts.overview,
    mediaUrls: [sample1, sample2, sample3, sample4],
    reviews: [
      { name: 'Priya R', comment: reviews.priya, createdAt: '2025-03-14T10:00:00Z', rating: 5 },
      { name: 'Karthik S', comment: reviews.karthik, createdAt: '2025-02-27T08:30:00Z', rating: 5 },
      { name: 'Fatima B', comment: reviews.fatima, createdAt: '2025-02-03T12:15:00Z', rating: 4 },
      { name: 'Rohan M', comment: reviews.rohan, createdAt: '2025-01-19T16:45:00Z', rating: 3 },
    ],
    ratingCounts: { '5': 2, '4': 1, '3': 1, '2': 0, '1': 0 },
    partnerWork: [],
  };
}
