import { Link } from 'react-router-dom';
import { catalogApi, type Subcategory } from '@servenear/shared/api';
import { Loading, ServiceImage } from '@servenear/shared/ui';
import { serviceListUrl } from '../service-list/listUrl';
import { homeTexts } from './texts';
import { useList } from './useList';
import styles from './SubcategoryLinks.module.css';

interface SubcategoryLinksProps {
  categoryId: number;
  /** Called when a link is chosen, e.g. to close the popup or menu it sits in. */
  onChoose?: () => void;
}

/** A category's subcategories as links to their service lists (customer §2), with the §8 texts. */
export function SubcategoryLinks({ categoryId, onChoose }: SubcategoryLinksProps) {
  const state = useList<Subcategory>(`subcategories-${categoryId}`, (signal) => catalogApi.subcategories(categoryId, { signal }));
  if (state.kind === 'idle' || state.kind === 'loading') return <Loading />;
  if (state.kind === 'failed') return <p role="alert" className={styles.notice}>{homeTexts.subcategoriesFailed}</p>;
  if (state.items.length === 0) return <p className={styles.notice}>{homeTexts.noSubcategories}</p>;
  return (
    <ul className={styles.subcategories}>
      {state.items.map((subcategory) => (
        <li key={subcategory.id}>
          <Link to={serviceListUrl(categoryId, subcategory.id)} className={styles.subcategory} onClick={onChoose}>
            <ServiceImage src={subcategory.imageUrl} alt="" width={64} height={48} loading="lazy" className={styles.thumb} />
            <span>{subcategory.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
