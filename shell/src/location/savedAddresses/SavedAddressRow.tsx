import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { AddressKind } from '@servenear/shared/wire';
import { KindChoice } from './KindChoice';
import type { SavedAddress } from './savedAddressesApi';
import { kindLabels, savedAddressTexts as texts } from './texts';
import styles from './SavedAddresses.module.css';

export type RowMode = 'rename' | 'delete' | null;

interface RowProps {
  address: SavedAddress;
  mode: RowMode;
  /** A change is on its way: no second one starts. */
  busy: boolean;
  onUse(address: SavedAddress): void;
  onMode(mode: RowMode): void;
  onRename(kind: AddressKind): void;
  onDelete(): void;
}

/**
 * One saved address: the address itself is the button that uses it; Rename opens the three
 * kinds in place, Delete asks first. Focus goes into what opens and back to its button after
 * (a deleted row's focus is the list's business: SavedAddresses).
 */
export function SavedAddressRow({ address, mode, busy, onUse, onMode, onRename, onDelete }: RowProps) {
  const label = kindLabels[address.kind];
  const [kind, setKind] = useState<AddressKind>(address.kind);
  const radioName = useId();
  const renameButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const opened = useRef<HTMLDivElement>(null);
  const lastMode = useRef<RowMode>(null);

  useEffect(() => {
    const closed = lastMode.current;
    lastMode.current = mode;
    if (mode !== null) opened.current?.querySelector<HTMLElement>('input:checked, [data-first-focus]')?.focus();
    else if (closed === 'rename') renameButton.current?.focus();
    else if (closed === 'delete') deleteButton.current?.focus();
  }, [mode]);

  function submitRename(event: FormEvent) {
    event.preventDefault();
    if (kind === address.kind) onMode(null);
    else onRename(kind);
  }

  return (
    <li className={styles.row}>
      <button type="button" className={styles.use} onClick={() => onUse(address)} aria-label={`${texts.use} ${label}: ${address.address}`}>
        <span className={styles.kindBadge}>{label}</span>
        <span className={styles.addressText}>{address.address}</span>
      </button>
      {mode === 'rename' ? (
        <div ref={opened} className={styles.inline}>
          <form onSubmit={submitRename}>
            <KindChoice name={radioName} legend={texts.renameLegend} value={kind} onChange={setKind} />
            <div className={styles.actions}>
              <button type="submit" className={styles.primary} disabled={busy}>
                {texts.save}
              </button>
              <button type="button" className={styles.secondary} onClick={() => onMode(null)}>
                {texts.cancel}
              </button>
            </div>
          </form>
        </div>
      ) : mode === 'delete' ? (
        <div ref={opened} className={styles.inline} role="group" aria-label={`${texts.confirmDelete} ${label}: ${address.address}`}>
          <p className={styles.question}>{texts.confirmDelete}</p>
          <div className={styles.actions}>
            <button type="button" className={styles.danger} disabled={busy} onClick={onDelete}>
              {texts.delete}
            </button>
            {/* Focus lands on Keep: Enter pressed at once deletes nothing. */}
            <button type="button" className={styles.secondary} data-first-focus onClick={() => onMode(null)}>
              {texts.keep}
            </button>
          </div>
        </div>
      ) : (
        <div className={styles.actions}>
          <button
            ref={renameButton}
            type="button"
            className={styles.secondary}
            disabled={busy}
            aria-label={`${texts.rename} ${label}: ${address.address}`}
            onClick={() => {
              setKind(address.kind);
              onMode('rename');
            }}
          >
            {texts.rename}
          </button>
          <button ref={deleteButton} type="button" className={styles.secondary} disabled={busy} aria-label={`${texts.delete} ${label}: ${address.address}`} onClick={() => onMode('delete')}>
            {texts.delete}
          </button>
        </div>
      )}
    </li>
  );
}
