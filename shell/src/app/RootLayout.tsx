import { Outlet, useLocation } from '@servenear/shared/router';
import type { Session } from '@servenear/shared/host';
import { findRoute, type RouteEntry } from '@servenear/shared/routes';
import { HostProvider } from '../auth/HostProvider';
import { useAuthStore } from '../auth/authStore';
import { BottomBar } from '../layout/header/BottomBar';
import { Header } from '../layout/header/Header';
import { Footer } from '../layout/footer/Footer';
import Hero from '../layout/hero/Hero';
import { showsHero } from '../layout/hero/heroPaths';
import { ShellPopups } from '../layout/popups/ShellPopups';
import { Toasts } from '../toasts/Toasts';
import styles from './RootLayout.module.css';
import { decideHome } from '../routing/guard';
import { ownsChrome, routeHandleAt } from './routes';
import { useScrollRestoration } from './useScrollRestoration';
import { usePageHead } from './usePageHead';
import { useServerState } from '../ssr/serverState';
import { useTabLanguage } from '../i18n/useTabLanguage';
import { navTexts } from '../layout/texts';

/** The route '/' shows this session (partner §2: a signed-in partner's home is the employee home). */
function homeEntry(session: Session | null): RouteEntry | undefined {
  const home = decideHome(session, (path) => findRoute(path)?.built === true);
  return home.kind === 'page' ? findRoute(home.path) : undefined;
}

export function RootLayout() {
  const session = useAuthStore((state) => state.session);
  const { pathname } = useLocation();
  const { releasedRoutes } = useServerState();
  const matched = routeHandleAt(pathname, releasedRoutes)?.ownChrome === true;
  useScrollRestoration();
  usePageHead(session, releasedRoutes);
  // '/' is the shell's route, but for a partner it shows the partner home, which draws its own.
  const home = pathname === '/' ? homeEntry(session) : undefined;
  const ownChrome = matched || (home !== undefined && ownsChrome(home));
  const hero = !ownChrome && showsHero(session, pathname);
  // Issue 41: a language switch draws the page again from scratch, so every text (many read once
  // and kept by memoised parts) is read in the new language; the queries' data stays.
  const language = useTabLanguage();
  return (
    <HostProvider>
      <a href="#main" className={styles.skipLink}>
        {navTexts.skipToContent}
      </a>
      <div key={language} className={styles.page}>
        {!ownChrome && <Header />}
        {hero && <Hero />}
        <main id="main" className={styles.main}>
          <Outlet />
        </main>
        {!ownChrome && <Footer />}
      </div>
      {!ownChrome && <BottomBar />}
      {!ownChrome && <ShellPopups />}
      <Toasts />
    </HostProvider>
  );
}
