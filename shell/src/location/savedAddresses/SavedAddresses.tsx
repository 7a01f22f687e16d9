import { useRef, useState } from 'react';
import { useHost } from '@servenear/shared/host';
import type { AddressKind } from '@servenear/shared/wire';
import { SaveCurrentLocation } from './SaveCurrentLocation';
import { SavedAddressRow, type RowMode } from './SavedAddressRow';
import { AddressCallFailed, type AddressEdit, type SavedAddress } from './savedAddressesApi';
import { savedAddressTexts as texts } from './texts';
import { useSavablePlace } from './useSavablePlace';
import { useSavedAddresses, useSavedAddressChanges } from './useSavedAddresses';
import styles from './SavedAddresses.module.css';

export interface SavedAddressesProps {
  /** Makes the address the location, as choosing a place in the popup does. */
  onUse(address: SavedAddress): void;
}

/** What the last change came to; a refused edit's words go in its own form (`row`). */
type Notice = { tone: 'status' | 'alert'; text: string; row?: number } | null;

/**
 * Issue 37 (ours): the signed-in customer's saved addresses in the location popup: use one,
 * edit it (name, words, point), delete it (after asking), or keep the current location as one. Loaded with the
 * page's query client when a customer opens the popup (LocationPopup.tsx); what the server says
 * to each change is shown as it says it.
 */
export default function SavedAddresses({ onUse }: SavedAddressesProps) {
  const { location } = useHost();
  const addresses = useSavedAddresses();
  const { add, edit, remove } = useSavedAddressChanges();
  const [open, setOpen] = useState<{ id: number; mode: RowMode } | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const busy = add.isPending || edit.isPending || remove.isPending;

  async function change(send: () => Promise<string>, after?: () => void, row?: number) {
    setNotice(null);
    try {
      setNotice({ tone: 'status', text: await send() });
      setOpen(null);
      after?.();
    } catch (failure) {
      // A refused edit (422) is said in its form; an address gone (404) leaves the list, so is said above it.
      const inRow = failure instanceof AddressCallFailed && failure.status === 422 ? row : undefined;
      setNotice({ tone: 'alert', text: failure instanceof Error ? failure.message : texts.failed, row: inRow });
    }
  }

  const editOne = (id: number, edited: AddressEdit) => change(async () => (await edit.mutateAsync({ id, change: edited })).message, undefined, id);
  // The row and its buttons go: focus moves to the list's heading, where the message is read next.
  const deleteOne = (id: number) => change(() => remove.mutateAsync(id), () => title.current?.focus());
  const { place, finding } = useSavablePlace(location);
  const save = (kind: AddressKind) => place && change(async () => (await add.mutateAsync({ ...place, kind })).message);

  return (
    <section className={styles.section} aria-labelledby="saved-addresses-title">
      <h3 ref={title} id="saved-addresses-title" className={styles.title} tabIndex={-1}>
        {texts.title}
      </h3>
      <p role="status" className={styles.notice}>
        {notice?.tone === 'status' ? notice.text : ''}
      </p>
      {notice?.tone === 'alert' && notice.row === undefined ? (
        <p role="alert" className={styles.error}>
          {notice.text}
        </p>
      ) : null}
      {addresses.isPending ? (
        <p className={styles.hint}>{texts.loading}</p>
      ) : addresses.isError ? (
        <div role="alert" className={styles.failure}>
          <p className={styles.error}>{texts.loadFailed}</p>
          <button type="button" className={styles.secondary} onClick={() => void addresses.refetch()}>
            {texts.retry}
          </button>
        </div>
      ) : addresses.data.length === 0 ? (
        <p className={styles.hint}>{texts.empty}</p>
      ) : (
        <ul className={styles.list}>
          {addresses.data.map((address) => (
            <SavedAddressRow
              key={address.id}
              address={address}
              mode={open?.id === address.id ? open.mode : null}
              busy={busy}
              onUse={onUse}
              onMode={(mode) => setOpen(mode ? { id: address.id, mode } : null)}
              onEdit={(edited) => void editOne(address.id, edited)}
              current={place && (place.latitude !== address.latitude || place.longitude !== address.longitude) ? place : null}
              error={notice?.tone === 'alert' && notice.row === address.id ? notice.text : null}
              onDelete={() => void deleteOne(address.id)}
            />
          ))}
        </ul>
      )}
      <SaveCurrentLocation place={place} finding={finding} saved={addresses.data} busy={busy} onSave={(kind) => void save(kind)} />
    </section>
  );
}
