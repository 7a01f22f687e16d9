import type { WidgetProps } from '@servenear/shared/routes';
import { QueryState } from '@servenear/shared/ui';
import { useCategories } from '../../components/categories';
import { CategoryDialog, CategoryPicker } from './CategoryPopup';
import { homeTexts } from './texts';
import styles from './CategoryPopup.module.css';

const stayOpen = () => undefined;

function Body({ onChoose }: { onChoose(): void }) {
  const categories = useCategories();
  return (
    <QueryState query={categories} failedText={homeTexts.servicesFailed} empty={<p className={styles.notice}>{homeTexts.noServices}</p>}>
      {(list) => (
        // QueryState shows `empty` instead when there is no first category.
        <CategoryPicker categories={list} initialId={list[0]!.id} onChoose={onChoose} />
      )}
    </QueryState>
  );
}

/**
 * The header's category popup (customer §2), the first category selected. Choosing a
 * subcategory closes it too: the header stays mounted while the page changes under it.
 */
export default function CategoryPopupWidget({ onClose = stayOpen }: WidgetProps) {
  return (
    <CategoryDialog onClose={onClose}>
      <Body onChoose={onClose} />
    </CategoryDialog>
  );
}
