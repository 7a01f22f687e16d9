import { defineTexts } from '@servenear/shared/i18n';

/** The home's texts, all groups (each is exported below under its own name). */
export const homeFeatureTexts = defineTexts(
  {
    /** The partner home's texts (partner §2 'Employee home'); the spec names only the headings, the rest is ours. */
    home: {
      title: 'Home',
      greeting: 'Welcome back, {name}',
      /** The greeting when the partner's name is not known. */
      greetingNoName: 'Welcome back',
      nextVerified: 'Check the jobs ops have allocated to you, and keep your services up to date.',
      nextWaiting: 'While we verify your ID proof, add the services you offer and where you work, so you are ready on day one.',
      seeBookings: 'See your bookings',
      addServices: 'Add your services',
      bookingsHeading: 'Your Booking List',
      /** The carousels' own names, inside their sections. */
      bookingsCarousel: 'Jobs',
      servicesCarousel: 'Services',
      servicesHeading: 'Your Services',
      seeAll: 'See all',
      /** Said after "See all" to screen readers. */
      seeAllBookings: 'bookings',
      seeAllServices: 'services',
      bookingsLoading: 'Loading bookings...',
      bookingsFailed: 'Failed to load bookings. Please try again.',
      bookingsEmpty: 'No jobs yet. Jobs ops allocate to you appear here.',
      servicesLoading: 'Loading your services...',
      servicesEmpty: 'You have not added any services yet.',
      uploadService: 'Upload a service',
      prepareHeading: 'Get ready while you wait',
      prepareServicesTitle: 'Your services',
      prepareServicesBody: 'Choose what you offer, with photos, so customers can book you once you are verified.',
      prepareServicesLink: 'Upload a service',
      prepareAreaTitle: 'Your work area',
      prepareAreaBody: 'Set where you work, so ops can send you jobs near you.',
      prepareAreaLink: 'Set your work area',
      /**
       * serviceFormMessages.waitingForApproval (@servenear/shared/partner-schemas), the service
       * pages' badge. Written out here, and held equal to it by the page's test: that area is loaded
       * whole and carries zod, 28 KB gzip the home would download for these three words.
       */
      waitingForApproval: 'Waiting for approval',
      rejected: 'Not approved',
      partTime: 'Part time',
      fullTime: 'Full time',
      otherService: 'Your own service',
      /** A job card's facts. */
      date: 'Date',
      time: 'Time',
      area: 'Area',
    },
    /** A job's status in words on the home's compact card (the booking tabs' words, partner §4). */
    jobStatus: {
      assigned: 'Assigned',
      confirmed: 'Work Started',
      completed: 'Need to Approve',
      approved: 'Completed',
      'completed-issue': 'completed with some issue',
      cancelled: 'Booking Cancelled',
    },
    /** The carousel's own controls. */
    carousel: {
      /** What a screen reader calls the carousel, and each of its slides. */
      carousel: 'carousel',
      slideRole: 'slide',
      previous: 'Previous slide',
      next: 'Next slide',
      goTo: 'Go to slide {position}',
      pause: 'Pause',
      play: 'Play',
      slide: '{position} of {count}',
    },
  },
  { hi: () => import('./texts.hi.json'), ta: () => import('./texts.ta.json') },
);

export const homeTexts = homeFeatureTexts.home;
export const jobStatusTexts = homeFeatureTexts.jobStatus;
export const carouselTexts = homeFeatureTexts.carousel;
