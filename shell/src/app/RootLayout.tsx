import { Outlet, ScrollRestoration } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { HostProvider } from '../auth/HostProvider';
import { BottomBar } from '../layout/header/BottomBar';
import { Header } from '../layout/header/Header';
import { Footer } from '../layout/footer/Footer';
import styles from './RootLayout.module.css';

/** customer §9: toasts top right for 3000 ms (the library's default is 5000). */
export const toastAutoCloseMs = 3000;

export function RootLayout() {
  return (
    <HostProvider>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      <div className={styles.page}>
        <Header />
        <main id="main" className={styles.main}>
          <Outlet />
        </main>
        <Footer />
      </div>
      <BottomBar />
      <ToastContainer position="top-right" autoClose={toastAutoCloseMs} />
      <ScrollRestoration />
    </HostProvider>
  );
}
