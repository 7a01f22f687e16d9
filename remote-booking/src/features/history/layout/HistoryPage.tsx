import type { ReactNode } from 'react';
import { BookingTabs } from './BookingTabs';
import { historyTexts } from '../texts';
import styles from './HistoryPage.module.css';

interface HistoryPageProps {
  /** What the open tab holds, in one line under the tab bar. */
  description: string;
  children: ReactNode;
}

/** The frame every booking history tab shares: the title, the tab menu, what the tab holds, then its list. */
export function HistoryPage({ description, children }: HistoryPageProps) {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{historyTexts.title}</h1>
      <BookingTabs />
      <p className={styles.description}>{description}</p>
      {children}
    </div>
  );
}
