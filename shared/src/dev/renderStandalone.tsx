import { StrictMode, Suspense, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router';
import { ToastContainer, toast } from 'react-toastify';
import { HostContext, useHost, type HostContract } from '@servenear/shared/host';
import { TestHost } from '@servenear/shared/test-host';
import type { RemoteAppProps } from '@servenear/shared/routes';
import { Loading, type RemotePages } from '@servenear/shared/ui';

export interface StandaloneOptions {
  remote: string;
  App: ComponentType<RemoteAppProps>;
  pages: RemotePages;
  /** A URL to open for each route pattern that has parameters, e.g. '/pages/:slug'. */
  examplePaths?: Record<string, string>;
}

function ToastingHost({ children }: { children: ReactNode }) {
  const host = useHost();
  const withToasts: HostContract = { ...host, notify: (kind, message) => toast[kind](message) };
  return <HostContext.Provider value={withToasts}>{children}</HostContext.Provider>;
}

/**
 * `npm run dev`'s standalone page of one remote (its src/dev.tsx): the remote alone, inside
 * the test host instead of the shell, with real toasts and a link to each of its routes.
 * Never part of a production build.
 */
export function renderStandalone({ remote, App, pages, examplePaths = {} }: StandaloneOptions): void {
  const routes = Object.keys(pages);
  const root = document.getElementById('root');
  if (!root) throw new Error('the dev page needs a #root element');
  createRoot(root).render(
    <StrictMode>
      <TestHost>
        <ToastingHost>
          <BrowserRouter>
            <nav style={{ display: 'flex', flexWrap: 'wrap', gap: 12, padding: 12, borderBottom: '1px solid #ddd' }}>
              <strong>{remote} (dev)</strong>
              {routes.length === 0 && <span>no pages yet</span>}
              {routes.map((route) => (
                <Link key={route} to={examplePaths[route] ?? route}>
                  {examplePaths[route] ?? route}
                </Link>
              ))}
            </nav>
            {/* The shell's region around a page: its fallback shows while a lazy page loads. */}
            <Suspense fallback={<Loading />}>
              <Routes>
                {routes.map((route) => (
                  <Route key={route} path={route} element={<App route={route} />} />
                ))}
              </Routes>
            </Suspense>
          </BrowserRouter>
          <ToastContainer position="top-right" autoClose={3000} />
        </ToastingHost>
      </TestHost>
    </StrictMode>,
  );
}
