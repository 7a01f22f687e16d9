import { ApiError } from '@servenear/shared/api';
import { useSearchParams } from '@servenear/shared/router';
import { useOpsAudit } from '@servenear/shared/ops-api';
import { OpsQueryState } from '../../components/access/OpsQueryState';
import table from '../../components/table/OpsTable.module.css';
import { Pager } from '../../components/table/Pager';
import { AuditTable } from './AuditTable';
import { AuditFilterForm } from './AuditFilterForm';
import { filtersFrom, paramsOf } from './auditFilters';
import styles from './AuditPage.module.css';

/** The server's refusal of the filters (a 422: a date that is not one), in its own words. */
function BadFilters({ error }: { error: ApiError }) {
  const messages = [...new Set(Object.values(error.errors).flat())];
  return (
    <div className={styles.refused} role="alert">
      <p>These filters cannot be used: {messages.length > 0 ? messages.join(' ') : error.message}</p>
    </div>
  );
}

/**
 * '/ops/audit' (admins): every state-changing ops action that succeeded, newest first, filtered
 * and paged on the server. The filters and the page live in the address.
 */
export default function AuditPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const audit = useOpsAudit(filters);
  const filtered = Object.keys(paramsOf({ ...filters, page: undefined })).length > 0;

  return (
    <>
      <h1 className={table.title}>Audit log</h1>
      {/* Keyed by the address: Back or a narrowing link draws the fields anew with what is listed. */}
      <AuditFilterForm key={params.toString()} filters={filters} onApply={(next) => setParams(paramsOf(next))} />
      <OpsQueryState
        query={audit}
        isEmpty={(page) => page.rows.length === 0}
        empty={<p className={table.empty}>{filtered ? 'No actions match these filters.' : 'Nothing has been recorded yet.'}</p>}
        failure={audit.error instanceof ApiError && audit.error.status === 422 ? () => <BadFilters error={audit.error as ApiError} /> : undefined}
      >
        {(page) => (
          <>
            <AuditTable rows={page.rows} caption={`${filtered ? 'Matching actions' : 'All actions'}: ${page.total}, newest first`} />
            <Pager
              page={page.page}
              perPage={page.perPage}
              total={page.total}
              label="Audit log pages"
              onPage={(next) => setParams(paramsOf({ ...filters, page: next }))}
            />
          </>
        )}
      </OpsQueryState>
    </>
  );
}
