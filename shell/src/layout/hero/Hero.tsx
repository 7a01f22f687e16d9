import { useState, type KeyboardEvent } from 'react';
import { useLocation } from '@servenear/shared/router';
import { useHost } from '@servenear/shared/host';
import { RemoteWidget } from '../../federation/RemoteWidget';
import { LocationChoices } from '../../location/LocationChoices';
import { useAddressLookup } from '../../location/useAddressLookup';
import { PinIcon } from '../icons';
import { heroTexts } from '../texts';
import { heroHasSearch } from './heroPaths';
import styles from './Hero.module.css';

/**
 * customer §2 'Hero banner': an address box (Enter geocodes and saves the location) and,
 * except on the homes, the catalogue's search box with its filter dropdown.
 */
export default function Hero() {
  const { pathname } = useLocation();
  const { location } = useHost();
  const { submit, choices, choose, error, pending } = useAddressLookup();
  const [address, setAddress] = useState(location.address ?? '');
  // A location chosen elsewhere (the header's popup) shows here too: the box starts again
  // from it during render, as React advises for state that follows a prop.
  const [shownLocation, setShownLocation] = useState(location.address);
  if (shownLocation !== location.address) {
    setShownLocation(location.address);
    setAddress(location.address ?? '');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void submit(address);
  }

  return (
    <section className={styles.hero} aria-label={heroTexts.region}>
      <div className={styles.inner}>
        <div className={styles.addressBox}>
          <label htmlFor="hero-address" className={styles.label}>
            {heroTexts.servicesNear}
          </label>
          <div className={styles.addressField}>
            <PinIcon />
            <input
              id="hero-address"
              className={styles.addressInput}
              type="text"
              autoComplete="street-address"
              placeholder={heroTexts.addressPlaceholder}
              value={address}
              onChange={(event) => setAddress(event.target.value)}
              onKeyDown={onKeyDown}
              aria-invalid={error !== null}
              aria-describedby={error ? 'hero-address-error' : undefined}
              aria-busy={pending}
            />
          </div>
          {error && (
            <p id="hero-address-error" role="alert" className={styles.error}>
              {error}
            </p>
          )}
          <LocationChoices id="hero-address-choices" choices={choices} onChoose={choose} />
        </div>
        {heroHasSearch(pathname) && (
          <div className={styles.search}>
            <RemoteWidget remote="remote-catalog" widget="hero-search" placeholder={<div className={styles.searchPlaceholder} />} />
          </div>
        )}
      </div>
    </section>
  );
}
