import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from '@servenear/shared/router';
import { registerPlugins } from '@module-federation/enhanced/runtime';
import { remoteErrorLogger } from '../federation/errorLogger';
import { startLatePreloads } from '../federation/latePreloads';
import { remoteLoader } from '../federation/RemoteLoaderContext';
import { AppErrorScreen } from '../pages/AppErrorScreen';
import { renderFromSession, useAuthStore } from '../auth/authStore';
import { loadQueryClient, logQueryClientFailure, seedFromServer } from '../query/queryRuntime';
import { noServerState, readReleasedRoutes, readServerState, ServerStateContext } from '../ssr/serverState';
import { mirrorLocationToCookie } from '../location/nearCookie';
import { syncLocationWithAccount } from '../location/accountLocation';
import { afterFirstPaint } from './afterFirstPaint';
import { ErrorBoundary } from './ErrorBoundary';
import { AppRoutes } from './routes';
import { loadTexts, textsReady } from '@servenear/shared/i18n';
import { languageOfPage, startLanguage } from '../i18n/tabLanguage';

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

export function boot(container: HTMLElement): void {
  // Issue 41: the page hydrates in the language the server drew it in, once that language's
  // catalogues (the shell's) are here; should they fail to load, it draws in English.
  const language = languageOfPage();
  startLanguage(language);
  if (textsReady(language)) {
    start(container);
    return;
  }
  loadTexts(language).then(
    () => start(container),
    (error: unknown) => {
      console.error('ServeNear: the page’s language could not load', error);
      startLanguage('en');
      start(container);
    },
  );
}

function start(container: HTMLElement): void {
  registerPlugins([remoteErrorLogger()]);
  // Not awaited: the landing page needs no remote, so it renders while the registry loads.
  void remoteLoader.start();
  mirrorLocationToCookie();
  syncLocationWithAccount();
  // The server wrote this page's HTML (src/ssr/render.tsx): take it over rather than draw it again.
  const rendered = container.firstElementChild !== null;
  const serverState = rendered ? readServerState() : { ...noServerState, releasedRoutes: readReleasedRoutes() };
  seedFromServer(serverState);
  // A signed-in customer's header reads the cart and the notifications at once.
  if (useAuthStore.getState().session ?? serverState.session) void loadQueryClient().catch(logQueryClientFailure);
  const app = (
    <StrictMode>
      <ServerStateContext.Provider value={serverState}>
        <ErrorBoundary fallback={(error) => <AppErrorScreen error={error} />}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </ErrorBoundary>
      </ServerStateContext.Provider>
    </StrictMode>
  );
  // Both as transitions: React then works in slices of a few milliseconds and lets the phone
  // answer a tap in between, instead of one long task for the whole page (Lighthouse's TBT).
  if (rendered) {
    afterFirstPaint(() => {
      void startLatePreloads();
      renderFromSession(serverState.session);
      startTransition(() => {
        hydrateRoot(container, app, { onRecoverableError });
      });
    });
  } else {
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }
}
