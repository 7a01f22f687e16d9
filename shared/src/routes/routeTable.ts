/**
 * Every route of the spec as data (spec/routes.md: customer §2 and §6, partner §2 and §6),
 * so the shell's router, its guard and the remotes' ./App agree on one list.
 */
export type RouteAccess = 'public' | 'verified' | 'user' | 'employee' | 'otp' | 'ops';

export type RemoteName = 'remote-catalog' | 'remote-booking' | 'remote-account' | 'remote-partner';

/**
 * Any remote: one of the table's, or one that joined later and claims its routes through its
 * release (releasedRoutes.ts); the registry names it, the shell knows it only at run time.
 */
export type RemoteId = RemoteName | (string & {});

export type RouteOwner = 'shell' | RemoteId;

export const remoteNames: readonly RemoteName[] = ['remote-catalog', 'remote-booking', 'remote-account', 'remote-partner'];

/** Module Federation container name of a remote: 'remote-account' → 'remote_account'. */
export function containerName(remote: RemoteId): string {
  return remote.replace(/-/g, '_');
}

/**
 * The small pieces a remote renders where the shell mounts them (docs/architecture.md §3): the
 * catalogue's header popups and the hero's search with its filter dropdown.
 */
export type WidgetName = 'category-popup' | 'search-popup' | 'hero-search';

export interface WidgetProps {
  /** A popup widget calls it when it closes itself (close button, Escape, a chosen link). */
  onClose?: () => void;
}

/** Props of every remote's `./App` default export: a page for a route, or a widget. */
export type RemoteAppProps =
  | {
      /** The react-router pattern of the route being rendered, e.g. '/pages/:slug'. */
      route: string;
      widget?: undefined;
    }
  | ({ widget: WidgetName; route?: undefined } & WidgetProps);

export interface RouteEntry {
  /** react-router pattern. */
  path: string;
  owner: RouteOwner;
  access: RouteAccess;
  /** false: the page is not built yet and the shell shows its not-found page there. */
  built: boolean;
}

/** Whether a route's page exists yet; a route that is not built shows the not-found page. */
type Progress = 'built' | 'not built';

const catalog = (path: string, access: RouteAccess, progress: Progress): RouteEntry => ({ path, owner: 'remote-catalog', access, built: progress === 'built' });
const booking = (path: string, access: RouteAccess, progress: Progress): RouteEntry => ({ path, owner: 'remote-booking', access, built: progress === 'built' });
const account = (path: string, access: RouteAccess, progress: Progress): RouteEntry => ({ path, owner: 'remote-account', access, built: progress === 'built' });
const partner = (path: string, progress: Progress): RouteEntry => ({ path, owner: 'remote-partner', access: 'employee', built: progress === 'built' });

/** The one place that says which routes exist, who owns each, who may open it and whether its page is built. */
export const routeTable: readonly RouteEntry[] = [
  { path: '/', owner: 'shell', access: 'public', built: true },
  { path: '/unauthorized', owner: 'shell', access: 'public', built: true },
  { path: '/error', owner: 'shell', access: 'public', built: true },

  catalog('/user-home', 'verified', 'built'),
  catalog('/list-of-services', 'public', 'built'),
  catalog('/description', 'verified', 'built'),
  catalog('/enquiry-product-description', 'verified', 'built'),
  catalog('/service-popup', 'public', 'built'),
  catalog('/component', 'public', 'built'),

  booking('/service-book', 'user', 'built'),
  booking('/enquiry-service-booking', 'user', 'built'),
  booking('/service-booking', 'user', 'built'),
  booking('/list-of-service-booking', 'user', 'built'),
  booking('/picker-service-booking', 'user', 'built'),
  booking('/slot-booked', 'user', 'built'),
  booking('/slotnote-popup', 'public', 'built'),
  booking('/feedback', 'public', 'built'),
  booking('/instand-booking', 'verified', 'built'),
  booking('/scheduled-booking', 'verified', 'built'),
  booking('/complete-booking', 'verified', 'built'),
  booking('/cancel-booking', 'verified', 'built'),
  booking('/pd-enquiry', 'verified', 'built'),
  booking('/service-enquiry', 'verified', 'built'),

  account('/login', 'public', 'built'),
  account('/sign-in', 'public', 'built'),
  account('/otp-verification', 'otp', 'built'),
  account('/forgot', 'public', 'built'),
  account('/reset-password', 'public', 'built'),
  account('/create-new-password', 'public', 'built'),
  account('/user-edit', 'verified', 'built'),
  account('/notification', 'verified', 'built'),
  account('/change-password', 'verified', 'built'),
  account('/privacy-policy', 'public', 'built'),
  account('/user-report', 'verified', 'built'),
  account('/report', 'public', 'built'),
  account('/pages/:slug', 'public', 'built'),
  account('/business-partners', 'public', 'built'),

  { path: '/employee-login', owner: 'remote-partner', access: 'public', built: true },
  { path: '/employee-register', owner: 'remote-partner', access: 'public', built: true },
  // Ours (issue 36): the partner's forgot-password, the customer's /forgot and /reset-password on one page.
  { path: '/employee-forgot', owner: 'remote-partner', access: 'public', built: true },
  partner('/employee-index', 'built'),
  partner('/employee-home', 'built'),
  partner('/service-upload', 'built'),
  partner('/add-service', 'built'),
  partner('/ServiceEdit', 'built'),
  partner('/ServiceEdit/other', 'built'),
  partner('/service-edit', 'built'),
  partner('/employee-service-edit', 'built'),
  partner('/employee-booking-list', 'built'),
  partner('/employee-booking-completed', 'built'),
  partner('/employee-booking-cancel', 'built'),
  partner('/employee-booking-pdenquiery', 'built'),
  partner('/employee-edit-profile', 'built'),
  partner('/employee-edit-bank', 'built'),
  partner('/employee-notification', 'built'),
  partner('/employee-earnings', 'built'),
  partner('/employee-change-password', 'built'),
  partner('/employee-privacy-policy', 'built'),
  partner('/employee-report-query', 'built'),
  // Ours (issue 14): where the partner works; near-me lists and allocation read these places.
  partner('/employee-work-area', 'built'),
  partner('/pd-delivery-popup', 'built'),
  partner('/booking-otp', 'built'),
  partner('/notification-popup', 'built'),
];


/** The entry whose pattern is exactly `path` (a pattern, not a URL). */
export function findRoute(path: string): RouteEntry | undefined {
  return routeTable.find((entry) => entry.path === path);
}
