import { Link } from '@servenear/shared/router';
import type { Category } from '@servenear/shared/api';
import { ServiceImage } from '@servenear/shared/ui';
import { RowCarousel } from '../../components/carousel';
import { CategoryName, categoryRowLayout } from '../../components/categories';
import { serviceListUrl } from '../../components/urls';
import { serviceListTexts } from './texts';
import type { CatalogNav } from './useCatalogNav';
import styles from './ServiceListPage.module.css';

interface CategoryRowProps {
  categories: Category[];
  subcategoriesOf: CatalogNav['subcategoriesOf'];
  currentId: number | null;
}

/**
 * customer §2 'Service browsing': the list page's category carousel, the home's row of
 * category cards (components/carousel RowCarousel), each a link to its category's first
 * subcategory, the current one marked.
 */
export function CategoryRow({ categories, subcategoriesOf, currentId }: CategoryRowProps) {
  const tile = (category: Category, copy: boolean) => {
    const current = category.id === currentId;
    return (
      <Link
        to={serviceListUrl(category.id, subcategoriesOf(category.id)?.data?.[0]?.id)}
        className={`${styles.categoryTile} ${current ? styles.current : ''}`}
        aria-current={current && !copy ? 'page' : undefined}
        tabIndex={copy ? -1 : undefined}
      >
        {/* Low priority: no preload of its own in the server's HTML (React preloads the first images
            of a page in their order), so the first service cards' images, the page's largest
            paint, are fetched first on a slow network. */}
        <ServiceImage src={category.imageUrl} alt="" width={96} height={72} className={styles.categoryImage} fetchPriority="low" />
        <span className={styles.categoryName}>
          <CategoryName name={category.name} />
        </span>
      </Link>
    );
  };
  return (
    <nav aria-label={serviceListTexts.categories} className={styles.categoryRow}>
      <RowCarousel
        key={categories.length}
        label={serviceListTexts.categories}
        layout={categoryRowLayout(categories.length)}
        // The current category's tile first, so a phone shows it without turning the row.
        initialIndex={Math.max(0, categories.findIndex((category) => category.id === currentId))}
        slides={categories.map((category) => ({ key: category.id, content: tile(category, false), copy: tile(category, true) }))}
      />
    </nav>
  );
}
