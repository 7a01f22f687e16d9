import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { registerPlugins } from '@module-federation/enhanced/runtime';
import { remoteErrorLogger } from '../federation/errorLogger';
import { remoteLoader } from '../federation/RemoteLoaderContext';
import { AppErrorScreen } from '../pages/AppErrorScreen';
import { ErrorBoundary } from './ErrorBoundary';
import { createAppRoutes } from './routes';

export function boot(container: HTMLElement): void {
  registerPlugins([remoteErrorLogger()]);
  // Not awaited: the landing page needs no remote, so it renders while the registry loads.
  void remoteLoader.start();
  const router = createBrowserRouter(createAppRoutes());
  createRoot(container).render(
    <StrictMode>
      <ErrorBoundary fallback={(error) => <AppErrorScreen error={error} />}>
        <RouterProvider router={router} />
      </ErrorBoundary>
    </StrictMode>,
  );
}
