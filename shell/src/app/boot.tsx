import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { registerPlugins } from '@module-federation/enhanced/runtime';
import { remoteErrorLogger } from '../federation/errorLogger';
import { remoteLoader } from '../federation/RemoteLoaderContext';
import { AppErrorScreen } from '../pages/AppErrorScreen';
import { SSR_SESSION_ELEMENT_ID } from '@servenear/shared/routes';
import type { Session } from '@servenear/shared/host';
import { renderFromSession } from '../auth/authStore';
import { ErrorBoundary } from './ErrorBoundary';
import { createAppRoutes } from './routes';

/**
 * The server renders a remote's region as its reserved skeleton and leaves the page to the
 * browser (src/ssr/render.tsx), which React reports as a recoverable error (#419) for each such
 * region; that is the design, not a fault. Anything else, a real mismatch included, is logged.
 */
function onRecoverableError(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  if (/#419\b|did not finish this Suspense boundary/.test(message)) return;
  console.error('ServeNear: hydration recovered from an error', error);
}

/** The session the server rendered the page with, inlined beside it. */
function serverSession(): Session | null {
  try {
    return JSON.parse(document.getElementById(SSR_SESSION_ELEMENT_ID)?.textContent ?? 'null') as Session | null;
  } catch {
    return null;
  }
}

export function boot(container: HTMLElement): void {
  registerPlugins([remoteErrorLogger()]);
  // Not awaited: the landing page needs no remote, so it renders while the registry loads.
  void remoteLoader.start();
  const router = createBrowserRouter(createAppRoutes());
  const app = (
    <StrictMode>
      <ErrorBoundary fallback={(error) => <AppErrorScreen error={error} />}>
        <RouterProvider router={router} />
      </ErrorBoundary>
    </StrictMode>
  );
  // The server wrote this page's HTML (src/ssr/render.tsx): take it over rather than draw it again.
  if (container.firstElementChild) {
    renderFromSession(serverSession());
    hydrateRoot(container, app, { onRecoverableError });
  }
  else createRoot(container).render(app);
}
