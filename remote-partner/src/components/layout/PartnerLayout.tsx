import { useId, useState, type ReactNode } from 'react';
import { Link, NavLink } from '@servenear/shared/router';
import { usePartnerProfile } from '@servenear/shared/partner';
import { useHost } from '@servenear/shared/host';
import { useMediaQuery, useScrolledPast, useServerViewportWidth } from '@servenear/shared/hooks';
import { NotificationBell } from '../notifications/NotificationBell';
import { PayoutHoldBanner, VerificationBanner } from '../verification/WaitingNote';
import { BellIcon, BookingsIcon, HomeIcon, MenuIcon, PinIcon, ProfileIcon } from './icons';
import { ProfileMenu } from './ProfileMenu';
import styles from './PartnerLayout.module.css';

/** partner §9: mobile layout under 999 px, sticky header after 90 px, default location. */
export const layoutConstants = {
  mobileQuery: '(max-width: 998.98px)',
  mobileMaxWidth: 998,
  stickyAfterPx: 90,
  defaultLocation: 'chennai',
} as const;

const sidebarLinks = [
  { to: '/employee-edit-profile', label: 'Profile' },
  { to: '/employee-edit-bank', label: 'Bank details' },
  { to: '/employee-change-password', label: 'Change password' },
  { to: '/employee-work-area', label: 'Work area' },
  { to: '/employee-earnings', label: 'Earnings' },
  { to: '/employee-report-query', label: 'Report' },
  { to: '/employee-privacy-policy', label: 'Privacy' },
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
  const location = profile?.address.trim() || layoutConstants.defaultLocation;
  const name = profile?.name || session?.name || '';
  const status = profile?.verificationStatus;

  return (
    <div className={styles.layout}>
      <a href={`#${ids}-main`} className={styles.skipLink}>
        Skip to content
      </a>
      <header className={`${styles.header} ${sticky ? styles.sticky : ''}`}>
        <div className={styles.bar}>
          {mobile ? (
            <button
              type="button"
              className={`${styles.iconButton} ${styles.menuToggle}`}
              aria-expanded={sidebarOpen}
              aria-controls={`${ids}-sidebar`}
              aria-label="Account menu"
              onClick={() => setSidebarOpen((open) => !open)}
            >
              <MenuIcon />
            </button>
          ) : null}
          <Link to="/" className={styles.logo}>
            ServeNear <span className={styles.logoPartner}>Partner</span>
          </Link>
          <nav className={styles.headerNav} aria-label="Partner">
            <NavLink className={navClass} to="/service-upload">
              Services Upload
            </NavLink>
            <NavLink className={navClass} to="/employee-booking-list">
              Booking List
            </NavLink>
          </nav>
          <div className={styles.tools}>
            <p className={styles.location} title={location}>
              <PinIcon />
              <span className={styles.visuallyHidden}>Location: </span>
              <span className={styles.locationText}>
                {profileQuery.isPending ? '' : location}
              </span>
            </p>
            <NotificationBell className={`${styles.iconButton} ${styles.bell}`}>
              <BellIcon />
            </NotificationBell>
            <ProfileMenu name={name} imageUrl={profile?.imageUrl ?? null} />
          </div>
        </div>
      </header>

      <div className={styles.body}>
        <aside id={`${ids}-sidebar`} className={`${styles.sidebar} ${mobile ? styles.drawer : ''}`} hidden={mobile && !sidebarOpen}>
          <nav aria-label="Account">
            <ul className={styles.sideList}>
              {sidebarLinks.map((link) => (
                <li key={link.to}>
                  <NavLink className={navClass} to={link.to} onClick={() => setSidebarOpen(false)}>
                    {link.label}
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
        <nav className={styles.footerMenu} aria-label="Quick links">
          <NavLink className={navClass} to="/" end>
            <HomeIcon />
            Home
          </NavLink>
          <NavLink className={navClass} to="/employee-booking-list">
            <BookingsIcon />
            Bookings
          </NavLink>
          <NavLink className={navClass} to="/employee-edit-profile">
            <ProfileIcon />
            Profile
          </NavLink>
        </nav>
      ) : null}
    </div>
  );
}
