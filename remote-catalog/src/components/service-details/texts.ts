import { defineTexts } from '@servenear/shared/i18n';

const texts = defineTexts(
  {
    /** customer §2 'Service description overlay' and §8: the spec's texts, as spelt. */
    details: {
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
      trustPoints: { trained: 'Trained Professional', verified: 'Background Verified', options: 'Service-specific options' },
      pleaseNoteTitle: 'Please note',
      pleaseNote: {
        labour: 'Prices are for labour only; materials and spare parts are paid separately.',
        arrival: 'The professional arrives within the time slot you choose when booking.',
      },
      shareTitle: 'Share',
      shareWhatsApp: 'Share on WhatsApp',
      shareFacebook: 'Share on Facebook',
      /** Ours (issue 37): what verified partners near the customer uploaded of this service. */
      partnerWorkTitle: 'Work by partners near you',
      partnerWorkNote: 'Photos and videos from verified partners who work where you are. The rating beside each is from their own customers.',
      partnerPhotos: 'Photos of {service} by {partner}',
      partnerPhoto: "{partner}'s work, photo {position}",
      partnerVideo: 'Video by {partner}',
      ratingsTitle: 'Ratings',
      /** A row of the histogram, as a screen reader reads it. */
      ratingRow: '{stars} star: {count} ({percentage}%)',
      reviewsTitle: 'Reviews',
      noReviews: 'No reviews yet',
      images: 'Images',
      /** The image groups' carousel, as a screen reader reads it. */
      carousel: 'carousel',
      slide: 'slide',
      slideOf: '{position} of {count}',
      showImages: 'Show images {position}',
      /** Ours: /component shows a sample. */
      sampleNote: 'This is a sample service to show the layout: it cannot be booked.',
      /** customer §8 'Enquiry': the full-page details without a service to show. */
      noProduct: 'No product data available',
      browse: 'Browse services',
    },
    /** customer §8 'Add to cart by status'. */
    addToCart: {
      signIn: 'Please log in to add service to your cart.',
      failed: 'Failed to add to cart',
      thrown: 'An error occurred while adding the product to the cart.',
    },
  },
  { hi: () => import('./texts.hi.json'), ta: () => import('./texts.ta.json') },
);

export const serviceDetailsTexts = texts.details;

export const addToCartTexts = texts.addToCart;
