import { useId } from 'react';
import { Link } from '@servenear/shared/router';
import { homeTexts } from './texts';
import styles from './Home.module.css';

/** The cards, read as the section draws (the texts are in the current language). */
const cards = () =>
  [
    { to: '/service-upload', title: homeTexts.prepareServicesTitle, body: homeTexts.prepareServicesBody, link: homeTexts.prepareServicesLink, icon: 'M6 7h12v12H6zM9 4h6v3M9 12h6M9 15h4' },
    { to: '/employee-work-area', title: homeTexts.prepareAreaTitle, body: homeTexts.prepareAreaBody, link: homeTexts.prepareAreaLink, icon: 'M12 21s-6-5.6-6-10a6 6 0 0 1 12 0c0 4.4-6 10-6 10zM12 13.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z' },
  ] as const;

/** What a partner waiting for verification can already do (the layout's note says why they wait). */
export function PrepareCards() {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {homeTexts.prepareHeading}
      </h2>
      <ul className={styles.prepare}>
        {cards().map((card) => (
          <li key={card.to} className={styles.prepareCard}>
            <svg className={styles.prepareIcon} viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
              <path d={card.icon} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            <h3 className={styles.cardName}>{card.title}</h3>
            <p className={styles.meta}>{card.body}</p>
            <Link className={styles.prepareLink} to={card.to}>
              {card.link}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
