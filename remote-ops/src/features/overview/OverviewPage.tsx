import type { ReactNode } from 'react';
import type { UseQueryResult } from '@servenear/shared/query';
import { Link } from '@servenear/shared/router';
import { OPS_BOOKING_DEFAULT_SORT, useOpsBookingSearch, useOpsDisputes, useOpsEnquiries, useOpsPartnerServices, useOpsPartners, useOpsRefunds, useOpsReports } from '@servenear/shared/ops-api';
import type { OpsPermission } from '@servenear/shared/ops-roles';
import { OpsQueryState } from '../../components/access/OpsQueryState';
import { useMay } from '../../components/access/useMay';
import { consoleSections } from '../../components/sections/sections';
import styles from './OverviewPage.module.css';

/**
 * One card a role may see: its count is the total of the first page its queue reads, through the
 * queue's own read (same query key, same 30 s poll), so the count and the queue agree.
 */
interface WaitingWork {
  permission: OpsPermission;
  Card(): ReactNode;
}

const waitingWork: WaitingWork[] = [
  { permission: 'bookings.read', Card: BookingsWaiting },
  { permission: 'enquiries.read', Card: EnquiriesWaiting },
  { permission: 'partners.verify', Card: PartnersWaiting },
  { permission: 'partner-services.decide', Card: ServicesWaiting },
  { permission: 'reports.manage', Card: QueriesWaiting },
  { permission: 'disputes.read', Card: DisputesWaiting },
  { permission: 'refunds.manage', Card: RefundsFailed },
];

/** '/ops': the work waiting that this person may act on, each count linking to its queue. */
export default function OverviewPage() {
  const may = useMay();
  const cards = waitingWork.filter((work) => may(work.permission));
  return (
    <>
      <h1 className={styles.title}>Overview</h1>
      {cards.length > 0 ? (
        <ul className={styles.cards}>
          {cards.map(({ permission, Card }) => (
            <Card key={permission} />
          ))}
        </ul>
      ) : (
        <p className={styles.quiet}>Nothing in the console waits for your roles yet.</p>
      )}
    </>
  );
}

interface CountCardProps {
  title: string;
  query: UseQueryResult<{ total: number }>;
  /** What 0 means, in words. */
  none: string;
  link: string;
  to: string;
}

function CountCard({ title, query, none, link, to }: CountCardProps) {
  return (
    <li className={styles.card}>
      <h2 className={styles.cardTitle}>{title}</h2>
      <OpsQueryState query={query}>
        {({ total }) => (
          <>
            <p className={styles.count}>{total}</p>
            {total === 0 ? (
              <p className={styles.quiet}>{none}</p>
            ) : (
              <Link className={styles.link} to={to}>
                {link}
              </Link>
            )}
          </>
        )}
      </OpsQueryState>
    </li>
  );
}

/** The Bookings queue filtered to the lines waiting for a partner, as its address reads. */
const pendingBookings = { q: '', status: 'pending', sort: OPS_BOOKING_DEFAULT_SORT, page: 1 } as const;

function BookingsWaiting() {
  const query = useOpsBookingSearch(pendingBookings);
  return (
    <CountCard
      title="Bookings waiting for a partner"
      query={query}
      none="Every booking has a partner."
      link="Open the bookings to allocate"
      to={`${consoleSections.bookings.to}?status=pending`}
    />
  );
}

function EnquiriesWaiting() {
  const query = useOpsEnquiries({ status: 'pending', kind: null, page: 1 });
  return <CountCard title="Enquiries waiting for an answer" query={query} none="No enquiry is waiting." link="Open the enquiries" to={consoleSections.enquiries.to} />;
}

function PartnersWaiting() {
  const query = useOpsPartners('pending', 1, { poll: true });
  return <CountCard title="Partners waiting for verification" query={query} none="Nobody is waiting for verification." link="Open the verification queue" to={consoleSections.partners.to} />;
}

function ServicesWaiting() {
  const query = useOpsPartnerServices('pending', 1, { poll: true });
  return <CountCard title="Services waiting for approval" query={query} none="No service is waiting for approval." link="Open the services to approve" to={consoleSections.services.to} />;
}

/** The Queries queue as it opens: open ones, the latest received first. */
const openQueries = { status: 'open', q: '', sort: 'received', order: 'desc', page: 1 } as const;

function QueriesWaiting() {
  const query = useOpsReports(openQueries);
  return <CountCard title="Queries waiting for an answer" query={query} none="No query is open." link="Open the queries" to={consoleSections.queries.to} />;
}

function DisputesWaiting() {
  const query = useOpsDisputes('open', 1);
  return <CountCard title="Open disputes" query={query} none="No dispute is open." link="Open the disputes" to={consoleSections.disputes.to} />;
}

function RefundsFailed() {
  const query = useOpsRefunds('failed', 1);
  return (
    <CountCard title="Refunds that failed" query={query} none="No refund has failed." link="Open the failed refunds" to={`${consoleSections.money.to}?refunds=failed`} />
  );
}
