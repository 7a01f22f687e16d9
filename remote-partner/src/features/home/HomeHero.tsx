import { useId } from 'react';
import { Link } from '@servenear/shared/router';
import { fill } from '@servenear/shared/i18n';
import { homeTexts } from './texts';
import styles from './Home.module.css';

/**
 * partner §2 'Employee home' hero banner: the greeting, what to do next and the one button for
 * it. Drawn with CSS and an inline SVG only, no image to download (partners are on cheap phones).
 */
export function HomeHero({ name, verified }: { name: string; verified: boolean }) {
  const headingId = useId();
  return (
    <section className={styles.hero} aria-labelledby={headingId}>
      <div className={styles.heroText}>
        <h2 id={headingId} className={styles.greeting}>
          {name ? fill(homeTexts.greeting, { name }) : homeTexts.greetingNoName}
        </h2>
        <p className={styles.next}>{verified ? homeTexts.nextVerified : homeTexts.nextWaiting}</p>
        {verified ? (
          <Link className={styles.heroAction} to="/employee-booking-list">
            {homeTexts.seeBookings}
          </Link>
        ) : (
          <Link className={styles.heroAction} to="/service-upload">
            {homeTexts.addServices}
          </Link>
        )}
      </div>
      <HeroArt />
    </section>
  );
}

/** A toolbox on a calendar page: work, booked. Decoration only. */
function HeroArt() {
  return (
    <svg className={styles.heroArt} viewBox="0 0 120 100" aria-hidden="true" focusable="false">
      <rect x="14" y="10" width="72" height="66" rx="8" fill="#ffffff" fillOpacity=".16" />
      <path d="M14 28h72" stroke="#ffffff" strokeOpacity=".5" strokeWidth="3" />
      <path d="M30 6v12M70 6v12" stroke="#ffffff" strokeWidth="5" strokeLinecap="round" />
      <path d="M28 42h10M46 42h10M64 42h10M28 56h10M46 56h10" stroke="#ffffff" strokeOpacity=".45" strokeWidth="5" strokeLinecap="round" />
      <rect x="50" y="52" width="62" height="40" rx="7" fill="#ffb46b" />
      <path d="M70 52v-7a4 4 0 0 1 4-4h14a4 4 0 0 1 4 4v7" fill="none" stroke="#ffb46b" strokeWidth="5" />
      <path d="M50 68h62" stroke="#b4490f" strokeWidth="3" />
      <rect x="75" y="63" width="12" height="10" rx="2" fill="#ffffff" />
    </svg>
  );
}
