import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { Category } from '@servenear/shared/api';
import { useOutsideClick } from '@servenear/shared/hooks';
import { Loading } from '@servenear/shared/ui';
import { SubcategoryLinks } from '../home/SubcategoryLinks';
import { useCategories } from '../home/useCategories';
import type { ListState } from '../home/useList';
import { searchTexts } from './texts';
import styles from './HeroSearch.module.css';

const MENU_ID = 'hero-filter-menu';

function Categories({ state, onPick }: { state: ListState<Category>; onPick(category: Category): void }) {
  if (state.kind === 'idle' || state.kind === 'loading') return <Loading />;
  if (state.kind === 'failed') return <p role="alert" className={`${styles.notice} ${styles.error}`}>{searchTexts.failed}</p>;
  if (state.items.length === 0) return <p className={styles.notice}>{searchTexts.noServices}</p>;
  return (
    <ul className={styles.options} aria-label={searchTexts.filterCategories}>
      {state.items.map((category) => (
        <li key={category.id}>
          <button type="button" className={styles.option} onClick={() => onPick(category)}>
            {category.name}
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * The hero's filter dropdown (customer §2): the categories, then the chosen one's
 * subcategories as links to their service lists. Closes on an outside press or Escape.
 */
export function FilterMenu() {
  const [open, setOpen] = useState(false);
  // Loaded the first time the menu opens, then kept while the hero stays mounted.
  const [wanted, setWanted] = useState(false);
  const categories = useCategories(wanted);
  const [chosen, setChosen] = useState<Category | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  // Set when the menu swaps its content, so focus does not fall back to the page.
  const refocus = useRef(false);
  const close = useCallback(() => setOpen(false), []);
  useOutsideClick(root, open, close);

  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    menu.current?.querySelector<HTMLElement>('button, a[href]')?.focus();
  }, [chosen]);

  const show = (category: Category | null) => {
    refocus.current = true;
    setChosen(category);
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
        onClick={() => {
          setWanted(true);
          setOpen((isOpen) => !isOpen);
        }}
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
            <Categories state={categories} onPick={show} />
          )}
        </div>
      )}
    </div>
  );
}
