import type { ComponentType } from 'react';
import { useRouteError, type RouteObject } from 'react-router-dom';
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

/** The whole site: one layout (header, footer, toasts) around every route of the table. */
export function createAppRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteErrorScreen />,
      children: [
        ...routeTable.map((entry) => ({ path: entry.path, element: elementFor(entry) })),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}
