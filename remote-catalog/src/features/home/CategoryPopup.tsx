import { useState, type ReactNode } from 'react';
import type { Category } from '@servenear/shared/api';
import { Dialog } from '@servenear/shared/dialog';
import { ServiceImage } from '@servenear/shared/ui';
import { CategoryName, SubcategoryLinks } from '../../components/categories';
import { homeTexts } from './texts';
import styles from './CategoryPopup.module.css';

/** The category popup's dialog and title, around whatever it shows (the picker, loading, a failure). */
export function CategoryDialog({ onClose, children }: { onClose(): void; children: ReactNode }) {
  return (
    <Dialog labelledBy="category-popup-title" closeLabel={homeTexts.close} onClose={onClose}>
      <h2 id="category-popup-title" className={styles.title}>
        {homeTexts.categories}
      </h2>
      {children}
    </Dialog>
  );
}

interface CategoryPickerProps {
  categories: Category[];
  initialId: number;
  /** Called when a subcategory link is chosen. */
  onChoose?: () => void;
}

/** The categories on one side and the selected one's subcategory links on the other. */
export function CategoryPicker({ categories, initialId, onChoose }: CategoryPickerProps) {
  const [selectedId, setSelectedId] = useState(initialId);
  return (
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
              <span>
                <CategoryName name={category.name} />
              </span>
            </button>
          </li>
        ))}
      </ul>
      <SubcategoryLinks key={selectedId} categoryId={selectedId} onChoose={onChoose} />
    </div>
  );
}

export interface CategoryPopupProps extends CategoryPickerProps {
  onClose(): void;
}

/** customer §2 'Category popup': the categories with the chosen one's subcategories. */
export function CategoryPopup({ categories, initialId, onChoose, onClose }: CategoryPopupProps) {
  return (
    <CategoryDialog onClose={onClose}>
      <CategoryPicker categories={categories} initialId={initialId} onChoose={onChoose} />
    </CategoryDialog>
  );
}
