import { useState } from 'react';
import { parseId } from '@servenear/shared/id';
import { useSearchParams } from '@servenear/shared/router';
import { useNearbyServices } from '@servenear/shared/api';
import { useHost } from '@servenear/shared/host';
import { Loading, QueryState } from '@servenear/shared/ui';
import { ServiceDetailsDialog } from '../../components/service-details';
import { CategoryRow } from './CategoryRow';
import { ServiceResults } from './ServiceResults';
import { SubcategoryList } from './SubcategoryList';
import { serviceListTexts } from './texts';
import { useCatalogNav } from './useCatalogNav';
import styles from './ServiceListPage.module.css';

/** /list-of-services?category=&subcategory= (customer §2 'Service browsing'). */
export default function ServiceListPage() {
  const [query] = useSearchParams();
  const { location } = useHost();
  const nav = useCatalogNav();
  const [openServiceId, setOpenServiceId] = useState<number | null>(null);

  // Without a category in the address the first one (Industry, the most popular) is shown.
  const categoryId = parseId(query.get('category')) ?? nav.categories.data?.[0]?.id ?? null;
  const subcategoryId = parseId(query.get('subcategory'));
  const services = useNearbyServices(categoryId, subcategoryId, location);
  const category = nav.categories.data?.find((entry) => entry.id === categoryId);
  const subcategories = category && nav.subcategoriesOf(category.id);
  const subcategory = subcategories?.data?.find((entry) => entry.id === subcategoryId);

  return (
    <div className={styles.page}>
      {nav.settled ? (
        nav.categories.data && <CategoryRow categories={nav.categories.data} subcategoriesOf={nav.subcategoriesOf} currentId={categoryId} />
      ) : (
        <div className={styles.categoryRowPlaceholder} aria-hidden="true" />
      )}
      {nav.settled ? (
        <div className={styles.layout}>
          <aside className={styles.sidebar}>
            {category && <h2 className={styles.sidebarTitle}>{category.name}</h2>}
            {nav.categories.isSuccess && categoryId !== null && (
              <SubcategoryList categoryId={categoryId} subcategories={subcategories} currentId={subcategoryId} />
            )}
          </aside>
          <section className={styles.results} aria-labelledby="service-list-title">
            <h1 id="service-list-title" className={styles.title}>
              {subcategory?.name ?? category?.name ?? serviceListTexts.title}
            </h1>
            {categoryId === null && nav.categories.isError ? (
              // No category to list without the categories: their failure is the list's, and Retry asks for them again.
              <QueryState query={nav.categories} failedText={serviceListTexts.servicesFailed}>
                {() => null}
              </QueryState>
            ) : (
              <ServiceResults services={services} onViewDetails={(service) => setOpenServiceId(service.id)} />
            )}
          </section>
        </div>
      ) : (
        // The sidebar sits above the cards on a phone: showing the cards before it would push
        // them down when it arrives (Lighthouse counted that as layout shift).
        <Loading />
      )}
      {openServiceId !== null && <ServiceDetailsDialog serviceId={openServiceId} onClose={() => setOpenServiceId(null)} />}
    </div>
  );
}
