import { useId } from 'react';
import { formatRupees } from '@servenear/shared/domain';
import { cartTexts as texts } from './texts';
import type { CartEntry } from './useCart';
import styles from './CartPage.module.css';

/** The cart's order summary: each item's price and their sum; no fees or taxes (customer §9). */
export function OrderSummary({ entries }: { entries: CartEntry[] }) {
  const id = useId();
  const total = entries.reduce((sum, entry) => sum + (entry.price ?? 0), 0);
  return (
    <section className={styles.summary} aria-labelledby={id}>
      <h2 id={id} className={styles.summaryTitle}>
        {texts.summaryTitle}
      </h2>
      <ul className={styles.summaryList}>
        {entries.map((entry) => (
          <li key={entry.item.cartId}>
            <span>{entry.item.name}</span>
            <span>{formatRupees(entry.price)}</span>
          </li>
        ))}
      </ul>
      <p className={styles.total}>
        <span>{texts.total}</span>
        <strong>{formatRupees(total)}</strong>
      </p>
      <p className={styles.noFees}>{texts.noFees}</p>
    </section>
  );
}
