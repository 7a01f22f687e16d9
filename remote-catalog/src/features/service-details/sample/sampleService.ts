import type { ServiceDetails } from '@servenear/shared/api';
import sample1 from './sample-1.svg';
import sample2 from './sample-2.svg';
import sample3 from './sample-3.svg';
import sample4 from './sample-4.svg';

/**
 * customer §2 'A static demo overlay of a sample service with sample reviews, not connected to
 * data': /component shows this object, never a server's answer. Everything here is SAMPLE DATA,
 * made up for the demo; no service, person or review of it exists.
 */
export const sampleService: ServiceDetails = {
  id: 1,
  name: 'AC Service and Repair (sample)',
  bookable: true,
  imageUrl: sample1,
  categoryId: 3,
  subcategoryId: 1,
  averageRating: 4.3,
  totalReviews: 4,
  perDay: 2400,
  perHour: 349,
  about:
    'Cleans the indoor and outdoor units. Checks the gas pressure and tops it up when needed. Fixes water leaks and noisy fans. Tests the cooling before leaving.',
  overview: 'Air conditioner care at home',
  mediaUrls: [sample1, sample2, sample3, sample4],
  reviews: [
    { name: 'Priya R', comment: 'Came on time and cleaned both units well.', createdAt: '2025-03-14T10:00:00Z', rating: 5 },
    { name: 'Karthik S', comment: 'Cooling is much better now.', createdAt: '2025-02-27T08:30:00Z', rating: 5 },
    { name: 'Fatima B', comment: 'Good work, but arrived a little late.', createdAt: '2025-02-03T12:15:00Z', rating: 4 },
    { name: 'Rohan M', comment: 'Fixed the leak; the fan is still a bit noisy.', createdAt: '2025-01-19T16:45:00Z', rating: 3 },
  ],
  ratingCounts: { '5': 2, '4': 1, '3': 1, '2': 0, '1': 0 },
  partnerWork: [],
};
