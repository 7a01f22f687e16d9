import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ServiceSummary } from '@servenear/shared/api';
import { useHost } from '@servenear/shared/host';
import { Loading } from '@servenear/shared/ui';
import { ServiceDetailsDialog } from '../service-details/ServiceDetailsDialog';
import { CategoryRow } from './CategoryRow';
import { idParam } from './listUrl';
import { ServiceCard } from './ServiceCard';
import { SubcategoryList } from './SubcategoryList';
import { serviceListTexts } from './texts';
import { useCatalogNav } from './useCatalogNav';
import { useServices, type ServicesList } from './useServices';
import styles from './ServiceListPage.module.css';

/** Cards whose images load at once: what a phone or a desktop shows above the fold. */
const EAGER_CARDS = 2;

function ServiceResults({ list: { state, loadMore }, onViewDetails }: { list: ServicesList; onViewDetails(service: ServiceSummary): void }) {
  if (state.kind === 'loading') return <Loading />;
  if (state.kind === 'failed') return <p role="alert" className={styles.notice}>{serviceListTexts.servicesFailed}</p>;
  if (state.services.length === 0) return <p className={styles.notice}>{serviceListTexts.noServices}</p>;
  return (
    <>
      <ul className={styles.cards}>
        {state.services.map((service, index) => (
          <li key={service.id}>
            <ServiceCard service={service} onViewDetails={onViewDetails} eager={index < EAGER_CARDS} />
          </li>
        ))}
      </ul>
      {state.more === 'failed' && (
        <p role="alert" className={styles.notice}>
          {serviceListTexts.servicesFailed}
        </p>
      )}
      {state.nextPage !== null && (
        <button type="button" className={styles.loadMore} onClick={loadMore} disabled={state.more === 'loading'} aria-busy={state.more === 'loading'}>
          {state.more === 'loading' ? serviceListTexts.loadingMore : serviceListTexts.loadMore}
        </button>
      )}
    </>
  );
}

/** /list-of-services?category=&subcategory= (customer §2 'Service browsing'). */
export default function ServiceListPage() {
  const [query] = useSearchParams();
  const { location } = useHost();
  const nav = useCatalogNav();
  const [openServiceId, setOpenServiceId] = useState<number | null>(null);

  // Without a category in the address the first one (Industry, the most popular) is shown.
  const categoryId = idParam(query.get('category')) ?? (nav.kind === 'loaded' ? (nav.categories[0]?.id ?? null) : null);
  const subcategoryId = idParam(query.get('subcategory'));
  const services = useServices(categoryId, subcategoryId, location);
  const category = nav.kind === 'loaded' ? nav.categories.find((entry) => entry.id === categoryId) : undefined;
  const subcategory = category?.subcategories?.find((entry) => entry.id === subcategoryId);
  const noCategory = categoryId === null && nav.kind === 'failed';

  return (
    <div className={styles.page}>
      {nav.kind === 'loaded' ? (
        <CategoryRow categories={nav.categories} currentId={categoryId} />
      ) : (
        nav.kind === 'loading' && <div className={styles.categoryRow} aria-hidden="true" />
      )}
      {nav.kind === 'loading' ? (
        // The sidebar sits above the cards on a phone: showing the cards before it would push
        // them down when it arrives (Lighthouse counted that as layout shift).
        <Loading />
      ) : (
        <div className={styles.layout}>
          <aside className={styles.sidebar}>
            {category && <h2 className={styles.sidebarTitle}>{category.name}</h2>}
            {nav.kind === 'loaded' && categoryId !== null && (
              <SubcategoryList categoryId={categoryId} subcategories={category ? category.subcategories : []} currentId={subcategoryId} />
            )}
          </aside>
          <section className={styles.results} aria-labelledby="service-list-title">
            <h1 id="service-list-title" className={styles.title}>
              {subcategory?.name ?? category?.name ?? 'Services'}
            </h1>
            {noCategory ? (
              <p role="alert" className={styles.notice}>{serviceListTexts.servicesFailed}</p>
            ) : (
              <ServiceResults list={services} onViewDetails={(service) => setOpenServiceId(service.id)} />
            )}
          </section>
        </div>
      )}
      {openServiceId !== null && <ServiceDetailsDialog serviceId={openServiceId} onClose={() => setOpenServiceId(null)} />}
    </div>
  );
}
