import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from '@servenear/shared/router';
import { reportStatuses, useOpsReports, type ReportListQuery } from '@servenear/shared/ops-api';
import { OpsQueryState } from '../../components/access/OpsQueryState';
import controls from '../../components/controls/controls.module.css';
import { Pager } from '../../components/table/Pager';
import { statusLabels } from './format';
import { QueriesTable } from './QueriesTable';
import { queueParamsOf, queueQueryFrom } from './queryState';
import styles from './QueriesPage.module.css';

/**
 * '/ops/queries': Report & Queries, the reports sent from the site's /report page. Filtered,
 * searched, sorted and paged by the server; the whole state lives in the address, so a link or
 * Back keeps it; the page asks again every 30 s while the tab is visible.
 */
export default function QueriesPage() {
  const [params, setParams] = useSearchParams();
  const query = queueQueryFrom(params);
  const reports = useOpsReports(query);
  const change = (next: Partial<ReportListQuery>) => setParams(queueParamsOf({ ...query, page: 1, ...next }), { replace: true });
  const described = query.status ? statusLabels[query.status].toLowerCase() : 'all';

  return (
    <>
      <div className={styles.top}>
        <h1 className={controls.title}>Queries</h1>
        <QueueFilters key={query.q} query={query} onChange={change} />
      </div>
      <OpsQueryState
        query={reports}
        empty={<p className={styles.empty}>No {query.status ? `${described} ` : ''}queries{query.q ? ` match “${query.q}”` : ''}.</p>}
        isEmpty={(page) => page.rows.length === 0}
      >
        {(page) => (
          <>
            <QueriesTable
              rows={page.rows}
              caption={`${query.status ? statusLabels[query.status] : 'All'} queries: ${page.total}`}
              sort={query.sort}
              order={query.order}
              onSort={(sort, order) => change({ sort, order })}
            />
            <Pager page={page.page} perPage={page.per_page} total={page.total} label="Query pages" onPage={(next) => setParams(queueParamsOf({ ...query, page: next }), { replace: true })} />
          </>
        )}
      </OpsQueryState>
    </>
  );
}

/** The status filter and the search; the search is sent with its button (or Enter), not on each key. */
function QueueFilters({ query, onChange }: { query: ReportListQuery; onChange(next: Partial<ReportListQuery>): void }) {
  const statusId = useId();
  const searchId = useId();
  const [text, setText] = useState(query.q);

  function search(event: FormEvent) {
    event.preventDefault();
    onChange({ q: text.trim() });
  }

  return (
    <div className={styles.filters}>
      <div className={controls.field}>
        <label className={controls.label} htmlFor={statusId}>
          Status
        </label>
        <select
          id={statusId}
          className={controls.select}
          value={query.status ?? 'all'}
          onChange={(event) => onChange({ status: reportStatuses.find((status) => status === event.target.value) ?? null })}
        >
          {reportStatuses.map((status) => (
            <option key={status} value={status}>
              {statusLabels[status]}
            </option>
          ))}
          <option value="all">All</option>
        </select>
      </div>
      <form className={styles.search} role="search" onSubmit={search}>
        <div className={controls.field}>
          <label className={controls.label} htmlFor={searchId}>
            Search name, e-mail, mobile or message
          </label>
          <input id={searchId} className={controls.input} type="search" value={text} maxLength={100} onChange={(event) => setText(event.target.value)} />
        </div>
        <button type="submit" className={controls.primary}>
          Search
        </button>
      </form>
    </div>
  );
}
