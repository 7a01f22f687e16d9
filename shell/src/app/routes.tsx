import type { ComponentType } from 'react';
import { useRouteError, type RouteObject } from '@servenear/shared/router';
import { routeTable, type RouteEntry } from '@servenear/shared/routes';
import { AppErrorScreen } from '../pages/AppErrorScreen';
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

function RouteErrorScreen() {
  return <AppErrorScreen error={useRouteError()} />;
}

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

/** Route data the layout reads (useMatches). */
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
      errorElement: <RouteErrorScreen />,
      children: [
        ...routeTable.map((entry) => ({ path: entry.path, element: elementFor(entry), handle: handleFor(entry) })),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}
