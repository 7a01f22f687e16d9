import { useId } from 'react';
import { Link } from '@servenear/shared/router';
import type { OpsBookingRow, OpsBookingSort, OpsBookingSortKey } from '@servenear/shared/ops-api';
import { LineStatusBadge } from './LineStatusBadge';
import { momentLabel, rupees, slotLabel } from './format';
import styles from './BookingsQueuePage.module.css';

const columnLabels: Record<OpsBookingSortKey, string> = { service_date: 'Service date', booked_at: 'Booked', price: 'Price', status: 'Status' };

/** The order after a header is pressed: the same column turns round; another starts ascending (newest first for Booked). */
export function nextSort(current: OpsBookingSort, key: OpsBookingSortKey): OpsBookingSort {
  if (current === key) return `-${key}`;
  if (current === `-${key}`) return key;
  return key === 'booked_at' ? '-booked_at' : key;
}

function SortHeader({ column, sort, onSort }: { column: OpsBookingSortKey; sort: OpsBookingSort; onSort(sort: OpsBookingSort): void }) {
  const direction = sort === column ? 'ascending' : sort === `-${column}` ? 'descending' : undefined;
  return (
    <th scope="col" aria-sort={direction ?? 'none'}>
      <button type="button" className={styles.sortButton} onClick={() => onSort(nextSort(sort, column))}>
        {columnLabels[column]}
        <span aria-hidden="true" className={styles.sortMark}>
          {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
        </span>
      </button>
    </th>
  );
}

/** One page of lines; each header that sorts is a button, and says its order to assistive technology (aria-sort). */
export function BookingsTable({ rows, caption, sort, onSort }: { rows: readonly OpsBookingRow[]; caption: string; sort: OpsBookingSort; onSort(sort: OpsBookingSort): void }) {
  const captionId = useId();
  return (
    <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col">Reference</th>
            <th scope="col">Customer</th>
            <th scope="col">Service</th>
            <SortHeader column="service_date" sort={sort} onSort={onSort} />
            <SortHeader column="price" sort={sort} onSort={onSort} />
            <SortHeader column="status" sort={sort} onSort={onSort} />
            <th scope="col">Partner</th>
            <SortHeader column="booked_at" sort={sort} onSort={onSort} />
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.line_id}>
              <th scope="row">
                <Link to={`/ops/bookings/${row.line_id}`} aria-label={`${row.reference}, ${row.service_name} for ${row.customer_name}`}>
                  {row.reference}
                </Link>
              </th>
              <td>
                {row.customer_name}
                <span className={styles.sub}>{row.customer_mobile}</span>
              </td>
              <td>{row.service_name}</td>
              <td>{slotLabel(row.service_date, row.service_time)}</td>
              <td>
                {rupees(row.price)}
                <span className={styles.sub}>{row.payment_status === 'paid' ? 'Paid' : 'Not paid'}</span>
              </td>
              <td>
                <LineStatusBadge status={row.status} approved={row.approved} />
              </td>
              <td>{row.partner_name ?? '—'}</td>
              <td>{momentLabel(row.booked_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
