import { defineTexts } from '@servenear/shared/i18n';

/**
 * The booking history texts (customer §2 'Booking tabs menu', §4 and §8, spelt as the spec
 * spells them; the rest is ours), one catalogue: each group below is exported under its old name.
 */
const texts = defineTexts(
  {
    history: {
      title: 'Booking History',
      tabsLabel: 'Booking history tabs',
      /** The spec's one empty text: the completed and cancelled tabs and /list-of-service-booking say it. */
      empty: 'No bookings available',
      browse: 'Browse services',
      signInAgain: 'Please log in to access this page.',
      services: '{count, plural, one {# service} other {# services}}',
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
      startCode: 'Your start code: {code}',
      startCodeHint: 'Share this code with your service partner when the work begins.',
      partnerAssigned: 'Partner assigned',
      yourPartner: 'Your partner: {name}',
      yourPartnerTitle: 'Your partner',
      donePartnerTitle: 'Done by',
      callPartner: 'Call {name}',
    },
    /** customer §2 'Booking tabs menu', in the spec's order ('Pass Fast Express' is a name). */
    tabLabels: {
      instant: 'Instant Booking',
      scheduled: 'Schedule Booking',
      completed: 'Completed',
      cancelled: 'Canceled',
      pd: 'Pass Fast Express',
      service: 'Service Enquiry',
    },
    /**
     * What each tab holds, said in one line under the tab bar, and its own empty state. The spec
     * has one empty text, 'No bookings available' (history.empty); the instant and scheduled tabs
     * split the same open work by day, so each says which part of it is empty.
     */
    tabs: {
      instant: {
        description: 'Work due today and work in progress.',
        empty: 'Nothing due today.',
        laterWork: 'Your work booked for a later day is under Schedule Booking.',
        seeLaterWork: 'See Schedule Booking',
      },
      scheduled: { description: 'Work booked for a later day.', empty: 'No work booked for a later day.' },
      completed: { description: 'Finished work to approve, rate and pay.' },
      cancelled: { description: 'Cancelled services and their refunds.' },
    },
    /** customer §8 'Cancel'. */
    cancel: {
      button: 'Cancel Booking',
      question: { title: 'Are you sure?', text: "You won't be able to revert this!", confirm: 'Yes, cancel it!', dismiss: 'No, keep it', close: 'Close' },
      done: 'Booking canceled successfully!',
      failed: 'Failed to cancel booking. Please try again.',
      error: 'An error occurred while canceling the booking.',
    },
    /** customer §4 'Completed', §8 'Approval failures'; the invoice and reviews texts are ours. */
    completed: {
      reviews: '{count, plural, one {# review} other {# reviews}}',
      reviewsTitle: 'Reviews of {name}',
      reviewsLoading: 'Loading...',
      reviewsFailed: 'Failed to load product data',
      noReviews: 'No reviews yet',
      invoice: 'Invoice',
      makePayment: 'Make Payment',
      // Decision 0054: after a dispute took an amount off, the lowered amount to pay is said on the card.
      toPay: 'To pay for this booking',
      nothingToPay: 'Nothing to pay',
      /** Shown on the cards of a booking once the server says the payment just made went through. */
      paidAmount: 'Paid {amount}',
      paying: 'Opening payment...',
      rate: 'Rate this service',
      approved: 'Service approved successfully.',
      approveFailed: 'Failed to update service status. Please try again.',
      approveError: 'An error occurred while updating the service status.',
      close: 'Close',
    },
    /** customer §4: the note asking the customer to approve completed work (`text` filled with the service's name). */
    approval: {
      title: 'Work completed',
      text: 'Your service partner has completed {serviceName}. Please approve the work if you are satisfied.',
      confirm: 'Approve',
      dismiss: 'Decline',
      close: 'Close',
    },
    invoice: {
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
      taxInvoice: 'Tax invoice {number} (PDF)',
      /** For work the partner supplies himself, with no GST: a receipt, not a tax invoice. */
      receipt: 'Receipt {number} (PDF)',
    },
    /** customer §4 'Cancelled display'. */
    cancelled: {
      cancelledBy: 'Cancelled by {who}',
      cancelledOn: 'Cancelled on',
      refund: 'Refund',
      /** Issue 38: where the refund stands: "Refund of ₹X initiated", then "Refund ₹X · Refunded on …". */
      refundOf: 'Refund of',
      initiated: 'initiated',
      refundedOn: 'Refunded on {day}',
    },
    /**
     * /pd-enquiry and /service-enquiry (customer §2, §4 'Enquiry statuses', §8 empty texts). The
     * empty texts are the spec's, as spelt; the rest is ours.
     */
    enquiry: {
      pd: {
        description: 'Your Pass Fast Express pickup and delivery requests, and our answers.',
        empty: 'no enquiry available',
        route: '{from} → {to}',
        moveOn: 'Move on',
        from: 'From',
        to: 'To',
        distance: 'Distance',
        distanceKm: '{km} km',
        distanceUnknown: 'Not known yet',
        photos: 'Photos and video',
        gallery: 'Photos of the items to move from {from} to {to}',
        photo: 'Item photo {position}',
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
        acceptAndPay: 'Accept and pay {price}',
        pay: 'Pay {price}',
        paying: 'Opening payment...',
        acceptFailed: 'Failed to accept the quote. Please try again.',
        pickupPhoto: 'Photo at pick-up',
        deliveryPhoto: 'Photo at delivery',
        stepAt: '{label} on {when}',
        moverTitle: 'Your mover',
        moverPhoto: 'Photo of {name}',
        verified: 'Verified',
        jobsDone: '{count, plural, one {# job done} other {# jobs done}}',
        rating: 'Rated {stars} out of 5',
        call: 'Call {name}',
      },
      service: {
        description: 'Your enquiries about services, our answers and quotes to book.',
        empty: 'No enquiries available',
        askedOn: 'Asked on {date} at {time}',
        slotTitle: 'Slot asked for',
        /** Ours (issue 37): the spec's enquiry may name no day. */
        noSlot: 'No day chosen',
        book: 'Book at {price}',
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
      quote: 'Quote: {price}',
      answeredOn: 'Answered on {date}',
    },
    /** /list-of-service-booking: every service booked, across the open bookings (its empty text is history.empty). */
    bookedServices: {
      title: 'Booked services',
      description: 'Every service you have booked that is still open.',
      booking: 'Booking {reference}',
      summary: 'View booking summary',
      pending: 'Pending',
    },
    /** Issue 37 'Reschedule' (ours): moving a booked line to another slot. */
    reschedule: {
      button: 'Reschedule',
      title: 'Reschedule {service}',
      /** Before a partner is assigned the line moves at once. */
      introNow: 'Choose a new date and time. Your booking moves at once.',
      /** After, the partner is asked. */
      introAsk: 'Your partner will be asked to accept the new date and time. Until they answer, your booking keeps its slot.',
      current: 'Booked for {slot}',
      date: 'New date',
      time: 'New time',
      submit: 'Reschedule',
      submitAsk: 'Send request',
      submitting: 'Sending...',
      close: 'Close',
      network: 'Could not reach ServeNear. Please check your connection and try again.',
      fallback: 'The booking could not be rescheduled. Please try again.',
      requested: 'Reschedule to {slot} requested: waiting for your partner.',
      accepted: 'Your partner accepted the new slot.',
      declined: 'Your partner could not take {slot}, so the booking keeps its slot.',
    },
    /** Issue 37 'Honest times': the invoice's real start and completion, instead of the booked duration. */
    workTime: {
      booked: 'Booked slot',
      started: 'Work started',
      completed: 'Work completed',
      timeOnJob: 'Time on the job',
      notRecorded: 'Not recorded',
      /** How long the work took, in whole minutes: '0 min', '45 min', '3 h', '2 h 5 min'. */
      minutes: '{minutes} min',
      hours: '{hours} h',
      hoursMinutes: '{hours} h {minutes} min',
    },
    /** Issue 37 (ours): declining completed work with a reason, and the dispute it opens. */
    dispute: {
      declineTitle: 'Why are you declining {service}?',
      declineHint: 'Our team will look into it with your partner and get back to you: the work redone, or a refund.',
      reasonLabel: 'Reason',
      declineSubmit: 'Decline work',
      declining: 'Sending...',
      declined: 'Thank you: we have opened a dispute and will get back to you.',
      declineFailed: 'Failed to decline the work. Please try again.',
      close: 'Close',
      open: 'Disputed: our team is looking into it',
      yourReason: 'Your reason',
      outcomeTitle: 'Outcome',
      note: 'Note from ServeNear',
      approveOrDecline: 'Approve or decline',
    },
  },
  { hi: () => import('./texts.hi.json'), ta: () => import('./texts.ta.json') },
);

export const historyTexts = texts.history;
export const tabLabels = texts.tabLabels;
export const tabTexts = texts.tabs;
export const cancelTexts = texts.cancel;
export const completedTexts = texts.completed;
export const approvalTexts = texts.approval;
export const invoiceTexts = texts.invoice;
export const cancelledTexts = texts.cancelled;
export const enquiryTexts = texts.enquiry;
export const bookedServicesTexts = texts.bookedServices;
export const rescheduleTexts = texts.reschedule;
export const workTimeTexts = texts.workTime;
export const disputeTexts = texts.dispute;
