import type { ReactNode } from 'react';
import styles from './Facts.module.css';

/** Label and value rows (a description list), as the booking and service cards show them. */
export function Facts({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl className={styles.facts}>
      {rows.map(([label, value]) => (
        <div key={label} className={styles.fact}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
