/** The booking history texts: customer §2 'Booking tabs menu', §4 and §8, spelt as the spec spells them. */
export const historyTexts = {
  title: 'Booking History',
  tabsLabel: 'Booking history tabs',
  empty: 'No bookings available',
  browse: 'Browse services',
  signInAgain: 'Please log in to access this page.',
  services: (count: number) => `${count} ${count === 1 ? 'service' : 'services'}`,
  bookedOn: 'Booked on',
  total: 'Total',
  paid: 'Paid',
  paymentPending: 'Payment pending',
  contactTitle: 'Contact details',
  name: 'Name',
  mobile: 'Mobile',
  email: 'Email',
  address: 'Address',
  description: 'Description',
  servicesTitle: 'Services',
  method: 'Method',
  date: 'Date',
  time: 'Time',
  price: 'Price',
  startCode: (code: string) => `Your start code: ${code}`,
  startCodeHint: 'Share this code with your service partner when the work begins.',
  partnerAssigned: 'Partner assigned',
  yourPartner: (name: string) => `Your partner: ${name}`,
  callPartner: (name: string) => `Call ${name}`,
} as const;

/**
 * What each tab holds, said in one line under the tab bar, and its own empty state. The spec
 * has one empty text, 'No bookings available'; the instant and scheduled tabs split the same
 * open work by day, so each says which part of it is empty.
 */
export const tabTexts = {
  instant: {
    description: 'Work due today and work in progress.',
    empty: 'Nothing due today.',
    laterWork: 'Your work booked for a later day is under Schedule Booking.',
    seeLaterWork: 'See Schedule Booking',
  },
  scheduled: { description: 'Work booked for a later day.', empty: 'No work booked for a later day.' },
  completed: { description: 'Finished work to approve, rate and pay.', empty: historyTexts.empty },
  cancelled: { description: 'Cancelled services and their refunds.', empty: historyTexts.empty },
} as const;

/** customer §8 'Cancel'. */
export const cancelTexts = {
  button: 'Cancel Booking',
  question: { title: 'Are you sure?', text: "You won't be able to revert this!", confirm: 'Yes, cancel it!', dismiss: 'No, keep it', close: 'Close' },
  done: 'Booking canceled successfully!',
  failed: 'Failed to cancel booking. Please try again.',
  error: 'An error occurred while canceling the booking.',
} as const;

/** customer §4 'Completed', §8 'Approval failures'; the invoice and reviews texts are ours. */
export const completedTexts = {
  reviews: (count: number) => `${count} ${count === 1 ? 'review' : 'reviews'}`,
  reviewsTitle: (name: string) => `Reviews of ${name}`,
  reviewsLoading: 'Loading...',
  reviewsFailed: 'Failed to load product data',
  noReviews: 'No reviews yet',
  invoice: 'Invoice',
  makePayment: 'Make Payment',
  /** Shown on the cards of a booking once the server says the payment just made went through. */
  paidAmount: (amount: string) => `Paid ${amount}`,
  paying: 'Opening payment...',
  rate: 'Rate this service',
  approved: 'Service approved successfully.',
  declined: (name: string) => `Service ${name} not approved!`,
  approveFailed: 'Failed to update service status. Please try again.',
  approveError: 'An error occurred while updating the service status.',
  close: 'Close',
} as const;

/** customer §4: the note asking the customer to approve completed work. */
export const approvalQuestion = (serviceName: string) => ({
  title: 'Work completed',
  text: `Your service partner has completed ${serviceName}. Please approve the work if you are satisfied.`,
  confirm: 'Approve',
  dismiss: 'Decline',
  close: 'Close',
});

export const invoiceTexts = {
  title: 'Invoice',
  brand: 'ServeNear',
  booking: 'Booking',
  invoiceNumber: 'Invoice no.',
  customer: 'Customer',
  service: 'Service',
  slot: 'Slot',
  amount: 'Amount',
  payment: 'Payment',
  print: 'Print',
  close: 'Close invoice',
} as const;

/** customer §4 'Cancelled display'. */
export const cancelledTexts = {
  cancelledBy: (who: string) => `Cancelled by ${who}`,
  cancelledOn: 'Cancelled on',
  refund: 'Refund',
} as const;

/**
 * /pd-enquiry and /service-enquiry (customer §2, §4 'Enquiry statuses', §8 empty texts) and
 * /list-of-service-booking. The empty texts are the spec's, as spelt; the rest is ours.
 */
export const enquiryTexts = {
  pd: {
    description: 'Your Pass Fast Express pickup and delivery requests, and our answers.',
    empty: 'no enquiry available',
    route: (from: string, to: string) => `${from} → ${to}`,
    moveOn: 'Move on',
    from: 'From',
    to: 'To',
    distance: 'Distance',
    distanceKm: (km: number) => `${km.toLocaleString('en-IN', { maximumFractionDigits: 1 })} km`,
    distanceUnknown: 'Not known yet',
    photos: 'Photos and video',
    gallery: (from: string, to: string) => `Photos of the items to move from ${from} to ${to}`,
    photo: (position: number) => `Item photo ${position}`,
    video: 'Video of the items',
    sendOne: 'Pass Fast Express',
  },
  service: {
    description: 'Your enquiries about services, our answers and quotes to book.',
    empty: 'No enquiries available',
    askedOn: (date: string, time: string) => `Asked on ${date} at ${time}`,
    slotTitle: 'Slot asked for',
    /** Ours (issue 37): the spec's enquiry may name no day. */
    noSlot: 'No day chosen',
    book: (price: string) => `Book at ${price}`,
    booking: 'Booking...',
    booked: 'Booked from this quote',
    viewBooking: 'View booking',
    bookFailed: 'Failed to book the quote. Please try again.',
    bookError: 'An error occurred while booking the quote.',
  },
  status: { pending: 'Pending', enquired: 'Answered', rejected: 'Rejected' },
  sentOn: 'Sent on',
  mobile: 'Mobile',
  address: 'Address',
  description: 'Description',
  answerTitle: 'Our answer',
  reasonTitle: 'Why we declined',
  waiting: 'We will answer soon. You will get a notification.',
  quote: (price: string) => `Quote: ${price}`,
  answeredOn: (date: string) => `Answered on ${date}`,
} as const;

/** /list-of-service-booking: every service booked, across the open bookings. */
export const bookedServicesTexts = {
  title: 'Booked services',
  description: 'Every service you have booked that is still open.',
  empty: historyTexts.empty,
  booking: (reference: string) => `Booking ${reference}`,
  summary: 'View booking summary',
  pending: 'Pending',
} as const;
