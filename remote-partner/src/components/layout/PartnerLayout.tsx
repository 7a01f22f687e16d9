import { useId, useState, type ReactNode } from 'react';
import { Link, NavLink } from '@servenear/shared/router';
import { usePartnerProfile } from '@servenear/shared/partner';
import { useHost } from '@servenear/shared/host';
import { useMediaQuery, useScrolledPast, useServerViewportWidth } from '@servenear/shared/hooks';
import { LanguageSwitch } from '@servenear/shared/language-switch';
import { NotificationBell } from '../notifications/NotificationBell';
import { PayoutHoldBanner, VerificationBanner } from '../verification/WaitingNote';
import { BellIcon, BookingsIcon, HomeIcon, MenuIcon, PinIcon, ProfileIcon } from './icons';
import { ProfileMenu } from './ProfileMenu';
import { BRAND, layoutTexts as texts } from './texts';
import styles from './PartnerLayout.module.css';

/** partner §9: mobile layout under 999 px, sticky header after 90 px (the default location is a text: layoutTexts.defaultLocation). */
export const layoutConstants = {
  mobileQuery: '(max-width: 998.98px)',
  mobileMaxWidth: 998,
  stickyAfterPx: 90,
} as const;

/** The sidebar's links, each named by its text (read as the layout draws, in the current language). */
const sidebarLinks = [
  { to: '/employee-edit-profile', text: 'profile' },
  { to: '/employee-edit-bank', text: 'bank' },
  { to: '/employee-change-password', text: 'password' },
  { to: '/employee-work-area', text: 'workArea' },
  { to: '/employee-earnings', text: 'earnings' },
  { to: '/employee-report-query', text: 'report' },
  { to: '/employee-privacy-policy', text: 'privacy' },
] as const;

const navClass = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.navLink} ${styles.active}` : styles.navLink);

/**
 * The frame of every employee-only page (partner §2 'Employee layout'): the shell draws no
 * header or footer on these routes, so this is the whole region. Its read of the profile is
 * the one that answers a 401; the page inside shares it through the query cache.
 */
export function PartnerLayout({ title, children }: { title: string; children: ReactNode }) {
  const { session } = useHost();
  const profileQuery = usePartnerProfile();
  const ids = useId();
  const mobile = useMediaQuery(layoutConstants.mobileQuery, useServerViewportWidth() <= layoutConstants.mobileMaxWidth);
  const sticky = useScrolledPast(layoutConstants.stickyAfterPx);
  const [sidebarOpen, setSidebarOpen] = useState(false);

  const profile = profileQuery.data ?? null;
  const location = profile?.address.trim() || texts.defaultLocation;
  const name = profile?.name || session?.name || '';
  const status = profile?.verificationStatus;

  return (
    <div className={styles.layout}>
      <a href={`#${ids}-main`} className={styles.skipLink}>
        {texts.skipToContent}
      </a>
      <header className={`${styles.header} ${sticky ? styles.sticky : ''}`}>
        <div className={styles.bar}>
          {mobile ? (
            <button
              type="button"
              className={`${styles.iconButton} ${styles.menuToggle}`}
              aria-expanded={sidebarOpen}
              aria-controls={`${ids}-sidebar`}
              aria-label={texts.accountMenu}
              onClick={() => setSidebarOpen((open) => !open)}
            >
              <MenuIcon />
            </button>
          ) : null}
          <Link to="/" className={styles.logo}>
            {BRAND} <span className={styles.logoPartner}>{texts.logoPartner}</span>
          </Link>
          <nav className={styles.headerNav} aria-label={texts.headerNav}>
            <NavLink className={navClass} to="/service-upload">
              {texts.servicesUpload}
            </NavLink>
            <NavLink className={navClass} to="/employee-booking-list">
              {texts.bookingList}
            </NavLink>
          </nav>
          <div className={styles.tools}>
            <p className={styles.location} title={location}>
              <PinIcon />
              <span className={styles.visuallyHidden}>{texts.location} </span>
              <span className={styles.locationText}>
                {profileQuery.isPending ? '' : location}
              </span>
            </p>
            {/* Issue 41: the shell's header, and its switch, are not drawn on these pages. */}
            <LanguageSwitch variant="bar" className={styles.language} />
            <NotificationBell className={`${styles.iconButton} ${styles.bell}`}>
              <BellIcon />
            </NotificationBell>
            <ProfileMenu name={name} imageUrl={profile?.imageUrl ?? null} />
          </div>
        </div>
      </header>

      <div className={styles.body}>
        <aside id={`${ids}-sidebar`} className={`${styles.sidebar} ${mobile ? styles.drawer : ''}`} hidden={mobile && !sidebarOpen}>
          <nav aria-label={texts.account}>
            <ul className={styles.sideList}>
              {sidebarLinks.map((link) => (
                <li key={link.to}>
                  <NavLink className={navClass} to={link.to} onClick={() => setSidebarOpen(false)}>
                    {texts.sidebar[link.text]}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </aside>
        <main id={`${ids}-main`} className={styles.main}>
          {status === 'pending' || status === 'rejected' ? (
            <VerificationBanner status={status} reason={profile?.rejectionReason ?? null} />
          ) : null}
          {profile?.payoutHold ? <PayoutHoldBanner /> : null}
          <h1 className={styles.title}>{title}</h1>
          {children}
        </main>
      </div>

      {mobile ? (
        <nav className={styles.footerMenu} aria-label={texts.quickLinks}>
          <NavLink className={navClass} to="/" end>
            <HomeIcon />
            {texts.home}
          </NavLink>
          <NavLink className={navClass} to="/employee-booking-list">
            <BookingsIcon />
            {texts.bookings}
          </NavLink>
          <NavLink className={navClass} to="/employee-edit-profile">
            <ProfileIcon />
            {texts.profile}
          </NavLink>
        </nav>
      ) : null}
    </div>
  );
}
