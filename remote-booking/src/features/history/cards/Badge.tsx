import type { ReactNode } from 'react';
import styles from './Card.module.css';

export type Tone = 'info' | 'success' | 'warning' | 'danger';

/** A status shown by colour and by its words, so it reads without the colour too. */
export function Badge({ tone, children }: { tone: Tone; children: ReactNode }) {
  return <span className={`${styles.badge} ${styles[tone]}`}>{children}</span>;
}
