import { Link } from '@servenear/shared/router';
import { useSubcategories } from '@servenear/shared/api';
import { QueryState, ServiceImage } from '@servenear/shared/ui';
import { serviceListUrl } from '../urls';
import { subcategoryTexts } from './texts';
import styles from './SubcategoryLinks.module.css';

interface SubcategoryLinksProps {
  categoryId: number;
  /** Called when a link is chosen, e.g. to close the popup or menu it sits in. */
  onChoose?: () => void;
}

/** A category's subcategories as links to their service lists (customer §2), with the §8 texts. */
export function SubcategoryLinks({ categoryId, onChoose }: SubcategoryLinksProps) {
  const subcategories = useSubcategories(categoryId);
  return (
    <QueryState
      query={subcategories}
      failedText={subcategoryTexts.failed}
      empty={<p className={styles.notice}>{subcategoryTexts.none}</p>}
    >
      {(list) => (
        <ul className={styles.subcategories}>
          {list.map((subcategory) => (
            <li key={subcategory.id}>
              <Link to={serviceListUrl(categoryId, subcategory.id)} className={styles.subcategory} onClick={onChoose}>
                <ServiceImage src={subcategory.imageUrl} alt="" width={64} height={48} loading="lazy" className={styles.thumb} />
                <span>{subcategory.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
