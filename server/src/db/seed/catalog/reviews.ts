/** Reviews generated deterministically from templates: the same seed always writes the same rows. */
const reviewerNames = [
  'Ananya Iyer', 'Rohan Mehta', 'Fatima Khan', 'Suresh Babu', 'Meenakshi Sundaram', 'Harpreet Kaur', 'Vivek Nair',
  'Divya Menon', 'Abhishek Mishra', 'Sneha Reddy', 'Gaurav Chatterjee', 'Nandini Pillai', 'Arjun Malhotra', 'Shalini Joshi',
  'Prakash Yadav', 'Ritu Agarwal', 'Venkatesh Iyengar', 'Zoya Siddiqui', 'Manoj Tiwari', 'Lavanya Krishnan',
];

const commentsByRating: Record<number, string[]> = {
  5: [
    'Excellent work, very professional and on time. Will book again.',
    'Very polite and skilled. Finished the job neatly and explained everything.',
    'Best service I have booked so far. Worth every rupee.',
  ],
  4: [
    'Good work overall, arrived about fifteen minutes late but made up for it.',
    'Neat and careful work. Pricing was fair for the quality.',
    'Happy with the service, would have liked a little more explanation.',
  ],
  3: [
    'Work was okay, but it took longer than promised.',
    'Average experience. The job got done but needed a follow-up call.',
  ],
  2: ['Had to remind twice about the timing. The work itself was fine.'],
  1: ['Did not turn up on the first booked day. Rescheduled after many calls.'],
};

/** Mostly good ratings with the odd poor one, as real listings have. */
const ratingCycle = [5, 4, 5, 3, 4, 5, 2, 4, 5, 1, 4, 5, 3];

export interface SeedReview {
  reviewerName: string;
  rating: number;
  comment: string;
  createdAt: Date;
}

const SEED_DAY = Date.UTC(2026, 0, 15, 10, 30);
const DAY_MS = 86_400_000;

/** 3–8 reviews for the n-th bookable service, each a few days apart. */
export function reviewsForService(n: number): SeedReview[] {
  const count = 3 + ((n * 5) % 6);
  return Array.from({ length: count }, (_, i) => {
    const rating = ratingCycle[(n * 3 + i) % ratingCycle.length]!;
    const comments = commentsByRating[rating]!;
    return {
      reviewerName: reviewerNames[(n * 7 + i * 3) % reviewerNames.length]!,
      rating,
      comment: comments[(n + i) % comments.length]!,
      createdAt: new Date(SEED_DAY - ((n * 11 + i * 9) % 120) * DAY_MS - i * 3_600_000),
    };
  });
}
