/** customer §2 'Service description overlay' and §8: the spec's texts, as spelt. */
export const serviceDetailsTexts = {
  loading: 'Loading...',
  failed: 'Failed to load product data',
  close: 'Close',
  reviews: 'reviews',
  perDay: 'Working per day',
  perHour: 'Working per hour',
  bookService: 'Book Service',
  addToCart: 'Add to Cart',
  enquiryNow: 'Enquiry Now',
  extraHoursNote: 'Working beyond the booked or agreed hours costs extra.',
  aboutTitle: 'About this service',
  overviewTitle: 'Overview',
  trustPoints: ['Trained Professional', 'Background Verified', 'Service-specific options'],
  pleaseNoteTitle: 'Please note',
  pleaseNote: [
    'Prices are for labour only; materials and spare parts are paid separately.',
    'The professional arrives within the time slot you choose when booking.',
  ],
  shareTitle: 'Share',
  shareWhatsApp: 'Share on WhatsApp',
  shareFacebook: 'Share on Facebook',
  /** Ours (issue 37): what verified partners near the customer uploaded of this service. */
  partnerWorkTitle: 'Work by partners near you',
  partnerWorkNote: 'Photos and videos from verified partners who work where you are. The rating beside each is from their own customers.',
  partnerPhotos: (service: string, partner: string) => `Photos of ${service} by ${partner}`,
  partnerPhoto: (partner: string, position: number) => `${partner}'s work, photo ${position}`,
  partnerVideo: (partner: string) => `Video by ${partner}`,
  ratingsTitle: 'Ratings',
  reviewsTitle: 'Reviews',
  noReviews: 'No reviews yet',
  images: 'Images',
  /** Ours: /component shows a sample. */
  sampleNote: 'This is a sample service to show the layout: it cannot be booked.',
  /** customer §8 'Enquiry': the full-page details without a service to show. */
  noProduct: 'No product data available',
  browse: 'Browse services',
} as const;

/** customer §8 'Add to cart by status'. */
export const addToCartTexts = {
  signIn: 'Please log in to add service to your cart.',
  failed: 'Failed to add to cart',
  thrown: 'An error occurred while adding the product to the cart.',
} as const;
