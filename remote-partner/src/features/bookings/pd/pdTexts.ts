import type { PartnerPdJob } from '@servenear/shared/partner';
import { defineTexts, fill, formatNumber } from '@servenear/shared/i18n';

/** The pickup-and-delivery texts, all groups (each is exported below under its own name). */
export const pdFeatureTexts = defineTexts(
  {
    /** Ours (issue 15): the texts of the pickup-and-delivery jobs' tab and details page. */
    job: {
      listTitle: 'Pick & Drop',
      detailsTitle: 'Pick & Drop job',
      /** The service's name: written in Latin letters in every language. */
      serviceName: 'Pass Fast Express',
      /** Names a job's card: its service, the customer and the day. */
      cardLabel: '{service} for {customer} on {date}',
      from: 'From',
      to: 'To',
      date: 'Date',
      distance: 'Distance',
      distanceUnknown: 'Not known',
      /** A distance in kilometres ('12.4 km'). */
      km: '{km} km',
      customer: 'Customer',
      mobile: 'Mobile',
      status: 'Status',
      quote: 'Quote',
      answer: 'Our answer to the customer',
      description: 'About the goods',
      noDescription: 'No description given.',
      media: 'Photos and video',
      noMedia: 'No photos or video.',
      galleryLabel: 'Photos of the goods for {customer}',
      photoAlt: 'Photo {number} of the goods',
      videoLabel: 'Video of the goods',
      openInMap: 'Open in map',
      /** A map link's accessible name: `action` is openInMap, `stop` From or To. */
      mapLinkLabel: '{action}: {stop} {address} (opens in a new tab)',
      viewDetails: 'View Details',
      loadingJob: 'Loading job...',
      failedJob: 'Failed to load this job. Please try again.',
      notFound: 'This job was not found. It may have been given to another partner.',
      backToList: 'Back to Pick & Drop',
      /** Ours (issue 37): the mover's two steps. */
      stepsTitle: 'Pick-up and delivery',
      waitForPayment: 'You can pick the goods up once the customer has paid the quote. You will get a notification.',
      pickUp: 'Mark picked up',
      deliver: 'Mark delivered',
      saving: 'Saving...',
      /** `step` is atPickup or atDelivery. */
      photoLabel: 'Photo of the goods {step}',
      atPickup: 'at pick-up',
      atDelivery: 'at delivery',
      photoHint: 'Take a photo with your phone’s camera, or choose one.',
      photoMissing: 'Please add a photo of the goods.',
      stepFailed: 'Could not save this step. Please try again.',
      pickedUpOn: 'Picked up on {when}',
      deliveredOn: 'Delivered on {when}',
      allDone: 'Delivered. The quote is in your earnings.',
      pickUpSaved: 'Marked as picked up. The customer has been told.',
      /** Issue 37: his step photo while its job runs, or when it could not be processed (the step itself is saved). */
      photoProcessing: 'Processing…',
      photoFailed: 'This photo could not be processed. The step is saved.',
    },
    /** Ours (issue 37): past the quote, the move's own stage in the pill. */
    stages: {
      accepted: 'Awaiting payment',
      paid: 'Paid: pick up',
      picked_up: 'Picked up',
      delivered: 'Delivered',
    },
    /** The spec's enquiry statuses (customer §4), in the words the customer reads them on /pd-enquiry. */
    statuses: {
      pending: 'Pending',
      enquired: 'Answered',
      rejected: 'Rejected',
    },
  },
  { hi: () => import('./pdTexts.hi.json'), ta: () => import('./pdTexts.ta.json') },
);

export const pdTexts = pdFeatureTexts.job;

/** Ours (issue 37): past the quote, the move's own stage in the pill. */
export const pdStageLabels: Partial<Record<PartnerPdJob['stage'], string>> = pdFeatureTexts.stages;

/** The spec's enquiry statuses (customer §4), in the words the customer reads them on /pd-enquiry. */
export const pdStatusLabels: Record<PartnerPdJob['status'], string> = pdFeatureTexts.statuses;

/** '12.4 km'; the distance is unknown when either address could not be placed on the map. */
export function distanceText(distanceKm: number | null): string {
  if (distanceKm === null) return pdTexts.distanceUnknown;
  const km = distanceKm < 10 ? formatNumber(distanceKm, { minimumFractionDigits: 1, maximumFractionDigits: 1 }) : formatNumber(Math.round(distanceKm));
  return fill(pdTexts.km, { km });
}

/** Google Maps' search URL for an address (its documented `api=1` form, which opens the app on a phone). */
export function mapLink(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}
