/**
 * The shell rendered to HTML on the server (docs/architecture.md §3 'HTML that paints before
 * JavaScript'): the header, footer and the shell's own pages for this URL and session, and a
 * reserved skeleton where a remote's page will go. The browser hydrates it (app/boot.tsx), so
 * the page paints from the HTML before any script has run. Built by the shell's SSR config into
 * dist-ssr/render.cjs; the server loads it (server/src/modules/shellPage).
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { ServerStateContext, type ServerState } from './serverState';
import { ErrorBoundary } from '../app/ErrorBoundary';
import { AppRoutes } from '../app/routes';
import { AppErrorScreen } from '../pages/AppErrorScreen';
import { renderFromSession } from '../auth/authStore';
import { loadTexts, type Language } from '@servenear/shared/i18n';
import { withLanguage } from '@servenear/shared/i18n-server';

export interface ShellRenderInput extends ServerState {
  /** The page's URL as the browser asked for it (absolute). */
  url: string;
  /** Issue 41: the language the page is drawn in (the server chose it: cookie, account, browser). */
  language?: Language;
}

/** The HTML inside #root. */
export async function renderShell({ url, language = 'en', ...state }: ShellRenderInput): Promise<string | null> {
  const { pathname, search, hash } = new URL(url);
  // The shell's catalogues for the language (once per process), then a synchronous render in it.
  await loadTexts(language);
  // Rendering is synchronous from here, so the store starts from this request's session only
  // while this one page renders; the location is the browser's and unknown here.
  const restore = renderFromSession(state.session);
  try {
    return withLanguage(language, () =>
      renderToString(
      // The same tree as the browser's (app/boot.tsx), so the ids React gives elements agree.
      <StrictMode>
        <ServerStateContext.Provider value={state}>
          <ErrorBoundary fallback={(error) => <AppErrorScreen error={error} />}>
            <StaticRouter location={`${pathname}${search}${hash}`}>
              <AppRoutes />
            </StaticRouter>
          </ErrorBoundary>
        </ServerStateContext.Provider>
      </StrictMode>,
      ),
    );
  } finally {
    restore();
  }
}
