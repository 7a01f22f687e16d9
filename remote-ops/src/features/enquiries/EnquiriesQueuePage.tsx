import { useId } from 'react';
import { useSearchParams } from '@servenear/shared/router';
import { enquiryKinds, enquiryStatuses, useOpsEnquiries, type EnquiryKind, type EnquiryStatus } from '@servenear/shared/ops-api';
import { OpsQueryState } from '../../components/access/OpsQueryState';
import table from '../../components/table/OpsTable.module.css';
import { Pager } from '../../components/table/Pager';
import { pageFrom } from '../../components/table/format';
import { EnquiriesTable } from './EnquiriesTable';
import { kindLabels, kindPlurals, statusLabels } from './format';
import styles from './EnquiriesQueuePage.module.css';

/** ?status=, ?kind= and ?page= as the queue reads them: pending (the work), both kinds and the first page when absent or unknown. */
const statusFrom = (value: string | null): EnquiryStatus => enquiryStatuses.find((status) => status === value) ?? 'pending';
const kindFrom = (value: string | null): EnquiryKind | null => enquiryKinds.find((kind) => kind === value) ?? null;

/**
 * '/ops/enquiries': customers' service enquiries and Pass Fast Express move requests, oldest
 * first (the order they are answered in), a page at a time. The filters and page live in the
 * address, so a link or Back keeps them; the list asks again every 30 s while the tab is visible.
 */
export default function EnquiriesQueuePage() {
  const statusId = useId();
  const kindId = useId();
  const [params, setParams] = useSearchParams();
  const status = statusFrom(params.get('status'));
  const kind = kindFrom(params.get('kind'));
  const page = pageFrom(params.get('page'));
  const enquiries = useOpsEnquiries({ status, kind, page });
  const go = (next: { status?: EnquiryStatus; kind?: EnquiryKind | null; page?: number }) => {
    const query: Record<string, string> = {};
    const chosenStatus = next.status ?? status;
    const chosenKind = next.kind === undefined ? kind : next.kind;
    if (chosenStatus !== 'pending') query.status = chosenStatus;
    if (chosenKind) query.kind = chosenKind;
    if (next.page && next.page > 1) query.page = String(next.page);
    // A new filter replaces the entry; a new page is one Back returns from.
    setParams(query, { replace: next.page === undefined });
  };
  const label = statusLabels[status];
  const what = kind ? kindPlurals[kind] : 'Enquiries';

  return (
    <>
      <div className={table.top}>
        <h1 className={table.title}>Enquiries</h1>
        <div className={styles.filters}>
          <div className={styles.filter}>
            <label htmlFor={statusId}>Status</label>
            <select id={statusId} className={styles.select} value={status} onChange={(event) => go({ status: statusFrom(event.target.value) })}>
              {enquiryStatuses.map((option) => (
                <option key={option} value={option}>
                  {statusLabels[option]}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.filter}>
            <label htmlFor={kindId}>Kind</label>
            <select id={kindId} className={styles.select} value={kind ?? ''} onChange={(event) => go({ kind: kindFrom(event.target.value) })}>
              <option value="">Both kinds</option>
              {enquiryKinds.map((option) => (
                <option key={option} value={option}>
                  {kindLabels[option]}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>
      <OpsQueryState
        query={enquiries}
        isEmpty={(result) => result.rows.length === 0 && result.total === 0}
        empty={<p className={table.empty}>No enquiries here: nothing is {label.toLowerCase()}.</p>}
      >
        {(result) => (
          <>
            <EnquiriesTable rows={result.rows} caption={`${what}, ${label.toLowerCase()}: ${result.total}, oldest first`} />
            <Pager page={result.page} perPage={result.perPage} total={result.total} label="Enquiry pages" onPage={(next) => go({ page: next })} />
          </>
        )}
      </OpsQueryState>
    </>
  );
}
