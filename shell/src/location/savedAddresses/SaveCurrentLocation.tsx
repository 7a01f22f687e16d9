import { useId, useState, type FormEvent } from 'react';
import { fill } from '@servenear/shared/i18n';
import type { AddressKind } from '@servenear/shared/wire';
import { KindChoice } from './KindChoice';
import type { SavedAddress } from './savedAddressesApi';
import type { Place } from './useSavablePlace';
import { kindLabels, savedAddressTexts as texts } from './texts';
import styles from './SavedAddresses.module.css';

interface SaveProps {
  place: Place | null;
  /** The words of a point the browser found are being looked up. */
  finding: boolean;
  /** The addresses kept so far (undefined while they load). */
  saved: SavedAddress[] | undefined;
  busy: boolean;
  onSave(kind: AddressKind): void;
}

/** Keeps the current location under home, work or other; says so instead when it is kept already. */
export function SaveCurrentLocation({ place, finding, saved, busy, onSave }: SaveProps) {
  const [kind, setKind] = useState<AddressKind>('home');
  const radioName = useId();
  const headingId = useId();
  if (!place) return <p className={styles.hint}>{finding ? texts.finding : texts.noPlaceYet}</p>;
  const kept = saved?.find((address) => address.latitude === place.latitude && address.longitude === place.longitude && address.address === place.address);
  if (kept) return <p className={styles.hint}>{fill(texts.savedAs, { kind: kindLabels[kept.kind] })}</p>;

  function submit(event: FormEvent) {
    event.preventDefault();
    onSave(kind);
  }

  return (
    <form className={styles.saveForm} onSubmit={submit} aria-labelledby={headingId}>
      <p id={headingId} className={styles.question}>
        {texts.saveCurrent}: <span className={styles.addressText}>{place.address}</span>
      </p>
      <KindChoice name={radioName} legend={texts.saveAs} value={kind} onChange={setKind} />
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={busy || saved === undefined}>
          {texts.saveAddress}
        </button>
      </div>
    </form>
  );
}
