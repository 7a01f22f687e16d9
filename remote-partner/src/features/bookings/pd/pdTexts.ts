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
} as const;

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
