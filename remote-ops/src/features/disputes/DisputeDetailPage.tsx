import { useState } from 'react';
import { ApiError } from '@servenear/shared/api';
import { formatRupees } from '@servenear/shared/domain';
import { parseId } from '@servenear/shared/id';
import { Link, useParams } from '@servenear/shared/router';
import { useOpsDispute, type OpsDispute } from '@servenear/shared/ops-api';
import { OpsQueryState } from '../../components/access/OpsQueryState';
import { useMay } from '../../components/access/useMay';
import controls from '../../components/controls/controls.module.css';
import { momentOf } from '../../components/table/format';
import { outcomeLabels } from './format';
import { ResolveDialog } from './ResolveDialog';
import styles from './Disputes.module.css';

const notFound = <p className={controls.muted}>There is no such dispute.</p>;

/** '/ops/disputes/:id': one dispute, open or resolved. */
export default function DisputeDetailPage() {
  const id = parseId(useParams().id);
  return (
    <>
      <Link className={controls.back} to="/ops/disputes">
        All disputes
      </Link>
      {id === null ? notFound : <DisputeDetail id={id} />}
    </>
  );
}

function DisputeDetail({ id }: { id: number }) {
  const dispute = useOpsDispute(id);
  if (dispute.error instanceof ApiError && dispute.error.status === 404) return notFound;
  return <OpsQueryState query={dispute}>{(found) => <Dispute dispute={found} />}</OpsQueryState>;
}

function Dispute({ dispute }: { dispute: OpsDispute }) {
  const may = useMay();
  const [resolving, setResolving] = useState(false);
  const titleId = `dispute-${dispute.id}`;
  return (
    <>
      <div className={styles.heading}>
        <h1 className={controls.title}>
          Dispute on {dispute.reference}: {dispute.service_name}
        </h1>
        <span>{dispute.outcome ? 'Resolved' : 'Open'}</span>
      </div>
      <section className={controls.section} aria-labelledby={`${titleId}-says`}>
        <h2 id={`${titleId}-says`} className={controls.sectionTitle}>
          What the customer says
        </h2>
        <p className={styles.reason}>{dispute.reason}</p>
        <dl className={styles.facts}>
          <Fact term="Booking line">
            {may('bookings.read') ? <Link to={`/ops/bookings/${dispute.line_id}`}>{dispute.reference}</Link> : dispute.reference} ({dispute.service_name})
          </Fact>
          <Fact term="Customer">
            {dispute.customer_name} ({dispute.customer_mobile})
          </Fact>
          <Fact term="Partner">{dispute.partner_name ?? 'None'}</Fact>
          <Fact term="Opened">{momentOf(dispute.opened_at)}</Fact>
          <Fact term="Price">{formatRupees(dispute.price)}</Fact>
          <Fact term="Paid for it">{formatRupees(dispute.paid_amount)}</Fact>
          <Fact term="Still owed for it">{formatRupees(dispute.owed_amount)}</Fact>
        </dl>
      </section>
      {dispute.outcome ? (
        <section className={controls.section} aria-labelledby={`${titleId}-outcome`}>
          <h2 id={`${titleId}-outcome`} className={controls.sectionTitle}>
            Outcome
          </h2>
          <dl className={styles.facts}>
            <Fact term="Decided">{outcomeLabels[dispute.outcome]}</Fact>
            {dispute.resolved_at ? <Fact term="Resolved">{momentOf(dispute.resolved_at)}</Fact> : null}
            {dispute.refund_amount > 0 ? <Fact term="Refunded">{formatRupees(dispute.refund_amount)}</Fact> : null}
            {dispute.waived_amount > 0 ? <Fact term="Taken off what is owed">{formatRupees(dispute.waived_amount)}</Fact> : null}
            {dispute.note ? <Fact term="Note">{dispute.note}</Fact> : null}
          </dl>
        </section>
      ) : may('disputes.resolve') ? (
        <div className={controls.actions}>
          <button type="button" className={controls.primary} onClick={() => setResolving(true)}>
            Resolve
          </button>
        </div>
      ) : null}
      {resolving ? <ResolveDialog dispute={dispute} mayRefund={may('disputes.refund')} onClose={() => setResolving(false)} /> : null}
    </>
  );
}

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
