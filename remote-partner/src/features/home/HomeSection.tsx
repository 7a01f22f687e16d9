import { useId, type ReactNode } from 'react';
import { Link } from '@servenear/shared/router';
import { homeTexts } from './texts';
import styles from './Home.module.css';

/** A home carousel's frame: its heading, "See all" to the full page, and the carousel's states. */
export function HomeSection({ heading, seeAllTo, seeAllWhat, children }: { heading: string; seeAllTo: string; seeAllWhat: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.sectionHead}>
        <h2 id={headingId} className={styles.sectionHeading}>
          {heading}
        </h2>
        <Link className={styles.seeAll} to={seeAllTo}>
          {homeTexts.seeAll}
          <span className={styles.visuallyHidden}> {seeAllWhat}</span>
        </Link>
      </div>
      {children}
    </section>
  );
}

/** Cards still on their way: grey shapes where they will be, so nothing jumps when they come. */
export function CardSkeletons({ label }: { label: string }) {
  return (
    <div className={styles.skeletons} role="status">
      <span className={styles.visuallyHidden}>{label}</span>
      {[0, 1, 2].map((card) => (
        <div key={card} className={styles.skeleton} aria-hidden="true">
          <span />
          <span />
          <span />
        </div>
      ))}
    </div>
  );
}
