/** The partner home's texts (partner §2 'Employee home'); the spec names only the headings, the rest is ours. */
export const homeTexts = {
  title: 'Home',
  greeting: (name: string) => (name ? `Welcome back, ${name}` : 'Welcome back'),
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
} as const;

/** A job's status in words on the home's compact card (the booking tabs' words, partner §4). */
export const jobStatusTexts = {
  assigned: 'Assigned',
  confirmed: 'Work Started',
  completed: 'Need to Approve',
  approved: 'Completed',
  'completed-issue': 'completed with some issue',
  cancelled: 'Booking Cancelled',
} as const;

/** The carousel's own controls. */
export const carouselTexts = {
  previous: 'Previous slide',
  next: 'Next slide',
  goTo: (position: number) => `Go to slide ${position}`,
  pause: 'Pause',
  play: 'Play',
  slide: (position: number, count: number) => `${position} of ${count}`,
} as const;
