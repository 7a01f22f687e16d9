import type { ReactNode } from 'react';
import { Link } from '@servenear/shared/router';
import { FacebookIcon, InstagramIcon, LinkedinIcon, LogoMark, YoutubeIcon } from '../icons';
import { usePopups } from '../popups/popupStore';
import styles from './Footer.module.css';

const companyLinks = [
  { to: '/pages/about-us', label: 'About us' },
  { to: '/pages/terms-and-conditions', label: 'Terms & Conditions' },
  { to: '/pages/privacy-policy', label: 'Privacy Policy' },
  { to: '/pages/cancellation-policy', label: 'Cancellation Policy' },
  { to: '/pages/trust-safety-security', label: 'Trust, Safety & Security' },
  { to: '/business-partners', label: 'Business Partners' },
];

const customerLinks = [
  { to: '/pages/how-to-hire', label: 'How to hire' },
  { to: '/pages/why-choose-us', label: 'Why choose ServeNear' },
  { to: '/pages/contact-us', label: 'Contact us' },
];

const partnerLinks = [
  { to: '/employee-login', label: 'Register as a professional' },
  { to: '/report', label: 'Report and Queries' },
  { to: '/pages/how-to-find-work', label: 'How to find work' },
  { to: '/pages/why-choose-us-partners', label: 'Why partner with ServeNear' },
  { to: '/pages/contact-us-partners', label: 'Contact us' },
];

// customer §2: the four social icons have placeholder links.
const socialLinks = [
  { label: 'ServeNear on Facebook', icon: <FacebookIcon /> },
  { label: 'ServeNear on Instagram', icon: <InstagramIcon /> },
  { label: 'ServeNear on YouTube', icon: <YoutubeIcon /> },
  { label: 'ServeNear on LinkedIn', icon: <LinkedinIcon /> },
];

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <nav className={styles.column} aria-label={title}>
      <h2 className={styles.heading}>{title}</h2>
      <ul className={styles.list}>{children}</ul>
    </nav>
  );
}

function FooterLinks({ links }: { links: Array<{ to: string; label: string }> }) {
  return links.map((link) => (
    <li key={link.to}>
      <Link to={link.to} className={styles.link}>
        {link.label}
      </Link>
    </li>
  ));
}

export function Footer() {
  const showPopup = usePopups((state) => state.show);

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Link to="/" className={styles.logo} aria-label="ServeNear home">
            <LogoMark />
            <span>ServeNear</span>
          </Link>
          <p className={styles.tagline}>Trusted local professionals, booked by the day or by the hour.</p>
          <ul className={styles.social}>
            {socialLinks.map((social) => (
              <li key={social.label}>
                <a href="#" className={styles.socialLink} aria-label={social.label}>
                  {social.icon}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <Column title="Company">
          <FooterLinks links={companyLinks} />
        </Column>
        <Column title="Customers">
          <li>
            {/* customer §2: opens the category popup, no route. */}
            <button type="button" className={styles.linkButton} onClick={() => showPopup('categories')}>
              Categories near you
            </button>
          </li>
          <FooterLinks links={customerLinks} />
        </Column>
        <Column title="Partners">
          <FooterLinks links={partnerLinks} />
        </Column>
      </div>
      <p className={styles.copyright}>© {new Date().getFullYear()} ServeNear. All rights reserved.</p>
    </footer>
  );
}
