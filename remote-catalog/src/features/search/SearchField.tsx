import type { InputHTMLAttributes, Ref } from 'react';
import type { ServiceSearch } from './useServiceSearch';
import { searchTexts } from './texts';
import styles from './SearchField.module.css';

type SearchFieldProps = Pick<InputHTMLAttributes<HTMLInputElement>, 'onFocus' | 'onInput'> & {
  search: ServiceSearch;
  id: string;
  /** 'band': white box on the brand-coloured hero; 'plain': bordered box on a white panel. */
  look: 'band' | 'plain';
  inputRef?: Ref<HTMLInputElement>;
};

/** The search box: Enter submits, which goes somewhere only when the best match allows it. */
export function SearchField({ search, id, look, inputRef, ...handlers }: SearchFieldProps) {
  return (
    <form
      role="search"
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        search.submit();
      }}
    >
      <label htmlFor={id} className={styles.label}>
        {searchTexts.label}
      </label>
      <input
        {...handlers}
        ref={inputRef}
        id={id}
        type="search"
        className={`${styles.input} ${styles[look]}`}
        placeholder={searchTexts.label}
        autoComplete="off"
        enterKeyHint="search"
        value={search.query}
        onChange={(event) => search.setQuery(event.target.value)}
      />
    </form>
  );
}
