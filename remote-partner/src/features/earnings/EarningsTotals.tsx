import type { EarningTotals } from '@servenear/shared/partner';
import { formatRupees } from '@servenear/shared/domain';
import { formatPaise } from '@servenear/shared/paise';
import { earningsTexts } from './texts';
import styles from './Earnings.module.css';

const { totals: texts, netTotals } = earningsTexts;

/**
 * What the month's (or every month's) completed work adds up to. Issue 38: from a server with
 * the ledger, the partner's net over the settled jobs, what reached his bank and what is to come;
 * before it, the line prices as they were.
 */
export function EarningsTotals({ totals }: { totals: EarningTotals }) {
  const { netEarned } = totals;
  const items: [string, string | number][] =
    netEarned !== null
      ? [
          [texts.count, totals.count],
          [netTotals.earned, formatPaise(netEarned)],
          [netTotals.paidOut, formatPaise(totals.paidOut ?? 0)],
          [netTotals.toBePaid, formatPaise(totals.toBePaid ?? 0)],
        ]
      : [
          [texts.count, totals.count],
          [texts.amount, formatRupees(totals.amount)],
          [texts.paid, formatRupees(totals.paidAmount)],
        ];
  return (
    <div className={styles.totalsBlock}>
      <dl className={netEarned === null ? styles.totals : `${styles.totals} ${styles.paiseTotals}`} aria-label={texts.label}>
        {items.map(([label, value]) => (
          <div key={label} className={styles.total}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {netEarned !== null && <p className={styles.meta}>{netTotals.note}</p>}
    </div>
  );
}
