import type { ComponentType } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from '@servenear/shared/router';
import { routeTable, type RouteEntry } from '@servenear/shared/routes';
import { AppErrorScreen } from '../pages/AppErrorScreen';
import { ErrorBoundary } from './ErrorBoundary';
import { ErrorPage } from '../pages/ErrorPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { UnauthorizedPage } from '../pages/UnauthorizedPage';
import { Guard } from '../routing/Guard';
import { HomeRoute } from '../routing/HomeRoute';
import { RouteContent } from '../routing/RouteContent';
import { RootLayout } from './RootLayout';

const shellPages: Record<string, ComponentType> = {
  '/': HomeRoute,
  '/unauthorized': UnauthorizedPage,
  '/error': ErrorPage,
};

function elementFor(entry: RouteEntry) {
  if (entry.owner === 'shell') {
    const Page = entry.built ? shellPages[entry.path] : undefined;
    return Page ? <Page /> : <NotFoundPage />;
  }
  return (
    <Guard access={entry.access}>
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

/** The whole site: one layout (header, footer, toasts) around every route of the table. */
export function createAppRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      children: [
        ...routeTable.map((entry) => ({ path: entry.path, element: elementFor(entry), handle: handleFor(entry) })),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

/** The table's paths with their handles: what the layout matches the location against. */
const handledRoutes: RouteObject[] = routeTable.map((entry) => ({ path: entry.path, handle: handleFor(entry) }));

/** The handle of the route a path shows, matched as the router matches it (params, case, trailing slash). */
export function routeHandleAt(pathname: string): RouteHandle | undefined {
  return matchRoutes(handledRoutes, pathname)?.at(-1)?.route.handle as RouteHandle | undefined;
}

/** Made on first use: this module and RootLayout's import each other. */
let appRoutes: RouteObject[] | undefined;

/**
 * The site's routes, inside whichever router the page has (BrowserRouter in the browser,
 * StaticRouter on the server, MemoryRouter in tests). A page that throws while rendering shows
 * the error screen in place of the whole layout; moving to another path starts afresh.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname} fallback={(error) => <AppErrorScreen error={error} />}>
      {useRoutes((appRoutes ??= createAppRoutes()))}
    </ErrorBoundary>
  );
}
