import { Link } from '@servenear/shared/router';
import type { UseQueryResult } from '@servenear/shared/query';
import type { Subcategory } from '@servenear/shared/api';
import { QueryState } from '@servenear/shared/ui';
import { serviceListUrl } from '../../components/urls';
import { serviceListTexts } from './texts';
import styles from './ServiceListPage.module.css';

interface SubcategoryListProps {
  categoryId: number;
  /** undefined: the category is not one of the catalogue's. */
  subcategories: UseQueryResult<Subcategory[]> | undefined;
  currentId: number | null;
}

export function SubcategoryList({ categoryId, subcategories, currentId }: SubcategoryListProps) {
  const none = <p className={styles.notice}>{serviceListTexts.noSubcategories}</p>;
  if (!subcategories) return none;
  return (
    // The server answers an unknown category with 404: it has no subcategories.
    <QueryState query={subcategories} notFound={none} empty={none} failedText={serviceListTexts.subcategoriesFailed}>
      {(list) => (
        <nav aria-label={serviceListTexts.subcategories}>
          <ul className={styles.subcategoryList}>
            {list.map((subcategory) => {
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
      )}
    </QueryState>
  );
}
