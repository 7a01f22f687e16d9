import { findRoute } from '@servenear/shared/routes';

export interface BookingTab {
  path: string;
  label: string;
}

/** customer §2 'Booking tabs menu', in the spec's order. */
export const bookingTabs: readonly BookingTab[] = [
  { path: '/instand-booking', label: 'Instant Booking' },
  { path: '/scheduled-booking', label: 'Schedule Booking' },
  { path: '/complete-booking', label: 'Completed' },
  { path: '/cancel-booking', label: 'Canceled' },
  { path: '/pd-enquiry', label: 'Pass Fast Express' },
  { path: '/service-enquiry', label: 'Service Enquiry' },
];

/** A tab links to a page only once that page is built, so no tab leads to a not-found page. */
export function isBuiltRoute(path: string): boolean {
  return findRoute(path)?.built === true;
}
