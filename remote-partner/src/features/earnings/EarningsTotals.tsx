import type { EarningTotals } from '@servenear/shared/partner';
import { formatRupees } from '@servenear/shared/domain';
import { earningsTexts } from './texts';
import styles from './Earnings.module.css';

/** What the month's (or every month's) completed work adds up to. */
export function EarningsTotals({ totals }: { totals: EarningTotals }) {
  return (
    <dl className={styles.totals} aria-label="Totals">
      <div className={styles.total}>
        <dt>{earningsTexts.totals.count}</dt>
        <dd>{totals.count}</dd>
      </div>
      <div className={styles.total}>
        <dt>{earningsTexts.totals.amount}</dt>
        <dd>{formatRupees(totals.amount)}</dd>
      </div>
      <div className={styles.total}>
        <dt>{earningsTexts.totals.paid}</dt>
        <dd>{formatRupees(totals.paidAmount)}</dd>
      </div>
    </dl>
  );
}
