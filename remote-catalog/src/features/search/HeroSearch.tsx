import { useCallback, useRef, useState, type KeyboardEvent } from 'react';
import { useOutsideClick } from '@servenear/shared/hooks';
import { FilterMenu } from './FilterMenu';
import { SearchField } from './SearchField';
import { SearchResults } from './SearchResults';
import { useServiceSearch } from './useServiceSearch';
import styles from './HeroSearch.module.css';

/** The hero's search box, its results in a dropdown that closes on an outside press or Escape. */
function HeroSearchBox() {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const reopen = useCallback(() => setOpen(true), []);
  const search = useServiceSearch(close);
  const box = useRef<HTMLDivElement>(null);
  const showing = open && search.lookup !== null;
  useOutsideClick(box, showing, close);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !showing) return;
    event.preventDefault();
    close();
  };

  return (
    <div ref={box} className={styles.search} onKeyDown={onKeyDown}>
      <SearchField search={search} id="hero-search-input" look="band" onFocus={reopen} onInput={reopen} />
      {showing && (
        <div className={`${styles.panel} ${styles.results}`}>
          <SearchResults search={search} onChoose={close} />
        </div>
      )}
    </div>
  );
}

/** The hero banner's row (customer §2): the filter dropdown and the search box. */
export default function HeroSearch() {
  return (
    <div className={styles.row}>
      <FilterMenu />
      <HeroSearchBox />
    </div>
  );
}
