import type { ComponentType } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from '@servenear/shared/router';
import { releasedEntry, routeTable, type ReleasedRoute, type RouteEntry } from '@servenear/shared/routes';
import { AppErrorScreen } from '../pages/AppErrorScreen';
import { ErrorBoundary } from './ErrorBoundary';
import { ErrorPage } from '../pages/ErrorPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { UnauthorizedPage } from '../pages/UnauthorizedPage';
import { Guard } from '../routing/Guard';
import { HomeRoute } from '../routing/HomeRoute';
import { RouteContent } from '../routing/RouteContent';
import { RootLayout } from './RootLayout';
import { useServerState } from '../ssr/serverState';

const shellPages: Record<string, ComponentType> = {
  '/': HomeRoute,
  '/unauthorized': UnauthorizedPage,
  '/error': ErrorPage,
};

function elementFor(entry: RouteEntry, signIn?: string) {
  if (entry.owner === 'shell') {
    const Page = entry.built ? shellPages[entry.path] : undefined;
    return Page ? <Page /> : <NotFoundPage />;
  }
  return (
    <Guard access={entry.access} signIn={signIn}>
      <RouteContent entry={entry} />
    </Guard>
  );
}

/** Route data the layout reads (routeHandleAt). */
export interface RouteHandle {
  /** The partner portal's pages draw their own header, sidebar and mobile menu (partner §2
   * 'Employee layout'), so the shell leaves the whole page to the remote there. */
  ownChrome: boolean;
}

/** Whether a route's page draws its own header and menus (the partner portal's, partner §2). */
export function ownsChrome(entry: RouteEntry): boolean {
  return entry.access === 'employee' && entry.built;
}

function handleFor(entry: RouteEntry): RouteHandle {
  return { ownChrome: ownsChrome(entry) };
}

/** The claims of the live releases (decision 0058) that do not take a path of the table: the compiled table wins. */
function claimedRoutes(released: readonly ReleasedRoute[]): ReleasedRoute[] {
  const tablePaths = new Set(routeTable.map((entry) => entry.path.toLowerCase()));
  return released.filter((route) => !tablePaths.has(route.path.toLowerCase()));
}

/** The whole site: one layout (header, footer, toasts) around every route of the table and of the live releases. */
export function createAppRoutes(released: readonly ReleasedRoute[] = []): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      children: [
        ...routeTable.map((entry) => ({ path: entry.path, element: elementFor(entry), handle: handleFor(entry) })),
        ...claimedRoutes(released).map((route) => ({
          path: route.path,
          element: elementFor(releasedEntry(route), route.signIn),
          handle: { ownChrome: route.ownChrome === true } satisfies RouteHandle,
        })),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

/** The paths with their handles: what the layout matches the location against. */
function handledRoutes(released: readonly ReleasedRoute[]): RouteObject[] {
  return [
    ...routeTable.map((entry) => ({ path: entry.path, handle: handleFor(entry) })),
    ...claimedRoutes(released).map((route) => ({ path: route.path, handle: { ownChrome: route.ownChrome === true } satisfies RouteHandle })),
  ];
}

const tableHandles = handledRoutes([]);

/** The handle of the route a path shows, matched as the router matches it (params, case, trailing slash). */
export function routeHandleAt(pathname: string, released: readonly ReleasedRoute[] = []): RouteHandle | undefined {
  const routes = released.length === 0 ? tableHandles : handledRoutes(released);
  return matchRoutes(routes, pathname)?.at(-1)?.route.handle as RouteHandle | undefined;
}

/** Made on first use (this module and RootLayout's import each other), for the claims the page came with. */
let appRoutes: { released: readonly ReleasedRoute[]; routes: RouteObject[] } | undefined;

function appRoutesFor(released: readonly ReleasedRoute[]): RouteObject[] {
  if (appRoutes?.released !== released) appRoutes = { released, routes: createAppRoutes(released) };
  return appRoutes.routes;
}

/**
 * The site's routes, inside whichever router the page has (BrowserRouter in the browser,
 * StaticRouter on the server, MemoryRouter in tests). A page that throws while rendering shows
 * the error screen in place of the whole layout; moving to another path starts afresh.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const { releasedRoutes } = useServerState();
  return (
    <ErrorBoundary resetKey={pathname} fallback={(error) => <AppErrorScreen error={error} />}>
      {useRoutes(appRoutesFor(releasedRoutes))}
    </ErrorBoundary>
  );
}
