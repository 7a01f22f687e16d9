import { useSearchParams } from '@servenear/shared/router';
import { partnerStatusFilters, useOpsPartners, type PartnerStatusFilter } from '@servenear/shared/ops-api';
import { OpsQueryState } from '../../components/access/OpsQueryState';
import { statusLabels } from './format';
import { PartnersTable } from './PartnersTable';
import { StatusFilter } from './StatusFilter';
import styles from './PartnersQueuePage.module.css';

/** ?status= as the queue reads it: one of the filters, pending (the work) when absent or unknown. */
const statusFrom = (value: string | null): PartnerStatusFilter => partnerStatusFilters.find((status) => status === value) ?? 'pending';

/**
 * '/ops/partners': the partners in one verification state, pending first. The filter lives in
 * the address, so a link or Back keeps it; the list asks again every 30 s while the tab is
 * visible, so new registrations show without a reload.
 */
export default function PartnersQueuePage() {
  const [params, setParams] = useSearchParams();
  const status = statusFrom(params.get('status'));
  const partners = useOpsPartners(status, { poll: true });
  const label = statusLabels[status];

  return (
    <>
      <div className={styles.top}>
        <h1 className={styles.title}>Partners</h1>
        <StatusFilter value={status} onChange={(next) => setParams(next === 'pending' ? {} : { status: next }, { replace: true })} />
      </div>
      <OpsQueryState query={partners} empty={<p className={styles.empty}>No partners are {label.toLowerCase()}.</p>}>
        {(list) => <PartnersTable partners={list} caption={`${label} partners: ${list.length}`} />}
      </OpsQueryState>
    </>
  );
}
