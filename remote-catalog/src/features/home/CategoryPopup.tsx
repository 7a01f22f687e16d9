import { useState } from 'react';
import { Link } from 'react-router-dom';
import { catalogApi, type Category, type Subcategory } from '@servenear/shared/api';
import { Loading } from '@servenear/shared/ui';
import { Dialog } from '../../ui/Dialog';
import { ServiceImage } from '../../ui/ServiceImage';
import { serviceListUrl } from '../service-list/listUrl';
import { homeTexts } from './texts';
import { useList } from './useList';
import styles from './CategoryPopup.module.css';

interface CategoryPopupProps {
  categories: Category[];
  initialId: number;
  onClose(): void;
}

function Subcategories({ categoryId }: { categoryId: number }) {
  const state = useList<Subcategory>(`subcategories-${categoryId}`, (signal) => catalogApi.subcategories(categoryId, { signal }));
  if (state.kind === 'idle' || state.kind === 'loading') return <Loading />;
  if (state.kind === 'failed') return <p role="alert" className={styles.notice}>{homeTexts.subcategoriesFailed}</p>;
  if (state.items.length === 0) return <p className={styles.notice}>{homeTexts.noSubcategories}</p>;
  return (
    <ul className={styles.subcategories}>
      {state.items.map((subcategory) => (
        <li key={subcategory.id}>
          <Link to={serviceListUrl(categoryId, subcategory.id)} className={styles.subcategory}>
            <ServiceImage src={subcategory.imageUrl} alt="" width={64} height={48} loading="lazy" className={styles.thumb} />
            <span>{subcategory.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** customer §2 'Category popup': the categories with the chosen one's subcategories. */
export function CategoryPopup({ categories, initialId, onClose }: CategoryPopupProps) {
  const [selectedId, setSelectedId] = useState(initialId);
  return (
    <Dialog labelledBy="category-popup-title" closeLabel={homeTexts.close} onClose={onClose}>
      <h2 id="category-popup-title" className={styles.title}>
        {homeTexts.categories}
      </h2>
      <div className={styles.layout}>
        <ul className={styles.categories}>
          {categories.map((category) => (
            <li key={category.id}>
              <button
                type="button"
                className={styles.category}
                aria-pressed={category.id === selectedId}
                onClick={() => setSelectedId(category.id)}
              >
                <ServiceImage src={category.imageUrl} alt="" width={48} height={36} loading="lazy" className={styles.thumb} />
                <span>{category.name}</span>
              </button>
            </li>
          ))}
        </ul>
        <Subcategories key={selectedId} categoryId={selectedId} />
      </div>
    </Dialog>
  );
}
