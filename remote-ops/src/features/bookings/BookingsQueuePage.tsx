import { useSearchParams } from '@servenear/shared/router';
import { useOpsBookingSearch, type OpsBookingQuery } from '@servenear/shared/ops-api';
import { OpsQueryState } from '../../components/access/OpsQueryState';
import { BookingsTable } from './BookingsTable';
import { Pager } from '../../components/table/Pager';
import { paramsOf, queryFrom } from './queryParams';
import { SearchBar } from './SearchBar';
import styles from './BookingsQueuePage.module.css';

/**
 * '/ops/bookings': every booking line, found by the customer's phone, name or the reference,
 * filtered by status, sorted and paged on the server. The state is the address's; the page asks
 * again every 30 s while the tab is visible.
 */
export default function BookingsQueuePage() {
  const [params, setParams] = useSearchParams();
  const query = queryFrom(params);
  const found = useOpsBookingSearch(query);
  const go = (next: OpsBookingQuery) => setParams(paramsOf(next), { replace: true });

  return (
    <>
      <h1 className={styles.title}>Bookings</h1>
      <SearchBar q={query.q} status={query.status} onSearch={(q) => go({ ...query, q, page: 1 })} onStatus={(status) => go({ ...query, status, page: 1 })} />
      <OpsQueryState
        query={found}
        isEmpty={(page) => page.rows.length === 0}
        empty={<p className={styles.empty}>{query.q || query.status ? 'No booking matches this search.' : 'There are no bookings yet.'}</p>}
      >
        {(page) => (
          <>
            <BookingsTable
              rows={page.rows}
              caption={`Bookings: ${page.total}${query.q ? ` matching “${query.q}”` : ''}`}
              sort={query.sort}
              onSort={(sort) => go({ ...query, sort, page: 1 })}
            />
            <Pager page={page.page} perPage={page.per_page} total={page.total} label="Booking pages" onPage={(next) => go({ ...query, page: next })} />
          </>
        )}
      </OpsQueryState>
    </>
  );
}
