import { formatRupees } from '@servenear/shared/domain';
import { Card } from '../../ui/Card';
import { cartTexts as texts } from './texts';
import type { CartEntry } from './useCart';
import page from '../../ui/page.module.css';
import styles from './CartPage.module.css';

/** The cart's order summary: each item's price and their sum; no fees or taxes (customer §9). */
export function OrderSummary({ entries }: { entries: CartEntry[] }) {
  const total = entries.reduce((sum, entry) => sum + (entry.price ?? 0), 0);
  return (
    <Card title={texts.summaryTitle}>
      <ul className={styles.summaryList}>
        {entries.map((entry) => (
          <li key={entry.item.cartId}>
            <span>{entry.item.name}</span>
            <span>{formatRupees(entry.price)}</span>
          </li>
        ))}
      </ul>
      <p className={page.totalRow}>
        <span>{texts.total}</span>
        <strong>{formatRupees(total)}</strong>
      </p>
      <p className={page.noFees}>{texts.noFees}</p>
    </Card>
  );
}
