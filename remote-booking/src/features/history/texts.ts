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
  yourPartnerTitle: 'Your partner',
  donePartnerTitle: 'Done by',
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
  // Decision 0054: after a dispute took an amount off, the lowered amount to pay is said on the card.
  toPay: 'To pay for this booking',
  nothingToPay: 'Nothing to pay',
  /** Shown on the cards of a booking once the server says the payment just made went through. */
  paidAmount: (amount: string) => `Paid ${amount}`,
  paying: 'Opening payment...',
  rate: 'Rate this service',
  approved: 'Service approved successfully.',
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
  amount: 'Amount',
  payment: 'Payment',
  print: 'Print',
  close: 'Close invoice',
  /** Issue 38: the GST tax invoice, for work whose GST the platform pays (section 9(5)). */
  taxInvoice: (number: string) => `Tax invoice ${number} (PDF)`,
  /** For work the partner supplies himself, with no GST: a receipt, not a tax invoice. */
  receipt: (number: string) => `Receipt ${number} (PDF)`,
} as const;

/** customer §4 'Cancelled display'. */
export const cancelledTexts = {
  cancelledBy: (who: string) => `Cancelled by ${who}`,
  cancelledOn: 'Cancelled on',
  refund: 'Refund',
  /** Issue 38: where the refund stands: "Refund of ₹X initiated", then "Refund ₹X · Refunded on …". */
  refundOf: 'Refund of',
  initiated: 'initiated',
  refundedOn: (day: string) => `Refunded on ${day}`,
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
    /** Issue 37: the customer's own photos and video not ready yet, or that could not be processed. */
    processing: 'Processing…',
    photoFailed: 'This photo could not be processed.',
    videoProcessing: 'Your video is processing…',
    videoFailed: 'This video could not be processed.',
    sendOne: 'Pass Fast Express',
    /** Ours (issue 37): the move after the quote. */
    progressTitle: 'Your move',
    stages: {
      quoted: 'Quote ready',
      accepted: 'Quote accepted',
      paid: 'Paid',
      picked_up: 'Picked up',
      delivered: 'Delivered',
    },
    stageBadge: { accepted: 'Awaiting payment', paid: 'Paid', picked_up: 'Picked up', delivered: 'Delivered' },
    acceptAndPay: (price: string) => `Accept and pay ${price}`,
    pay: (price: string) => `Pay ${price}`,
    paying: 'Opening payment...',
    acceptFailed: 'Failed to accept the quote. Please try again.',
    pickupPhoto: 'Photo at pick-up',
    deliveryPhoto: 'Photo at delivery',
    stepAt: (label: string, when: string) => `${label} on ${when}`,
    moverTitle: 'Your mover',
    moverPhoto: (name: string) => `Photo of ${name}`,
    verified: 'Verified',
    jobsDone: (count: number) => (count === 1 ? '1 job done' : `${count.toLocaleString('en-IN')} jobs done`),
    rating: (stars: string) => `Rated ${stars} out of 5`,
    call: (name: string) => `Call ${name}`,
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

/** Issue 37 'Reschedule' (ours): moving a booked line to another slot. */
export const rescheduleTexts = {
  button: 'Reschedule',
  title: (service: string) => `Reschedule ${service}`,
  /** Before a partner is assigned the line moves at once. */
  introNow: 'Choose a new date and time. Your booking moves at once.',
  /** After, the partner is asked. */
  introAsk: 'Your partner will be asked to accept the new date and time. Until they answer, your booking keeps its slot.',
  current: (slot: string) => `Booked for ${slot}`,
  date: 'New date',
  time: 'New time',
  submit: 'Reschedule',
  submitAsk: 'Send request',
  submitting: 'Sending...',
  close: 'Close',
  network: 'Could not reach ServeNear. Please check your connection and try again.',
  fallback: 'The booking could not be rescheduled. Please try again.',
  requested: (slot: string) => `Reschedule to ${slot} requested: waiting for your partner.`,
  accepted: 'Your partner accepted the new slot.',
  declined: (slot: string) => `Your partner could not take ${slot}, so the booking keeps its slot.`,
} as const;

/** Issue 37 'Honest times': the invoice's real start and completion, instead of the booked duration. */
export const workTimeTexts = {
  booked: 'Booked slot',
  started: 'Work started',
  completed: 'Work completed',
  timeOnJob: 'Time on the job',
  notRecorded: 'Not recorded',
} as const;

/** Issue 37 (ours): declining completed work with a reason, and the dispute it opens. */
export const disputeTexts = {
  declineTitle: (service: string) => `Why are you declining ${service}?`,
  declineHint: 'Our team will look into it with your partner and get back to you: the work redone, or a refund.',
  reasonLabel: 'Reason',
  declineSubmit: 'Decline work',
  declining: 'Sending...',
  declined: 'Thank you: we have opened a dispute and will get back to you.',
  declineFailed: 'Failed to decline the work. Please try again.',
  open: 'Disputed: our team is looking into it',
  yourReason: 'Your reason',
  outcomeTitle: 'Outcome',
  note: 'Note from ServeNear',
  approveOrDecline: 'Approve or decline',
} as const;
