import { useId } from 'react';
import { Link } from '@servenear/shared/router';
import type { OpsEnquiryRow } from '@servenear/shared/ops-api';
import table from '../../components/table/OpsTable.module.css';
import { momentOf } from '../../components/table/format';
import { kindLabels, rupees, standingOf } from './format';

/** One page of enquiries, oldest first; each row's link opens the enquiry. */
export function EnquiriesTable({ rows, caption }: { rows: readonly OpsEnquiryRow[]; caption: string }) {
  const captionId = useId();
  return (
    <div className={table.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={table.table}>
        <caption id={captionId} className={table.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col">Enquiry</th>
            <th scope="col">Customer</th>
            <th scope="col">Asked</th>
            <th scope="col">Standing</th>
            <th scope="col">Quote</th>
            <th scope="col">Received</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">
                <Link to={`/ops/enquiries/${row.id}`} aria-label={`Enquiry ${row.id}: ${row.title} from ${row.customer_name}`}>
                  #{row.id} {row.title}
                </Link>
                <span className={table.sub}>{kindLabels[row.kind]}</span>
              </th>
              <td>
                {row.customer_name}
                <span className={table.sub}>{row.mobile}</span>
              </td>
              <td>
                <span className={table.excerpt}>{row.summary}</span>
              </td>
              <td>{standingOf(row)}</td>
              <td className={table.nowrap}>{row.quote === null ? '—' : rupees(row.quote)}</td>
              <td className={table.nowrap}>{momentOf(row.created_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
