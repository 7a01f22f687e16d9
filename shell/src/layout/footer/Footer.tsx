import type { ReactNode } from 'react';
import { Link } from '@servenear/shared/router';
import { FacebookIcon, InstagramIcon, LinkedinIcon, LogoMark, YoutubeIcon } from '../icons';
import { fill } from '@servenear/shared/i18n';
import { usePopups } from '../popups/popupStore';
import { footerTexts, headerTexts } from '../texts';
import styles from './Footer.module.css';

type FooterLink = { to: string; label: string };

// Built when drawn, so the labels are read in the page's language.
const companyLinks = (): FooterLink[] => [
  { to: '/pages/about-us', label: footerTexts.links.aboutUs },
  { to: '/pages/terms-and-conditions', label: footerTexts.links.terms },
  { to: '/pages/privacy-policy', label: footerTexts.links.privacy },
  { to: '/pages/cancellation-policy', label: footerTexts.links.cancellation },
  { to: '/pages/trust-safety-security', label: footerTexts.links.trustSafety },
  { to: '/business-partners', label: footerTexts.links.businessPartners },
];

const customerLinks = (): FooterLink[] => [
  { to: '/pages/how-to-hire', label: footerTexts.links.howToHire },
  { to: '/pages/why-choose-us', label: footerTexts.links.whyChooseUs },
  { to: '/pages/contact-us', label: footerTexts.links.contactUs },
];

const partnerLinks = (): FooterLink[] => [
  { to: '/employee-login', label: footerTexts.links.registerAsProfessional },
  { to: '/report', label: footerTexts.links.reportAndQueries },
  { to: '/pages/how-to-find-work', label: footerTexts.links.howToFindWork },
  { to: '/pages/why-choose-us-partners', label: footerTexts.links.whyPartner },
  { to: '/pages/contact-us-partners', label: footerTexts.links.contactUs },
];

// customer §2: the four social icons have placeholder links.
const socialLinks = () => [
  { key: 'facebook', label: footerTexts.social.facebook, icon: <FacebookIcon /> },
  { key: 'instagram', label: footerTexts.social.instagram, icon: <InstagramIcon /> },
  { key: 'youtube', label: footerTexts.social.youtube, icon: <YoutubeIcon /> },
  { key: 'linkedin', label: footerTexts.social.linkedin, icon: <LinkedinIcon /> },
];

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <nav className={styles.column} aria-label={title}>
      <h2 className={styles.heading}>{title}</h2>
      <ul className={styles.list}>{children}</ul>
    </nav>
  );
}

function FooterLinks({ links }: { links: FooterLink[] }) {
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
          <Link to="/" className={styles.logo} aria-label={headerTexts.brandHome}>
            <LogoMark />
            <span>{headerTexts.brand}</span>
          </Link>
          <p className={styles.tagline}>{footerTexts.tagline}</p>
          <ul className={styles.social}>
            {socialLinks().map((social) => (
              <li key={social.key}>
                <a href="#" className={styles.socialLink} aria-label={social.label}>
                  {social.icon}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <Column title={footerTexts.company}>
          <FooterLinks links={companyLinks()} />
        </Column>
        <Column title={footerTexts.customers}>
          <li>
            {/* customer §2: opens the category popup, no route. */}
            <button type="button" className={styles.linkButton} onClick={() => showPopup('categories')}>
              {footerTexts.categoriesNearYou}
            </button>
          </li>
          <FooterLinks links={customerLinks()} />
        </Column>
        <Column title={footerTexts.partners}>
          <FooterLinks links={partnerLinks()} />
        </Column>
      </div>
      <p className={styles.copyright}>{fill(footerTexts.copyright, { year: String(new Date().getFullYear()) })}</p>
    </footer>
  );
}
