import { useSearchParams } from '@servenear/shared/router';
import { partnerStatusFilters, useOpsPartners, type PartnerStatusFilter } from '@servenear/shared/ops-api';
import { OpsQueryState } from '../../components/access/OpsQueryState';
import { Pager } from '../../components/table/Pager';
import { pageFrom } from '../../components/table/format';
import { statusLabels } from './format';
import { PartnersTable } from './PartnersTable';
import { StatusFilter } from './StatusFilter';
import styles from './PartnersQueuePage.module.css';

/** ?status= as the queue reads it: one of the filters, pending (the work) when absent or unknown. */
const statusFrom = (value: string | null): PartnerStatusFilter => partnerStatusFilters.find((status) => status === value) ?? 'pending';

/**
 * '/ops/partners': the partners in one verification state, pending first, a page at a time (the
 * server pages). The filter and page live in the address, so a link or Back keeps them; the list
 * asks again every 30 s while the tab is visible, so new registrations show without a reload.
 */
export default function PartnersQueuePage() {
  const [params, setParams] = useSearchParams();
  const status = statusFrom(params.get('status'));
  const page = pageFrom(params.get('page'));
  const partners = useOpsPartners(status, page, { poll: true });
  const go = (next: { status?: PartnerStatusFilter; page?: number }) => {
    const query: Record<string, string> = {};
    const chosen = next.status ?? status;
    if (chosen !== 'pending') query.status = chosen;
    if (next.page && next.page > 1) query.page = String(next.page);
    // A new filter replaces the entry; a new page is one Back returns from.
    setParams(query, { replace: next.page === undefined });
  };
  const label = statusLabels[status];

  return (
    <>
      <div className={styles.top}>
        <h1 className={styles.title}>Partners</h1>
        <StatusFilter value={status} onChange={(next) => go({ status: next })} />
      </div>
      <OpsQueryState
        query={partners}
        isEmpty={(result) => result.rows.length === 0 && result.total === 0}
        empty={<p className={styles.empty}>No partners are {label.toLowerCase()}.</p>}
      >
        {(result) => (
          <>
            <PartnersTable partners={result.rows} caption={`${label} partners: ${result.total}`} />
            <Pager page={result.page} perPage={result.perPage} total={result.total} label="Partner pages" onPage={(next) => go({ page: next })} />
          </>
        )}
      </OpsQueryState>
    </>
  );
}
