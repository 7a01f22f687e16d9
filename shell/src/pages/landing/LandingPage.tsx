import { Link } from '@servenear/shared/router';
import { useHost } from '@servenear/shared/host';
import { fill } from '@servenear/shared/i18n';
import { pageTexts } from '../texts';
import styles from './LandingPage.module.css';

const texts = pageTexts.landing;

// Built when drawn, so they are read in the page's language.
const steps = () => [
  { key: 'choose', title: texts.steps.chooseTitle, text: texts.steps.chooseText },
  { key: 'pick', title: texts.steps.pickTitle, text: texts.steps.pickText },
  { key: 'arrive', title: texts.steps.arriveTitle, text: texts.steps.arriveText },
];

const trustPoints = () => [
  { key: 'trained', title: texts.trust.trainedTitle, text: texts.trust.trainedText },
  { key: 'verified', title: texts.trust.verifiedTitle, text: texts.trust.verifiedText },
  { key: 'prices', title: texts.trust.pricesTitle, text: texts.trust.pricesText },
];

/** '/' for visitors (customer §1 and §2 'Landing and home'). Kept free of remotes and heavy
 * libraries: it is the page with the 200 KB gzip JS budget. */
export function LandingPage() {
  const { session } = useHost();
  return (
    <div className={styles.landing}>
      <section className={styles.hero} aria-labelledby="landing-title">
        <div className={styles.heroInner}>
          <p className={styles.eyebrow}>{texts.eyebrow}</p>
          <h1 id="landing-title" className={styles.title}>
            {texts.title}
          </h1>
          <p className={styles.subtitle}>{texts.subtitle}</p>
          {session ? (
            <p className={styles.welcome}>{fill(texts.welcome, { name: session.name })}</p>
          ) : (
            <div className={styles.actions}>
              <Link to="/login" className={styles.primary}>
                {texts.customerLogin}
              </Link>
              <Link to="/employee-login" className={styles.secondary}>
                {texts.partnerLogin}
              </Link>
            </div>
          )}
        </div>
      </section>

      <section className={styles.band} aria-labelledby="how-it-works">
        <h2 id="how-it-works" className={styles.bandTitle}>
          {texts.howItWorks}
        </h2>
        <ol className={styles.steps}>
          {steps().map((step, index) => (
            <li key={step.key} className={styles.card}>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <h3 className={styles.cardTitle}>{step.title}</h3>
              <p className={styles.cardText}>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className={`${styles.band} ${styles.trust}`} aria-labelledby="why-servenear">
        <h2 id="why-servenear" className={styles.bandTitle}>
          {texts.whyUs}
        </h2>
        <ul className={styles.steps}>
          {trustPoints().map((point) => (
            <li key={point.key} className={styles.card}>
              <h3 className={styles.cardTitle}>{point.title}</h3>
              <p className={styles.cardText}>{point.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
