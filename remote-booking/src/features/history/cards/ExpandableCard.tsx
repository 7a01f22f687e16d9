import { useId, useState, type ReactNode } from 'react';
import styles from './Card.module.css';

interface ExpandableCardProps {
  /** The always visible summary, inside the toggle button. */
  summary: ReactNode;
  children: ReactNode;
}

/** customer §2 'Each booking is expandable': a card whose header opens and closes its body. */
export function ExpandableCard({ summary, children }: ExpandableCardProps) {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  return (
    <article className={styles.card}>
      {/* The accordion pattern: the toggle sits in a heading, so the cards can be browsed by heading. */}
      <h2 className={styles.heading}>
        <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen(!open)}>
          <span className={styles.summary}>{summary}</span>
          <span aria-hidden="true" className={open ? `${styles.chevron} ${styles.chevronOpen}` : styles.chevron} />
        </button>
      </h2>
      <div id={bodyId} className={styles.body} hidden={!open}>
        {open ? children : null}
      </div>
    </article>
  );
}
