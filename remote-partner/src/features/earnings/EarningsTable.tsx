import type { ReactNode } from 'react';
import { Link } from '@servenear/shared/router';
import type { EarningLine } from '@servenear/shared/partner';
import { dateLabel, durationLabel, formatRupees, partnerStatusTexts } from '@servenear/shared/domain';
import { fill } from '@servenear/shared/i18n';
import { SettlementBreakdown, SettlementStatus } from './Settlement';
import { earningsTexts } from './texts';
import styles from './Earnings.module.css';

const { columns } = earningsTexts;

/** One cell; its content is one box, so on a phone it sits beside the column's name. */
function Cell({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <td data-label={label} className={className}>
      <div className={styles.value}>{children}</div>
    </td>
  );
}

/** Issue 38: a line a dispute settled with a part refund says so, whichever way its money stands. */
function DisputeRefund({ line }: { line: EarningLine }) {
  return line.disputeRefund === null ? null : <span className={styles.disputeNote}>{fill(earningsTexts.disputeRefund, { amount: formatRupees(line.disputeRefund) })}</span>;
}

/**
 * partner §2's earnings table. On a phone each row is a card: every cell carries its column's
 * name (data-label), which the CSS shows beside the value, so nothing is wider than the screen.
 * Issue 38: a settled job shows where its money went and where the partner's share is instead.
 */
export function EarningsTable({ lines }: { lines: EarningLine[] }) {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">{columns.service}</th>
          <th scope="col">{columns.date}</th>
          <th scope="col">{columns.duration}</th>
          <th scope="col">{columns.invoice}</th>
          <th scope="col">{columns.status}</th>
          <th scope="col" className={styles.amountColumn}>
            {columns.amount}
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.key}>
            <Cell label={columns.service}>
              <span className={styles.serviceName}>{line.serviceName}</span>
              <span className={styles.meta}>
                {line.bookingReference} · {line.customerName}
              </span>
            </Cell>
            <Cell label={columns.date}>
              <span className={styles.nowrap}>{dateLabel(line.serviceDate)}</span>
            </Cell>
            <Cell label={columns.duration}>
              <span className={styles.nowrap}>{durationLabel(line.workMethod, line.duration)}</span>
            </Cell>
            <Cell label={columns.invoice}>
              <Link to={line.invoiceUrl} className={styles.invoiceLink}>
                {earningsTexts.viewInvoice}
              </Link>
            </Cell>
            {line.settlement ? (
              <>
                <Cell label={columns.status}>
                  <SettlementStatus settlement={line.settlement} />
                  <DisputeRefund line={line} />
                </Cell>
                <Cell label={columns.amount} className={`${styles.amountColumn} ${styles.breakdownCell}`}>
                  <SettlementBreakdown settlement={line.settlement} />
                </Cell>
              </>
            ) : (
              <>
                {/* Not settled yet: the customer's payment and the approval, the line's price; nothing earned. */}
                <Cell label={columns.status}>
                  <span className={`${styles.badge} ${line.paid ? styles.paid : styles.unpaid}`}>{line.paid ? earningsTexts.paid : earningsTexts.unpaid}</span>
                  <span className={`${styles.badge} ${line.approved ? styles.approved : styles.waiting}`}>
                    {line.approved ? partnerStatusTexts.completed : partnerStatusTexts.needToApprove}
                  </span>
                  <DisputeRefund line={line} />
                </Cell>
                <Cell label={columns.amount} className={styles.amountColumn}>
                  {formatRupees(line.amount)}
                </Cell>
              </>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
