/**
 * Every route of the spec as data (spec/routes.md: customer §2 and §6, partner §2 and §6),
 * so the shell's router, its guard and the remotes' ./App agree on one list.
 */
export type RouteAccess = 'public' | 'verified' | 'user' | 'employee' | 'otp';

export type RemoteName = 'remote-catalog' | 'remote-booking' | 'remote-account' | 'remote-partner';

export type RouteOwner = 'shell' | RemoteName;

export const remoteNames: readonly RemoteName[] = ['remote-catalog', 'remote-booking', 'remote-account', 'remote-partner'];

/** Module Federation container name of a remote: 'remote-account' → 'remote_account'. */
export function containerName(remote: RemoteName): string {
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

/** The one place that says which pages exist; every other route shows the not-found page. */
const builtPaths: ReadonlySet<string> = new Set([
  '/',
  '/unauthorized',
  '/error',
  '/pages/:slug',
  '/report',
  '/business-partners',
  '/login',
  '/sign-in',
  '/otp-verification',
  '/forgot',
  '/reset-password',
  '/create-new-password',
  '/user-edit',
  '/notification',
  '/change-password',
  '/privacy-policy',
  '/user-report',
  '/employee-login',
  '/employee-register',
  '/employee-edit-profile',
  '/employee-edit-bank',
  '/employee-change-password',
  '/user-home',
  '/list-of-services',
  '/service-popup',
  '/instand-booking',
  '/scheduled-booking',
  '/complete-booking',
  '/cancel-booking',
  '/feedback',
  '/service-booking',
  '/picker-service-booking',
  '/service-book',
  '/slot-booked',
  '/slotnote-popup',
]);

type RouteRow = Omit<RouteEntry, 'built'>;

const catalog = (path: string, access: RouteAccess): RouteRow => ({ path, owner: 'remote-catalog', access });
const booking = (path: string, access: RouteAccess): RouteRow => ({ path, owner: 'remote-booking', access });
const account = (path: string, access: RouteAccess): RouteRow => ({ path, owner: 'remote-account', access });
const partner = (path: string): RouteRow => ({ path, owner: 'remote-partner', access: 'employee' });

const rows: RouteRow[] = [
  { path: '/', owner: 'shell', access: 'public' },
  { path: '/unauthorized', owner: 'shell', access: 'public' },
  { path: '/error', owner: 'shell', access: 'public' },

  catalog('/user-home', 'verified'),
  catalog('/list-of-services', 'public'),
  catalog('/description', 'verified'),
  catalog('/enquiry-product-description', 'verified'),
  catalog('/service-popup', 'public'),
  catalog('/component', 'public'),

  booking('/service-book', 'user'),
  booking('/enquiry-service-booking', 'user'),
  booking('/service-booking', 'user'),
  booking('/list-of-service-booking', 'user'),
  booking('/picker-service-booking', 'user'),
  booking('/slot-booked', 'user'),
  booking('/slotnote-popup', 'public'),
  booking('/feedback', 'public'),
  booking('/instand-booking', 'verified'),
  booking('/scheduled-booking', 'verified'),
  booking('/complete-booking', 'verified'),
  booking('/cancel-booking', 'verified'),
  booking('/pd-enquiry', 'verified'),
  booking('/service-enquiry', 'verified'),

  account('/login', 'public'),
  account('/sign-in', 'public'),
  account('/otp-verification', 'otp'),
  account('/forgot', 'public'),
  account('/reset-password', 'public'),
  account('/create-new-password', 'public'),
  account('/user-edit', 'verified'),
  account('/notification', 'verified'),
  account('/change-password', 'verified'),
  account('/privacy-policy', 'public'),
  account('/user-report', 'verified'),
  account('/report', 'public'),
  account('/pages/:slug', 'public'),
  account('/business-partners', 'public'),

  { path: '/employee-login', owner: 'remote-partner', access: 'public' },
  { path: '/employee-register', owner: 'remote-partner', access: 'public' },
  partner('/employee-index'),
  partner('/employee-home'),
  partner('/service-upload'),
  partner('/add-service'),
  partner('/ServiceEdit'),
  partner('/ServiceEdit/other'),
  partner('/service-edit'),
  partner('/employee-service-edit'),
  partner('/employee-booking-list'),
  partner('/employee-booking-completed'),
  partner('/employee-booking-cancel'),
  partner('/employee-booking-pdenquiery'),
  partner('/employee-edit-profile'),
  partner('/employee-edit-bank'),
  partner('/employee-notification'),
  partner('/employee-earnings'),
  partner('/employee-change-password'),
  partner('/employee-privacy-policy'),
  partner('/employee-report-query'),
  partner('/pd-delivery-popup'),
  partner('/booking-otp'),
  partner('/notification-popup'),
];

export const routeTable: readonly RouteEntry[] = rows.map((row) => ({ ...row, built: builtPaths.has(row.path) }));

/** The entry whose pattern is exactly `path` (a pattern, not a URL). */
export function findRoute(path: string): RouteEntry | undefined {
  return routeTable.find((entry) => entry.path === path);
}

/** The patterns a remote must render in its ./App (built or not). */
export function routesOf(owner: RouteOwner): RouteEntry[] {
  return routeTable.filter((entry) => entry.owner === owner);
}
