import { lazy, Suspense } from 'react';
import { loadToastify, useToastsWanted } from './toasts';
import styles from './Toasts.module.css';

/** customer §9: toasts top right for 3000 ms (the library's default is 5000). */
export const toastAutoCloseMs = 3000;

const ToastArea = lazy(() =>
  loadToastify().then(({ ToastContainer }) => ({
    default: function ToastArea() {
      return <ToastContainer position="top-right" autoClose={toastAutoCloseMs} className={styles.container} />;
    },
  })),
);

/** The page's one toast container, mounted once the first notice is asked for. */
export function Toasts() {
  if (!useToastsWanted()) return null;
  return (
    <Suspense fallback={null}>
      <ToastArea />
    </Suspense>
  );
}
