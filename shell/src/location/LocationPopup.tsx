import { Suspense, useState, type FormEvent } from 'react';
import { useNavigate } from '@servenear/shared/router';
import { Dialog } from '@servenear/shared/dialog';
import { useHost } from '@servenear/shared/host';
import { lazyWithQueryClient } from '../query/lazyWithQueryClient';
import { LocationChoices } from './LocationChoices';
import type { GeocodedPoint } from './locationApi';
import type { SavedAddress } from './savedAddresses/savedAddressesApi';
import { savedAddressTexts } from './savedAddresses/texts';
import { useAddressLookup } from './useAddressLookup';
import { UseMyLocation, type FoundPlace } from './UseMyLocation';
import { locationTexts } from './texts';
import styles from './LocationPopup.module.css';

/** Without the query client (it could not be loaded) the list cannot be read: said so, the field still works. */
function SavedAddressesUnavailable() {
  return (
    <p role="alert" className={styles.error}>
      {savedAddressTexts.loadFailed}
    </p>
  );
}

// Issue 37: a customer's saved addresses, loaded (with the query client) only when a customer opens the popup.
const SavedAddresses = lazyWithQueryClient(() => import('./savedAddresses/SavedAddresses'), SavedAddressesUnavailable);

/**
 * customer §2 'Location popup': one field and Submit. It stays open until an address is
 * geocoded (customer §4), then the site goes to / with the new location, where every list
 * is read again for it. "Use my current location" does the same with the browser's position. A
 * signed-in customer also finds their saved addresses here, and using one does the same.
 */
export default function LocationPopup({ onClose }: { onClose(): void }) {
  const navigate = useNavigate();
  const { session, setLocation } = useHost();
  const { submit, choices, choose, error, pending } = useAddressLookup();
  const [address, setAddress] = useState('');

  function done() {
    onClose();
    navigate('/');
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (await submit(address)) done();
  }

  function onChoose(place: GeocodedPoint) {
    choose(place);
    done();
  }

  function onUsePlace({ latitude, longitude, address: saved }: SavedAddress | FoundPlace) {
    setLocation({ latitude, longitude, address: saved });
    done();
  }

  return (
    <Dialog labelledBy="location-popup-title" closeLabel={locationTexts.close} onClose={onClose} size="narrow">
      <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
        <h2 id="location-popup-title" className={styles.title}>
          {locationTexts.popupTitle}
        </h2>
        <label htmlFor="location-popup-address" className={styles.label}>
          {locationTexts.addressLabel}
        </label>
        <input
          id="location-popup-address"
          className={styles.input}
          type="text"
          autoComplete="street-address"
          placeholder={locationTexts.popupPlaceholder}
          value={address}
          onChange={(event) => setAddress(event.target.value)}
          aria-invalid={error !== null}
          aria-describedby={error ? 'location-popup-error' : undefined}
        />
        {error && (
          <p id="location-popup-error" role="alert" className={styles.error}>
            {error}
          </p>
        )}
        <LocationChoices id="location-popup-choices" choices={choices} onChoose={onChoose} />
        <button type="submit" className={styles.submit} disabled={pending}>
          {pending ? locationTexts.processing : locationTexts.submit}
        </button>
        <UseMyLocation onFound={onUsePlace} />
      </form>
      {session?.role === 'user' ? (
        <Suspense fallback={<p className={styles.label}>{savedAddressTexts.loading}</p>}>
          <SavedAddresses onUse={onUsePlace} />
        </Suspense>
      ) : null}
    </Dialog>
  );
}
