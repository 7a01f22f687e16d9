import type { WidgetProps } from '@servenear/shared/routes';
import { Loading } from '@servenear/shared/ui';
import { CategoryDialog, CategoryPicker } from './CategoryPopup';
import { homeTexts } from './texts';
import { useCategories } from './useCategories';
import styles from './CategoryPopup.module.css';

const stayOpen = () => undefined;

function Body({ onChoose }: { onChoose(): void }) {
  const state = useCategories();
  if (state.kind === 'idle' || state.kind === 'loading') return <Loading />;
  if (state.kind === 'failed') return <p role="alert" className={styles.notice}>{homeTexts.servicesFailed}</p>;
  const first = state.items[0];
  if (!first) return <p className={styles.notice}>{homeTexts.noServices}</p>;
  return <CategoryPicker categories={state.items} initialId={first.id} onChoose={onChoose} />;
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
