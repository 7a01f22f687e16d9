import type { ReactNode } from 'react';
import { BookingTabs } from './BookingTabs';
import { historyTexts } from '../texts';
import styles from './HistoryPage.module.css';

/** The frame every booking history tab shares: the title, the tab menu, then the tab's list. */
export function HistoryPage({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{historyTexts.title}</h1>
      <BookingTabs />
      {children}
    </div>
  );
}
