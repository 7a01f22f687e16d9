import { useRef, useState } from 'react';
import { useHost } from '@servenear/shared/host';
import type { AddressKind } from '@servenear/shared/wire';
import { SaveCurrentLocation, savablePlace } from './SaveCurrentLocation';
import { SavedAddressRow, type RowMode } from './SavedAddressRow';
import type { SavedAddress } from './savedAddressesApi';
import { savedAddressTexts as texts } from './texts';
import { useSavedAddresses, useSavedAddressChanges } from './useSavedAddresses';
import styles from './SavedAddresses.module.css';

export interface SavedAddressesProps {
  /** Makes the address the location, as choosing a place in the popup does. */
  onUse(address: SavedAddress): void;
}

type Notice = { tone: 'status' | 'alert'; text: string } | null;

/**
 * Issue 37 (ours): the signed-in customer's saved addresses in the location popup: use one,
 * rename it, delete it (after asking), or keep the current location as one. Loaded with the
 * page's query client when a customer opens the popup (LocationPopup.tsx); what the server says
 * to each change is shown as it says it.
 */
export default function SavedAddresses({ onUse }: SavedAddressesProps) {
  const { location } = useHost();
  const addresses = useSavedAddresses();
  const { add, rename, remove } = useSavedAddressChanges();
  const [open, setOpen] = useState<{ id: number; mode: RowMode } | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const busy = add.isPending || rename.isPending || remove.isPending;

  async function change(send: () => Promise<string>, after?: () => void) {
    setNotice(null);
    try {
      setNotice({ tone: 'status', text: await send() });
      setOpen(null);
      after?.();
    } catch (failure) {
      setNotice({ tone: 'alert', text: failure instanceof Error ? failure.message : texts.failed });
    }
  }

  const renameTo = (id: number, kind: AddressKind) => change(async () => (await rename.mutateAsync({ id, kind })).message);
  // The row and its buttons go: focus moves to the list's heading, where the message is read next.
  const deleteOne = (id: number) => change(() => remove.mutateAsync(id), () => title.current?.focus());
  const place = savablePlace(location);
  const save = (kind: AddressKind) => place && change(async () => (await add.mutateAsync({ ...place, kind })).message);

  return (
    <section className={styles.section} aria-labelledby="saved-addresses-title">
      <h3 ref={title} id="saved-addresses-title" className={styles.title} tabIndex={-1}>
        {texts.title}
      </h3>
      <p role="status" className={styles.notice}>
        {notice?.tone === 'status' ? notice.text : ''}
      </p>
      {notice?.tone === 'alert' ? (
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
              onRename={(kind) => void renameTo(address.id, kind)}
              onDelete={() => void deleteOne(address.id)}
            />
          ))}
        </ul>
      )}
      <SaveCurrentLocation place={place} saved={addresses.data} busy={busy} onSave={(kind) => void save(kind)} />
    </section>
  );
}
