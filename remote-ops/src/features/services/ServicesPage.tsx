import { useId } from 'react';
import { useSearchParams } from '@servenear/shared/router';
import { serviceApprovalFilters, useOpsPartnerServices, type ServiceApprovalFilter } from '@servenear/shared/ops-api';
import { OpsQueryState } from '../../components/access/OpsQueryState';
import table from '../../components/table/OpsTable.module.css';
import { Pager } from '../../components/table/Pager';
import { pageFrom } from '../../components/table/format';
import { approvalLabels } from './approvalLabels';
import { ServiceCard } from './ServiceCard';
import styles from './ServicesPage.module.css';

/** ?approval= as the page reads it: one of the filters, pending (the work) when absent or unknown. */
const approvalFrom = (value: string | null): ServiceApprovalFilter => serviceApprovalFilters.find((approval) => approval === value) ?? 'pending';

/**
 * '/ops/services': the services partners named themselves, waiting for approval, oldest first,
 * a page at a time, with their photos and what approving would do to the catalogue. The filter
 * and page live in the address; the list asks again every 30 s while the tab is visible.
 */
export default function ServicesPage() {
  const filterId = useId();
  const [params, setParams] = useSearchParams();
  const approval = approvalFrom(params.get('approval'));
  const page = pageFrom(params.get('page'));
  const services = useOpsPartnerServices(approval, page, { poll: approval === 'pending' });
  const go = (next: { approval?: ServiceApprovalFilter; page?: number }) => {
    const query: Record<string, string> = {};
    const chosen = next.approval ?? approval;
    if (chosen !== 'pending') query.approval = chosen;
    if (next.page && next.page > 1) query.page = String(next.page);
    setParams(query, { replace: next.page === undefined });
  };
  const label = approvalLabels[approval];

  return (
    <>
      <div className={table.top}>
        <h1 className={table.title}>Services</h1>
        <div className={styles.filter}>
          <label htmlFor={filterId}>Approval</label>
          <select id={filterId} className={styles.select} value={approval} onChange={(event) => go({ approval: approvalFrom(event.target.value) })}>
            {serviceApprovalFilters.map((option) => (
              <option key={option} value={option}>
                {approvalLabels[option]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className={styles.intro}>Services partners named themselves. Customers see one only once it is approved, linked to the catalogue service of its name.</p>
      <OpsQueryState
        query={services}
        isEmpty={(result) => result.services.length === 0 && result.total === 0}
        empty={<p className={table.empty}>{approval === 'pending' ? 'No services are waiting for approval.' : `No services are ${label.toLowerCase()}.`}</p>}
      >
        {(result) => (
          <>
            <p className={styles.count} role="status">
              {`${label}: ${result.total}`}
            </p>
            <ul className={styles.cards} aria-label={`${label} services`}>
              {result.services.map((service) => (
                <ServiceCard key={service.action_id} service={service} />
              ))}
            </ul>
            <Pager page={result.page} perPage={result.perPage} total={result.total} label="Service pages" onPage={(next) => go({ page: next })} />
          </>
        )}
      </OpsQueryState>
    </>
  );
}
