import { useId, type ReactNode } from 'react';
import styles from './AuthCard.module.css';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  /** Links under the form (sign up, partner login, back to login). */
  footer?: ReactNode;
  children: ReactNode;
}

function LockIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <rect x="4" y="10" width="16" height="11" rx="2" />
      <path d="M8 10V7a4 4 0 0 1 8 0v3" />
    </svg>
  );
}

/** The centred card every sign-in, sign-up, code and password screen sits in. */
export function AuthCard({ title, subtitle, footer, children }: AuthCardProps) {
  const headingId = useId();
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby={headingId}>
        <span className={styles.badge}>
          <LockIcon />
        </span>
        <h1 id={headingId} className={styles.title}>
          {title}
        </h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : <div className={styles.subtitle} />}
        {children}
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </section>
    </div>
  );
}

export { styles as authCardStyles };
