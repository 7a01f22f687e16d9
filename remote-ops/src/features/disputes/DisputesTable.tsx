import { useId } from 'react';
import { formatRupees } from '@servenear/shared/domain';
import { Link } from '@servenear/shared/router';
import type { OpsDispute } from '@servenear/shared/ops-api';
import { dayOf } from '../../components/table/format';
import styles from '../../components/table/OpsTable.module.css';
import { outcomeLabels } from './format';

/** The disputes of one status: the booking line, what the customer says, the partner, the money. */
export function DisputesTable({ rows, caption }: { rows: readonly OpsDispute[]; caption: string }) {
  const captionId = useId();
  return (
    <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col">Booking</th>
            <th scope="col">Customer says</th>
            <th scope="col">Partner</th>
            <th scope="col">Price</th>
            <th scope="col">Opened</th>
            <th scope="col">Outcome</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">
                <Link className={styles.nowrap} to={`/ops/disputes/${row.id}`}>
                  {row.reference}
                </Link>
                <span className={styles.sub}>
                  {row.service_name}, for {row.customer_name}
                </span>
              </th>
              <td>
                <span className={styles.excerpt}>{row.reason}</span>
              </td>
              <td>{row.partner_name ?? <span className={styles.muted}>None</span>}</td>
              <td className={styles.nowrap}>{formatRupees(row.price)}</td>
              <td className={styles.nowrap}>{dayOf(row.opened_at)}</td>
              <td>{row.outcome ? outcomeLabels[row.outcome] : <span className={styles.muted}>Open</span>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
