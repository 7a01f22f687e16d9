import { useId, useState, type FormEvent } from 'react';
import { lineStatuses, type LineStatus } from '@servenear/shared/domain';
import { lineStatusLabels } from './format';
import styles from './BookingsQueuePage.module.css';

interface SearchBarProps {
  q: string;
  status: LineStatus | null;
  onSearch(q: string): void;
  onStatus(status: LineStatus | null): void;
}

/**
 * What ops type while the customer is on the phone: a number, a name or a reference, sent with
 * Enter or the button (not on each keystroke: the address and the request follow what was meant).
 */
export function SearchBar({ q, status, onSearch, onStatus }: SearchBarProps) {
  const searchId = useId();
  const statusId = useId();
  const [text, setText] = useState(q);
  const [shown, setShown] = useState(q);
  // The address changed (Back, a link): the box follows it.
  if (shown !== q) {
    setShown(q);
    setText(q);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };

  return (
    <form className={styles.search} role="search" onSubmit={submit}>
      <div className={styles.field}>
        <label htmlFor={searchId}>Phone, name or reference</label>
        <div className={styles.searchRow}>
          <input
            id={searchId}
            className={styles.input}
            type="search"
            inputMode="text"
            autoComplete="off"
            maxLength={100}
            placeholder="98765 43210, Asha, SN-000123"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <button type="submit" className={styles.button}>
            Search
          </button>
        </div>
      </div>
      <div className={styles.field}>
        <label htmlFor={statusId}>Status</label>
        <select
          id={statusId}
          className={styles.input}
          value={status ?? ''}
          onChange={(event) => onStatus(lineStatuses.find((value) => value === event.target.value) ?? null)}
        >
          <option value="">Any status</option>
          {lineStatuses.map((value) => (
            <option key={value} value={value}>
              {lineStatusLabels[value]}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
