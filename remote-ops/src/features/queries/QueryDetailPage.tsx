import { Link, useParams } from '@servenear/shared/router';
import { parseId } from '@servenear/shared/id';
import { useOpsReport, type OpsReport } from '@servenear/shared/ops-api';
import { OpsQueryState } from '../../components/access/OpsQueryState';
import controls from '../../components/controls/controls.module.css';
import { whenOf } from './format';
import { QueryActions } from './QueryActions';
import { ReportStatusBadge } from './ReportStatusBadge';
import styles from './QueryDetailPage.module.css';

const notFound = <p className={controls.muted}>There is no such query.</p>;
const roleNames = { user: 'Customer', employee: 'Partner', admin: 'Ops' } as const;

/** '/ops/queries/:id': one query — the message, who sent it about what — its answer and closing, and the actions. */
export default function QueryDetailPage() {
  const id = parseId(useParams().id);
  return (
    <>
      <Link className={controls.back} to="/ops/queries">
        All queries
      </Link>
      {id === null ? notFound : <QueryDetail id={id} />}
    </>
  );
}

function QueryDetail({ id }: { id: number }) {
  const report = useOpsReport(id);
  return (
    <OpsQueryState query={report} notFound={notFound}>
      {(query) => (
        <>
          <div className={styles.heading}>
            <h1 className={controls.title}>Query from {query.name}</h1>
            <ReportStatusBadge status={query.status} />
          </div>
          <section className={controls.section} aria-labelledby={`message-${id}`}>
            <h2 id={`message-${id}`} className={controls.sectionTitle}>
              Message
            </h2>
            <p className={styles.message}>{query.description}</p>
            <Facts query={query} />
          </section>
          <QueryActions query={query} />
          <section className={controls.section} aria-labelledby={`history-${id}`}>
            <h2 id={`history-${id}`} className={controls.sectionTitle}>
              History
            </h2>
            <History query={query} />
          </section>
        </>
      )}
    </OpsQueryState>
  );
}

function Facts({ query }: { query: OpsReport }) {
  return (
    <dl className={styles.facts}>
      <div>
        <dt>Service</dt>
        <dd>{query.service_name}</dd>
      </div>
      <div>
        <dt>Received</dt>
        <dd>{whenOf(query.created_at)}</dd>
      </div>
      <div>
        <dt>Mobile (answers are texted here)</dt>
        <dd>{query.mobile}</dd>
      </div>
      <div>
        <dt>E-mail</dt>
        <dd>{query.email}</dd>
      </div>
      <div>
        <dt>Account</dt>
        <dd>{query.account ? `${roleNames[query.account.role]}: ${query.account.name}${query.account.mobile ? ` (${query.account.mobile})` : ''}` : 'None: sent by a visitor'}</dd>
      </div>
    </dl>
  );
}

/** What happened to the query, oldest first. */
function History({ query }: { query: OpsReport }) {
  return (
    <ol className={styles.history}>
      <li className={styles.event}>
        <p className={styles.eventTitle}>Received {whenOf(query.created_at)}</p>
      </li>
      {query.answer && query.answered_at ? (
        <li className={styles.event}>
          <p className={styles.eventTitle}>
            Answered by {query.answered_by?.name ?? 'ops'}, {whenOf(query.answered_at)}
          </p>
          <p className={styles.quote}>{query.answer}</p>
        </li>
      ) : null}
      {query.closed_at ? (
        <li className={styles.event}>
          <p className={styles.eventTitle}>
            Closed by {query.closed_by?.name ?? 'ops'}, {whenOf(query.closed_at)}
          </p>
          {query.close_note ? <p className={styles.quote}>{query.close_note}</p> : null}
        </li>
      ) : null}
    </ol>
  );
}
