import { Link } from 'react-router-dom';
import type { Category } from '@servenear/shared/api';
import { ServiceImage } from '@servenear/shared/ui';
import { serviceListUrl } from '../../components/urls';
import type { CatalogNav } from './useCatalogNav';
import styles from './ServiceListPage.module.css';

interface CategoryRowProps {
  categories: Category[];
  subcategoriesOf: CatalogNav['subcategoriesOf'];
  currentId: number | null;
}

/** The category row: one tile per category, scrolling sideways on narrow screens. */
export function CategoryRow({ categories, subcategoriesOf, currentId }: CategoryRowProps) {
  return (
    <nav aria-label="Categories">
      <ul className={styles.categoryRow}>
        {categories.map((category) => {
          const current = category.id === currentId;
          return (
            <li key={category.id}>
              <Link
                to={serviceListUrl(category.id, subcategoriesOf(category.id)?.data?.[0]?.id)}
                className={`${styles.categoryTile} ${current ? styles.current : ''}`}
                aria-current={current ? 'page' : undefined}
              >
                <ServiceImage src={category.imageUrl} alt="" width={96} height={72} className={styles.categoryImage} />
                <span>{category.name}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
