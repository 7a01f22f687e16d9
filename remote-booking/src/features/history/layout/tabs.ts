import { findRoute } from '@servenear/shared/routes';
import { tabLabels } from '../texts';

export interface BookingTab {
  path: string;
  /** Its label in tabLabels (read when the menu draws, in the page's language). */
  name: keyof typeof tabLabels;
}

/** customer §2 'Booking tabs menu', in the spec's order. */
export const bookingTabs: readonly BookingTab[] = [
  { path: '/instand-booking', name: 'instant' },
  { path: '/scheduled-booking', name: 'scheduled' },
  { path: '/complete-booking', name: 'completed' },
  { path: '/cancel-booking', name: 'cancelled' },
  { path: '/pd-enquiry', name: 'pd' },
  { path: '/service-enquiry', name: 'service' },
];

/** A tab's label: 'Instant Booking', 'Pass Fast Express'… */
export function tabLabel(tab: BookingTab): string {
  return tabLabels[tab.name];
}

/** A tab links to a page only once that page is built, so no tab leads to a not-found page. */
export function isBuiltRoute(path: string): boolean {
  return findRoute(path)?.built === true;
}
