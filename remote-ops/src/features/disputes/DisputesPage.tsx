import { useId } from 'react';
import { useSearchParams } from '@servenear/shared/router';
import { disputeStatusFilters, useOpsDisputes, type DisputeStatusFilter } from '@servenear/shared/ops-api';
import { OpsQueryState } from '../../components/access/OpsQueryState';
import controls from '../../components/controls/controls.module.css';
import table from '../../components/table/OpsTable.module.css';
import { Pager } from '../../components/table/Pager';
import { pageFrom } from '../../components/table/format';
import { DisputesTable } from './DisputesTable';
import { statusFrom, statusLabels } from './format';
import styles from './Disputes.module.css';

/**
 * '/ops/disputes': completed work customers declined. The open ones first (oldest first: the
 * longest wait on top), a page at a time (the server pages); the filter and page live in the
 * address; asked again every 30 s while visible.
 */
export default function DisputesPage() {
  const [params, setParams] = useSearchParams();
  const status = statusFrom(params);
  const page = pageFrom(params.get('page'));
  const disputes = useOpsDisputes(status, page);
  const filterId = useId();
  const statusParams = (one: DisputeStatusFilter): Record<string, string> => (one === 'resolved' ? { status: 'resolved' } : {});

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
            onChange={(event) => setParams(statusParams(event.target.value === 'resolved' ? 'resolved' : 'open'), { replace: true })}
          >
            {disputeStatusFilters.map((one) => (
              <option key={one} value={one}>
                {statusLabels[one]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <OpsQueryState query={disputes} empty={<p className={styles.empty}>No {status} disputes.</p>} isEmpty={(result) => result.total === 0}>
        {(result) => (
          <>
            <DisputesTable rows={result.rows} caption={`${statusLabels[status]} disputes: ${result.total}${status === 'open' ? ', the oldest first' : ', the latest first'}`} />
            <Pager
              page={result.page}
              perPage={result.perPage}
              total={result.total}
              label="Dispute pages"
              // A new page is one Back returns from.
              onPage={(next) => setParams({ ...statusParams(status), ...(next > 1 ? { page: String(next) } : {}) })}
            />
          </>
        )}
      </OpsQueryState>
    </>
  );
}
