import { useId } from 'react';
import { useSearchParams } from '@servenear/shared/router';
import { disputeStatusFilters, useOpsDisputes } from '@servenear/shared/ops-api';
import { OpsQueryState } from '../../components/access/OpsQueryState';
import controls from '../../components/controls/controls.module.css';
import table from '../../components/table/OpsTable.module.css';
import { DisputesTable } from './DisputesTable';
import { statusFrom, statusLabels } from './format';
import styles from './Disputes.module.css';

/**
 * '/ops/disputes': completed work customers declined. The open ones first (oldest first: the
 * longest wait on top); the filter lives in the address; asked again every 30 s while visible.
 */
export default function DisputesPage() {
  const [params, setParams] = useSearchParams();
  const status = statusFrom(params);
  const disputes = useOpsDisputes(status);
  const filterId = useId();

  return (
    <>
      <div className={table.top}>
        <h1 className={controls.title}>Disputes</h1>
        <div className={controls.field}>
          <label className={controls.label} htmlFor={filterId}>
            Status
          </label>
          <select
            id={filterId}
            className={controls.select}
            value={status}
            onChange={(event) => setParams(event.target.value === 'resolved' ? { status: 'resolved' } : {}, { replace: true })}
          >
            {disputeStatusFilters.map((one) => (
              <option key={one} value={one}>
                {statusLabels[one]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <OpsQueryState query={disputes} empty={<p className={styles.empty}>No {status} disputes.</p>} isEmpty={(rows) => rows.length === 0}>
        {(rows) => <DisputesTable rows={rows} caption={`${statusLabels[status]} disputes: ${rows.length}${status === 'open' ? ', the oldest first' : ', the latest first'}`} />}
      </OpsQueryState>
    </>
  );
}
