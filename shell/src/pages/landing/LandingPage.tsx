import { Link } from '@servenear/shared/router';
import { useHost } from '@servenear/shared/host';
import styles from './LandingPage.module.css';

const steps = [
  { title: 'Choose a service', text: 'Browse home, shop, factory and tutoring services offered near your location.' },
  { title: 'Pick a day or an hour', text: 'Book by the day or by the hour, with the date and time that suit you.' },
  { title: 'A professional arrives', text: 'A verified professional is assigned to your booking and comes to you.' },
];

const trustPoints = [
  { title: 'Trained Professional', text: 'Every partner is trained for the services they offer.' },
  { title: 'Background Verified', text: 'Partners are verified by our team before they take bookings.' },
  { title: 'Clear prices in rupees', text: 'You see the day or hour rate before you book. No hidden fees.' },
];

/** '/' for visitors (customer §1 and §2 'Landing and home'). Kept free of remotes and heavy
 * libraries: it is the page with the 200 KB gzip JS budget. */
export function LandingPage() {
  const { session } = useHost();
  return (
    <div className={styles.landing}>
      <section className={styles.hero} aria-labelledby="landing-title">
        <div className={styles.heroInner}>
          <p className={styles.eyebrow}>Local services across India</p>
          <h1 id="landing-title" className={styles.title}>
            Get Services Whenever You Need Them
          </h1>
          <p className={styles.subtitle}>Find Local Service Professional Near You</p>
          {session ? (
            <p className={styles.welcome}>Welcome, {session.name}.</p>
          ) : (
            <div className={styles.actions}>
              <Link to="/login" className={styles.primary}>
                Customer Login
              </Link>
              <Link to="/employee-login" className={styles.secondary}>
                Partner Login
              </Link>
            </div>
          )}
        </div>
      </section>

      <section className={styles.band} aria-labelledby="how-it-works">
        <h2 id="how-it-works" className={styles.bandTitle}>
          How ServeNear works
        </h2>
        <ol className={styles.steps}>
          {steps.map((step, index) => (
            <li key={step.title} className={styles.card}>
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
          Why people choose ServeNear
        </h2>
        <ul className={styles.steps}>
          {trustPoints.map((point) => (
            <li key={point.title} className={styles.card}>
              <h3 className={styles.cardTitle}>{point.title}</h3>
              <p className={styles.cardText}>{point.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
