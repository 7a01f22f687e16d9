import { useCallback, useMemo, useRef, useState } from 'react';
import { Link, NavLink } from '@servenear/shared/router';
import { useHost } from '@servenear/shared/host';
import { useOutsideClick, useScrolledPast } from '@servenear/shared/hooks';
import { LanguageSwitch } from '@servenear/shared/language-switch';
import { LocationChip } from '../../location/LocationChip';
import { useResolveLocation } from '../../location/useResolveLocation';
import { NotificationBell } from '../../notifications/NotificationBell';
import { CloseIcon, LogoMark, MenuIcon, SearchIcon } from '../icons';
import { bookingHistoryTarget } from '../navTargets';
import { usePopups } from '../popups/popupStore';
import { headerTexts, navTexts } from '../texts';
import { CartLink } from './CartLink';
import { ProfileMenu } from './ProfileMenu';
import styles from './Header.module.css';

/** customer §9: the header becomes sticky after 90 px of scroll. */
export const stickyAfterPx = 90;

const navClass = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.navLink} ${styles.active}` : styles.navLink);

export function Header() {
  const { session, signOut } = useHost();
  const showPopup = usePopups((state) => state.show);
  useResolveLocation();
  const sticky = useScrolledPast(stickyAfterPx);
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLElement>(null);
  const menuRefs = useMemo(() => [toggleRef, menuRef], []);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  useOutsideClick(menuRefs, menuOpen, closeMenu);

  return (
    <header className={sticky ? `${styles.header} ${styles.sticky}` : styles.header} data-sticky={sticky}>
      <div className={styles.bar}>
        <button
          ref={toggleRef}
          type="button"
          className={styles.menuToggle}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? headerTexts.closeMenu : headerTexts.openMenu}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
        </button>
        <Link to="/" className={styles.logo} aria-label={headerTexts.brandHome}>
          <LogoMark />
          {/* A signed-in phone header also holds the profile menu and Logout: the mark alone keeps the brand. */}
          <span className={session ? `${styles.wordmark} ${styles.wordmarkRoomy}` : styles.wordmark}>{headerTexts.brand}</span>
        </Link>
        <nav className={styles.desktopNav} aria-label={navTexts.main}>
          <NavLink to="/" end className={navClass}>
            {navTexts.home}
          </NavLink>
          {session ? (
            <button type="button" className={styles.navLink} onClick={() => showPopup('categories')}>
              {navTexts.categories}
            </button>
          ) : (
            // For a visitor these two lead to the login page; neither is where they are on it.
            <Link to="/login" className={styles.navLink}>
              {navTexts.categories}
            </Link>
          )}
          {session ? (
            <NavLink to={bookingHistoryTarget(session)} className={navClass}>
              {navTexts.bookingHistory}
            </NavLink>
          ) : (
            <Link to="/login" className={styles.navLink}>
              {navTexts.bookingHistory}
            </Link>
          )}
        </nav>
        <div className={styles.actions}>
          <LocationChip className={styles.location} textClassName={styles.locationText} onOpen={() => showPopup('location')} />
          <button type="button" className={styles.iconButton} aria-label={headerTexts.searchServices} onClick={() => showPopup('search')}>
            <SearchIcon />
          </button>
          <NotificationBell className={styles.iconButton} dotClassName={styles.dot} />
          <CartLink className={styles.iconButton} badgeClassName={styles.badge} />
          <LanguageSwitch variant="bar" className={styles.language} />
          {session ? <ProfileMenu /> : null}
          {session ? (
            <button type="button" className={`${styles.authButton} ${styles.logout}`} onClick={() => void signOut()}>
              {navTexts.logout}
            </button>
          ) : (
            <Link to="/login" className={styles.authButton}>
              {navTexts.login}
            </Link>
          )}
        </div>
      </div>
      <LocationChip className={styles.locationLine} textClassName={styles.locationText} onOpen={() => showPopup('location')} />
      {menuOpen ? (
        <nav ref={menuRef} id="mobile-menu" className={styles.mobileMenu} aria-label={navTexts.mobileMenu}>
          <Link to="/" onClick={closeMenu}>
            {navTexts.home}
          </Link>
          {session ? (
            <button
              type="button"
              onClick={() => {
                closeMenu();
                showPopup('categories');
              }}
            >
              {navTexts.categories}
            </button>
          ) : (
            <Link to="/login" onClick={closeMenu}>
              {navTexts.categories}
            </Link>
          )}
          <Link to="/instand-booking" onClick={closeMenu}>
            {navTexts.bookingHistory}
          </Link>
          {session ? (
            <button
              type="button"
              onClick={() => {
                closeMenu();
                void signOut();
              }}
            >
              {navTexts.logout}
            </button>
          ) : (
            <Link to="/login" onClick={closeMenu}>
              {navTexts.login}
            </Link>
          )}
        </nav>
      ) : null}
    </header>
  );
}
