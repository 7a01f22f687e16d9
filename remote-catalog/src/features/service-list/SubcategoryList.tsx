import { Link } from 'react-router-dom';
import type { Subcategory } from '@servenear/shared/api';
import { serviceListUrl } from './listUrl';
import { serviceListTexts } from './texts';
import styles from './ServiceListPage.module.css';

interface SubcategoryListProps {
  categoryId: number;
  /** null: the list could not be loaded. */
  subcategories: Subcategory[] | null;
  currentId: number | null;
}

export function SubcategoryList({ categoryId, subcategories, currentId }: SubcategoryListProps) {
  if (subcategories === null) return <p className={styles.notice}>{serviceListTexts.subcategoriesFailed}</p>;
  if (subcategories.length === 0) return <p className={styles.notice}>{serviceListTexts.noSubcategories}</p>;
  return (
    <nav aria-label="Subcategories">
      <ul className={styles.subcategoryList}>
        {subcategories.map((subcategory) => {
          const current = subcategory.id === currentId;
          return (
            <li key={subcategory.id}>
              <Link
                to={serviceListUrl(categoryId, subcategory.id)}
                className={`${styles.subcategoryLink} ${current ? styles.current : ''}`}
                aria-current={current ? 'page' : undefined}
              >
                {subcategory.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
