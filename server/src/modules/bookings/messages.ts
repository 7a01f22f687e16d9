import { defineTexts } from '@servenear/shared/i18n';

/** What the server tells a customer (and a partner) about their bookings (customer §4–§6, issues 14, 37). */
export const bookingTexts = defineTexts(
  {
    booking: {
      booked: 'Service booked successfully',
      notInCart: 'This service is no longer in your cart.',
      serviceNotFound: 'Service not found',
      repeated: 'Each service can be booked once per booking.',
      unverified: 'Please verify your mobile number before booking.',
    },
    feedback: {
      thanks: 'Thank you for your feedback!',
      notApproved: 'You can rate a service once its work is approved.',
      alreadyRated: 'You have already rated this service.',
    },
    idempotency: {
      inProgress: 'This booking is still being made. Please try again.',
      otherRequest: 'This Idempotency-Key was used for another request.',
    },
    lifecycle: {
      notFound: 'Booking not found.',
      alreadyApproved: 'This service is already approved.',
      alreadyDisputed: 'This service is already disputed: our team is looking into it.',
      /**
       * A line not in a state the change starts from: `{status}` is one of `status` below, each
       * sentence names the change refused.
       */
      cannot: {
        allocated: 'This booking is {status} and cannot be allocated.',
        're-assigned': 'This booking is {status} and cannot be re-assigned.',
        started: 'This booking is {status} and cannot be started.',
        completed: 'This booking is {status} and cannot be completed.',
        approved: 'This booking is {status} and cannot be approved.',
        cancelled: 'This booking is {status} and cannot be cancelled.',
        released: 'This booking is {status} and cannot be released.',
        rescheduled: 'This booking is {status} and cannot be rescheduled.',
        declined: 'This booking is {status} and cannot be declined.',
        redone: 'This booking is {status} and cannot be redone.',
        refunded: 'This booking is {status} and cannot be refunded.',
        settled: 'This booking is {status} and cannot be settled.',
      },
      status: {
        pending: 'pending',
        assigned: 'assigned',
        confirmed: 'confirmed',
        completed: 'completed',
        'completed-issue': 'completed-issue',
        cancelled: 'cancelled',
      },
    },
    lineActions: {
      cancelled: 'Booking canceled successfully!',
      approved: 'Service approved successfully.',
    },
    workPlace: {
      unknownAddress: 'We could not find this address on the map. Please add your locality or PIN code, for example "T. Nagar, Chennai 600017".',
    },
  },
  { hi: () => import('./messages.hi.json'), ta: () => import('./messages.ta.json') },
);
