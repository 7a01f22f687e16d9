import { useCallback, useRef, useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import type { Category } from '@servenear/shared/api';
import { useOutsideClick } from '@servenear/shared/hooks';
import { QueryState } from '@servenear/shared/ui';
import { SubcategoryLinks, useCategories } from '../../components/categories';
import { searchTexts } from './texts';
import styles from './HeroSearch.module.css';

const MENU_ID = 'hero-filter-menu';

/** The menu's categories, asked for the first time the menu opens and then held while fresh. */
function Categories({ onPick }: { onPick(category: Category): void }) {
  const categories = useCategories();
  return (
    <QueryState query={categories} failedText={searchTexts.failed} empty={<p className={styles.notice}>{searchTexts.noServices}</p>}>
      {(list) => (
        <ul className={styles.options} aria-label={searchTexts.filterCategories}>
          {list.map((category) => (
            <li key={category.id}>
              <button type="button" className={styles.option} onClick={() => onPick(category)}>
                {category.name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

/**
 * The hero's filter dropdown (customer §2): the categories, then the chosen one's
 * subcategories as links to their service lists. Closes on an outside press or Escape.
 */
export function FilterMenu() {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<Category | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useOutsideClick(root, open, close);

  // The menu swaps its content: focus goes to the new content's first control, not back to
  // the page, so the new content is drawn at once to be focused.
  const show = (category: Category | null) => {
    flushSync(() => setChosen(category));
    menu.current?.querySelector<HTMLElement>('button, a[href]')?.focus();
  };
  // Escape or a chosen subcategory: the menu goes, so focus goes back to its button.
  const dismiss = () => {
    close();
    toggle.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    dismiss();
  };

  return (
    <div ref={root} className={styles.filter} onKeyDown={onKeyDown}>
      <button
        ref={toggle}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={MENU_ID}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        <svg className={styles.icon} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d="M3 5h18l-7 8v6l-4-2v-4z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        </svg>
        <span className={styles.toggleText}>
          {chosen ? (
            <>
              <span className={styles.hidden}>{searchTexts.filter}: </span>
              {chosen.name}
            </>
          ) : (
            searchTexts.filter
          )}
        </span>
      </button>
      {open && (
        <div ref={menu} id={MENU_ID} className={`${styles.panel} ${styles.menu}`}>
          {chosen ? (
            <>
              <button type="button" className={styles.back} onClick={() => show(null)}>
                <span aria-hidden="true">‹</span>
                {searchTexts.backToCategories}
              </button>
              <p className={styles.caption}>{chosen.name}</p>
              <SubcategoryLinks key={chosen.id} categoryId={chosen.id} onChoose={dismiss} />
            </>
          ) : (
            <Categories onPick={show} />
          )}
        </div>
      )}
    </div>
  );
}
