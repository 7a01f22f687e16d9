import type { PartnerPdJob } from '@servenear/shared/partner';

/** Ours (issue 15): the texts of the pickup-and-delivery jobs' tab and details page. */
export const pdTexts = {
  listTitle: 'Pick & Drop',
  detailsTitle: 'Pick & Drop job',
  serviceName: 'Pass Fast Express',
  from: 'From',
  to: 'To',
  date: 'Date',
  distance: 'Distance',
  distanceUnknown: 'Not known',
  customer: 'Customer',
  mobile: 'Mobile',
  status: 'Status',
  quote: 'Quote',
  answer: 'Our answer to the customer',
  description: 'About the goods',
  noDescription: 'No description given.',
  media: 'Photos and video',
  noMedia: 'No photos or video.',
  openInMap: 'Open in map',
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
  photoLabel: (step: string) => `Photo of the goods ${step}`,
  atPickup: 'at pick-up',
  atDelivery: 'at delivery',
  photoHint: 'Take a photo with your phone’s camera, or choose one.',
  photoMissing: 'Please add a photo of the goods.',
  stepFailed: 'Could not save this step. Please try again.',
  pickedUpOn: (when: string) => `Picked up on ${when}`,
  deliveredOn: (when: string) => `Delivered on ${when}`,
  allDone: 'Delivered. The quote is in your earnings.',
  pickUpSaved: 'Marked as picked up. The customer has been told.',
  /** Issue 37: his step photo while its job runs, or when it could not be processed (the step itself is saved). */
  photoProcessing: 'Processing…',
  photoFailed: 'This photo could not be processed. The step is saved.',
} as const;

/** Ours (issue 37): past the quote, the move's own stage in the pill. */
export const pdStageLabels: Partial<Record<PartnerPdJob['stage'], string>> = {
  accepted: 'Awaiting payment',
  paid: 'Paid: pick up',
  picked_up: 'Picked up',
  delivered: 'Delivered',
};

/** The spec's enquiry statuses (customer §4), in the words the customer reads them on /pd-enquiry. */
export const pdStatusLabels: Record<PartnerPdJob['status'], string> = {
  pending: 'Pending',
  enquired: 'Answered',
  rejected: 'Rejected',
};

/** '12.4 km'; the distance is unknown when either address could not be placed on the map. */
export function distanceText(distanceKm: number | null): string {
  if (distanceKm === null) return pdTexts.distanceUnknown;
  return `${distanceKm < 10 ? distanceKm.toFixed(1) : Math.round(distanceKm)} km`;
}

/** Google Maps' search URL for an address (its documented `api=1` form, which opens the app on a phone). */
export function mapLink(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}
