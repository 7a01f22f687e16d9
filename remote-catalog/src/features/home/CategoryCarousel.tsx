import { Suspense, useState } from 'react';
import { useNavigate } from '@servenear/shared/router';
import type { Category } from '@servenear/shared/api';
import { useHost } from '@servenear/shared/host';
import { lazyWithTexts } from '@servenear/shared/i18n';
import { ServiceImage } from '@servenear/shared/ui';
import { RowCarousel, useSlidesPerView } from '../../components/carousel';
import { CategoryName, categoryRowLayout, useCategories } from '../../components/categories';
import type { CategoryPopupProps } from './CategoryPopup';
import { FirstPaintImage } from './FirstPaintImage';
import passFastExpressImage from './pass-fast-express.svg';
import { homeTexts } from './texts';
import styles from './CategoryCarousel.module.css';

// Loaded on the first click: most visits never open it, and the header's category-popup
// widget shares it, which would otherwise cost the home's own chunk its scope hoisting.
const CategoryPopup = lazyWithTexts<CategoryPopupProps>(() => import('./CategoryPopup').then((module) => ({ default: module.CategoryPopup })));
// The Pass Fast Express form is its own chunk with its rules, calls and upload pickers: the home's
// first visit stays within its budget, and the download starts when a pointer comes near the card.
const loadPassFastExpress = () => import('./pass-fast-express/PassFastExpressDialog');
const PassFastExpressDialog = lazyWithTexts(loadPassFastExpress);

/**
 * customer §2: the home category carousel, the Pass Fast Express card first (it opens the Pass
 * Fast Express popup), then one card per category opening the category popup.
 */
export function CategoryCarousel() {
  // customer §8: the carousel shows the categories once they are in, and nothing in their stead.
  const categories: Category[] = useCategories().data ?? [];
  const { session, notify } = useHost();
  const navigate = useNavigate();
  const [enquiryOpen, setEnquiryOpen] = useState(false);
  const [popupId, setPopupId] = useState<number | null>(null);
  // The cards on screen before the row first moves (the Pass Fast Express card is the first):
  // the page's largest image is one of them, so they load at once and first, the rest lazily.
  const slideCount = categories.length + 1;
  const shownAtFirst = useSlidesPerView(categoryRowLayout(slideCount));

  // customer §6: sending the enquiry needs a customer session; without one, the login page.
  const openPassFastExpress = () => {
    if (!session) {
      notify('error', homeTexts.signInFirst);
      navigate('/login');
      return;
    }
    setEnquiryOpen(true);
  };

  // A card's copy (the carousel draws one to loop) is the same button, out of the tab order.
  const passFastExpressCard = (copy: boolean) => (
    <button
      type="button"
      className={styles.card}
      aria-haspopup="dialog"
      tabIndex={copy ? -1 : undefined}
      onPointerEnter={() => void loadPassFastExpress().catch(() => undefined)}
      onClick={openPassFastExpress}
    >
      <img
        src={passFastExpressImage}
        alt={homeTexts.passFastExpressAlt}
        width={160}
        height={120}
        className={styles.image}
        loading={copy ? 'lazy' : 'eager'}
        fetchPriority={copy ? undefined : 'high'}
      />
      <span className={styles.title}>{homeTexts.passFastExpress}</span>
    </button>
  );
  const categoryCard = (category: Category, index: number, copy: boolean) => (
    <button
      type="button"
      className={styles.card}
      aria-haspopup="dialog"
      tabIndex={copy ? -1 : undefined}
      onClick={() => setPopupId(category.id)}
    >
      {!copy && index < shownAtFirst ? (
        <FirstPaintImage src={category.imageUrl} alt="" width={160} height={120} className={styles.image} />
      ) : (
        <ServiceImage src={category.imageUrl} alt="" width={160} height={120} loading="lazy" className={styles.image} />
      )}
      <span className={styles.title}>
        <CategoryName name={category.name} />
      </span>
    </button>
  );
  const slides = [
    { key: 'pass-fast-express', content: passFastExpressCard(false), copy: passFastExpressCard(true) },
    // Slide index: the Pass Fast Express card is 0.
    ...categories.map((category, at) => ({ key: category.id, content: categoryCard(category, at + 1, false), copy: categoryCard(category, at + 1, true) })),
  ];

  return (
    <section className={styles.section} aria-labelledby="home-categories">
      <h2 id="home-categories" className={styles.heading}>
        {homeTexts.categories}
      </h2>
      <RowCarousel key={slideCount} label={homeTexts.categories} layout={categoryRowLayout(slideCount)} slides={slides} />
      {enquiryOpen && (
        <Suspense fallback={null}>
          <PassFastExpressDialog onClose={() => setEnquiryOpen(false)} />
        </Suspense>
      )}
      {popupId !== null && (
        <Suspense fallback={null}>
          <CategoryPopup categories={categories} initialId={popupId} onClose={() => setPopupId(null)} />
        </Suspense>
      )}
    </section>
  );
}
