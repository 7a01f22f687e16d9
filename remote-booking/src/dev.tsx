import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { ToastContainer, toast } from 'react-toastify';
import { HostContext, TestHost, useHost, type HostContract } from '@servenear/shared/host';
import App from './App';
import { pages } from './app/pages';

/** A URL to open for each route pattern that has parameters. */
const examplePaths: Record<string, string> = {};

function ToastingHost({ children }: { children: ReactNode }) {
  const host = useHost();
  const withToasts: HostContract = { ...host, notify: (kind, message) => toast[kind](message) };
  return <HostContext.Provider value={withToasts}>{children}</HostContext.Provider>;
}

/** Standalone dev only: this remote alone, inside the test host, with real toasts. */
function DevPage() {
  const routes = Object.keys(pages);
  return (
    <TestHost>
      <ToastingHost>
        <BrowserRouter>
          <nav style={{ display: 'flex', flexWrap: 'wrap', gap: 12, padding: 12, borderBottom: '1px solid #ddd' }}>
            <strong>remote-booking (dev)</strong>
            {routes.map((route) => (
              <Link key={route} to={examplePaths[route] ?? route}>
                {examplePaths[route] ?? route}
              </Link>
            ))}
          </nav>
          <Routes>
            {routes.map((route) => (
              <Route key={route} path={route} element={<App route={route} />} />
            ))}
          </Routes>
        </BrowserRouter>
        <ToastContainer position="top-right" autoClose={3000} />
      </ToastingHost>
    </TestHost>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('dev page needs a #root element');
createRoot(root).render(
  <StrictMode>
    <DevPage />
  </StrictMode>,
);
