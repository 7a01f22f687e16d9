import { Fragment, useId, useState } from 'react';
import { Link } from '@servenear/shared/router';
import type { OpsAuditRow } from '@servenear/shared/ops-api';
import actionStyles from '../../components/actions/ConfirmDialog.module.css';
import table from '../../components/table/OpsTable.module.css';
import { momentOf } from '../../components/table/format';
import styles from './AuditPage.module.css';

/** A link that narrows the log to one value (a subject, a person) from its first page. */
const narrowTo = (name: 'subject' | 'actor', value: string) => `/ops/audit?${new URLSearchParams({ [name]: value })}`;

/**
 * One page of the log, newest first: when, who, what to what, why and the answer's status. A
 * row's details (the parameters and body recorded, secrets removed) open beneath it.
 */
export function AuditTable({ rows, caption }: { rows: readonly OpsAuditRow[]; caption: string }) {
  const captionId = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <div className={table.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={`${table.table} ${styles.table}`}>
        <caption id={captionId} className={table.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col">When (India)</th>
            <th scope="col">Who</th>
            <th scope="col">Action</th>
            <th scope="col">Subject</th>
            <th scope="col">Reason</th>
            <th scope="col">Status</th>
            <th scope="col">Details</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const isOpen = open.has(row.id);
            const detailsId = `${captionId}-details-${row.id}`;
            return (
              <Fragment key={row.id}>
                <tr>
                  <td className={table.nowrap}>{momentOf(row.at)}</td>
                  <th scope="row">{row.actor_id === null ? row.actor_label : <Link to={narrowTo('actor', String(row.actor_id))}>{row.actor_label}</Link>}</th>
                  <td>
                    <code className={styles.code}>{row.action}</code>
                  </td>
                  <td>
                    {row.subject ? (
                      <Link to={narrowTo('subject', row.subject)}>
                        <code className={styles.code}>{row.subject}</code>
                      </Link>
                    ) : (
                      <span className={table.muted}>—</span>
                    )}
                  </td>
                  <td className={styles.reason}>{row.reason ?? <span className={table.muted}>—</span>}</td>
                  <td>{row.status}</td>
                  <td>
                    <button type="button" className={actionStyles.secondary} aria-expanded={isOpen} aria-controls={detailsId} onClick={() => toggle(row.id)}>
                      {isOpen ? 'Hide' : 'Show'}
                      <span className={styles.visuallyHidden}> details of {row.action} at {momentOf(row.at)}</span>
                    </button>
                  </td>
                </tr>
                <tr id={detailsId} hidden={!isOpen} className={styles.detailsRow}>
                  <td colSpan={7}>
                    {isOpen ? <pre className={styles.details}>{Object.keys(row.details).length === 0 ? 'Nothing recorded beyond the row.' : JSON.stringify(row.details, null, 2)}</pre> : null}
                  </td>
                </tr>
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
