import { useId } from 'react';
import { Link } from '@servenear/shared/router';
import type { OpsReportRow, ReportSort } from '@servenear/shared/ops-api';
import { SortHeader } from '../../components/table/SortHeader';
import styles from '../../components/table/OpsTable.module.css';
import { whenOf } from './format';
import { ReportStatusBadge } from './ReportStatusBadge';

/** One page of the queue; the Received and Status headers sort it on the server. */
export function QueriesTable({
  rows,
  caption,
  sort,
  order,
  onSort,
}: {
  rows: readonly OpsReportRow[];
  caption: string;
  sort: ReportSort;
  order: 'asc' | 'desc';
  onSort(sort: ReportSort, order: 'asc' | 'desc'): void;
}) {
  const captionId = useId();
  return (
    <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col">From</th>
            <th scope="col">Service</th>
            <th scope="col">Message</th>
            <SortHeader label="Received" column="received" sort={sort} order={order} onSort={onSort} />
            <SortHeader label="Status" column="status" sort={sort} order={order} onSort={onSort} />
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">
                <Link to={`/ops/queries/${row.id}`}>{row.name}</Link>
                <span className={styles.sub}>{row.mobile}</span>
              </th>
              <td>{row.service_name}</td>
              <td>
                <span className={styles.excerpt}>{row.description}</span>
              </td>
              <td>{whenOf(row.created_at)}</td>
              <td>
                <ReportStatusBadge status={row.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
