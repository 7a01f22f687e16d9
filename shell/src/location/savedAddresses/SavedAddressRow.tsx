import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { fill } from '@servenear/shared/i18n';
import type { AddressKind } from '@servenear/shared/wire';
import { locationTexts } from '../texts';
import { KindChoice } from './KindChoice';
import type { AddressEdit, SavedAddress } from './savedAddressesApi';
import { kindLabels, savedAddressTexts as texts } from './texts';
import type { Place } from './useSavablePlace';
import styles from './SavedAddresses.module.css';

export type RowMode = 'edit' | 'delete' | null;

interface RowProps {
  address: SavedAddress;
  mode: RowMode;
  /** A change is on its way: no second one starts. */
  busy: boolean;
  onUse(address: SavedAddress): void;
  onMode(mode: RowMode): void;
  onEdit(edit: AddressEdit): void;
  onDelete(): void;
  /** The location chosen now, which an edit may move the address to (null: none, or it is here already). */
  current: Place | null;
  /** The server's refusal of this row's last edit. */
  error: string | null;
}

/**
 * One saved address: the address itself is the button that uses it; Edit opens its name (the
 * three kinds), its words (a flat number, a landmark) and, when another location is chosen now,
 * "move it there", in place; Delete asks first. Focus goes into what opens and back to its button
 * after (a deleted row's focus is the list's business: SavedAddresses).
 */
export function SavedAddressRow({ address, mode, busy, onUse, onMode, onEdit, onDelete, current, error }: RowProps) {
  const label = kindLabels[address.kind];
  // What a row's controls are named with: 'Edit Home: T. Nagar, Chennai'.
  const named = { kind: label, address: address.address };
  const [kind, setKind] = useState<AddressKind>(address.kind);
  const [words, setWords] = useState(address.address);
  const [move, setMove] = useState(false);
  const [empty, setEmpty] = useState(false);
  const ids = useId();
  const radioName = `${ids}-kind`;
  const problem = empty ? locationTexts.emptyAddress : error;
  const editButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const opened = useRef<HTMLDivElement>(null);
  const lastMode = useRef<RowMode>(null);

  useEffect(() => {
    const closed = lastMode.current;
    lastMode.current = mode;
    if (mode !== null) opened.current?.querySelector<HTMLElement>('input:checked, [data-first-focus]')?.focus();
    else if (closed === 'edit') editButton.current?.focus();
    else if (closed === 'delete') deleteButton.current?.focus();
  }, [mode]);

  function submitEdit(event: FormEvent) {
    event.preventDefault();
    const typed = words.trim();
    // The same rule and words as the server's (placeMessages.addressRequired), before asking it.
    setEmpty(typed === '');
    if (typed === '') return;
    const point = move && current ? { latitude: current.latitude, longitude: current.longitude } : {};
    const edit: AddressEdit = { kind, ...(typed === address.address ? {} : { address: typed }), ...point };
    if (Object.keys(edit).length === 1 && kind === address.kind) onMode(null);
    else onEdit(edit);
  }

  return (
    <li className={styles.row}>
      <button type="button" className={styles.use} onClick={() => onUse(address)} aria-label={fill(texts.useAddress, named)}>
        <span className={styles.kindBadge}>{label}</span>
        <span className={styles.addressText}>{address.address}</span>
      </button>
      {mode === 'edit' ? (
        <div ref={opened} className={styles.inline}>
          <form onSubmit={submitEdit} aria-label={fill(texts.editForm, named)} noValidate>
            <KindChoice name={radioName} legend={texts.renameLegend} value={kind} onChange={setKind} />
            <label htmlFor={`${ids}-words`} className={styles.legend}>
              {texts.addressLabel}
            </label>
            <input
              id={`${ids}-words`}
              className={styles.field}
              type="text"
              autoComplete="street-address"
              maxLength={300}
              value={words}
              onChange={(event) => {
                setWords(event.target.value);
                setEmpty(false);
              }}
              aria-invalid={problem !== null}
              aria-describedby={problem ? `${ids}-problem` : undefined}
            />
            {problem ? (
              <p id={`${ids}-problem`} role="alert" className={styles.error}>
                {problem}
              </p>
            ) : null}
            {current ? (
              <label className={styles.check}>
                <input type="checkbox" checked={move} onChange={(event) => setMove(event.target.checked)} />
                <span>{fill(texts.moveHere, { address: current.address })}</span>
              </label>
            ) : null}
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
        <div ref={opened} className={styles.inline} role="group" aria-label={fill(texts.confirmDeleteAddress, named)}>
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
            ref={editButton}
            type="button"
            className={styles.secondary}
            disabled={busy}
            aria-label={fill(texts.editAddress, named)}
            onClick={() => {
              setKind(address.kind);
              setWords(address.address);
              setMove(false);
              setEmpty(false);
              onMode('edit');
            }}
          >
            {texts.edit}
          </button>
          <button ref={deleteButton} type="button" className={styles.secondary} disabled={busy} aria-label={fill(texts.deleteAddress, named)} onClick={() => onMode('delete')}>
            {texts.delete}
          </button>
        </div>
      )}
    </li>
  );
}
