import { useEffect, useRef } from 'react';
import { Dialog } from '@servenear/shared/dialog';
import type { WidgetProps } from '@servenear/shared/routes';
import { SearchField } from './SearchField';
import { SearchResults } from './SearchResults';
import { searchTexts } from './texts';
import { useServiceSearch } from './useServiceSearch';
import styles from './SearchPopup.module.css';

const stayOpen = () => undefined;

/** The header's search popup (customer §2 'Search'): one box and what it finds. */
export default function SearchPopup({ onClose = stayOpen }: WidgetProps) {
  const search = useServiceSearch(onClose);
  const input = useRef<HTMLInputElement>(null);
  // The dialog focuses its close button as it opens; its effect runs before this one, so the box ends up focused.
  useEffect(() => input.current?.focus(), []);

  return (
    <Dialog labelledBy="search-popup-title" closeLabel={searchTexts.close} onClose={onClose} size="narrow">
      <h2 id="search-popup-title" className={styles.title}>
        {searchTexts.title}
      </h2>
      <SearchField search={search} id="search-popup-input" look="plain" inputRef={input} />
      <div className={styles.results}>
        <SearchResults search={search} onChoose={onClose} />
      </div>
    </Dialog>
  );
}
