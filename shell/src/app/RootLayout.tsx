import { Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router-dom';
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
import type { RouteHandle } from './routes';

export function RootLayout() {
  const ownChrome = useMatches().some((match) => (match.handle as RouteHandle | undefined)?.ownChrome);
  const session = useAuthStore((state) => state.session);
  const { pathname } = useLocation();
  const hero = !ownChrome && showsHero(session, pathname);
  return (
    <HostProvider>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      <div className={styles.page}>
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
      <ScrollRestoration />
    </HostProvider>
  );
}
