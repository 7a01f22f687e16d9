import type { EarningLine } from '@servenear/shared/partner';
import { dateLabel } from '@servenear/shared/domain';
import { fill } from '@servenear/shared/i18n';
import { formatPaise } from '@servenear/shared/paise';
import { earningsTexts } from './texts';
import styles from './Earnings.module.css';

type Settlement = NonNullable<EarningLine['settlement']>;

const texts = earningsTexts.settlement;

/** Issue 38: what the customer paid, what was taken from it, and what the partner gets. */
export function SettlementBreakdown({ settlement }: { settlement: Settlement }) {
  const deductions = [
    [texts.commission, settlement.commission],
    [texts.commissionGst, settlement.commissionGst],
    // The GST the platform pays on the work itself (section 9(5)): only some work has any.
    [texts.serviceGst, settlement.serviceGst],
    [texts.tds, settlement.tds],
  ] as const;
  return (
    <dl className={styles.breakdown}>
      <div>
        <dt>{texts.gross}</dt>
        <dd>{formatPaise(settlement.gross)}</dd>
      </div>
      {deductions
        .filter(([label, paise]) => paise > 0 || label !== texts.serviceGst)
        .map(([label, paise]) => (
          <div key={label} className={styles.deduction}>
            <dt>{label}</dt>
            <dd>{formatPaise(paise)}</dd>
          </div>
        ))}
      <div className={styles.net}>
        <dt>{texts.net}</dt>
        <dd>{formatPaise(settlement.net)}</dd>
      </div>
    </dl>
  );
}

function statusBadge({ status, availableOn, paidOn }: Settlement): [string, string | undefined] {
  switch (status) {
    case 'pending':
      return [fill(texts.pending, { date: dateLabel(availableOn) }), styles.waiting];
    case 'available':
      return [texts.available, styles.onItsWay];
    case 'in_payout':
      return [texts.inPayout, styles.onItsWay];
    case 'paid':
      return [paidOn ? fill(texts.paidOn, { date: dateLabel(paidOn) }) : texts.paid, styles.paid];
  }
}

/** Issue 38: where the partner's net is: on hold, in the next payout, on its way, or in his bank. */
export function SettlementStatus({ settlement }: { settlement: Settlement }) {
  const [label, tone] = statusBadge(settlement);
  return (
    <>
      <span className={`${styles.badge} ${tone}`}>{label}</span>
      {settlement.bankReference && (
        <span className={styles.meta}>{fill(texts.bankReference, { reference: settlement.bankReference })}</span>
      )}
    </>
  );
}
