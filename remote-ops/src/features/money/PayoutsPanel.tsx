import { useId, useState } from 'react';
import { formatPaise } from '@servenear/shared/paise';
import { useSearchParams } from '@servenear/shared/router';
import { useOpsApprovePayoutBatch, useOpsPayoutBatch, useOpsPayoutBatches, type OpsPayoutBatch } from '@servenear/shared/ops-api';
import { OpsQueryState } from '../../components/access/OpsQueryState';
import { ReasonDialog } from '../../components/actions/ReasonDialog';
import controls from '../../components/controls/controls.module.css';
import { Pager } from '../../components/table/Pager';
import { momentOf, pageFrom } from '../../components/table/format';
import table from '../../components/table/OpsTable.module.css';
import { payoutStatusLabels } from './format';
import styles from './Money.module.css';

const batchFrom = (params: URLSearchParams) => {
  const id = Number.parseInt(params.get('batch') ?? '', 10);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** Payout batches, the newest first; a batch's payouts partner by partner, and Approve on a proposed one. Page and batch live in the address. */
export function PayoutsPanel() {
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get('batches'));
  const chosen = batchFrom(params);
  const batches = useOpsPayoutBatches(page);
  const captionId = useId();

  function change(key: 'batches' | 'batch', value: number | null) {
    const next = new URLSearchParams(params);
    if (value === null || (key === 'batches' && value === 1)) next.delete(key);
    else next.set(key, String(value));
    setParams(next, { replace: true });
  }

  return (
    <section className={controls.section} aria-labelledby={`${captionId}-title`}>
      <h2 id={`${captionId}-title`} className={controls.sectionTitle}>
        Payout batches
      </h2>
      <OpsQueryState query={batches} empty={<p className={styles.empty}>No payout batch has been proposed yet.</p>} isEmpty={(found) => found.total === 0}>
        {(found) => (
          <>
            <div className={table.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
              <table className={table.table}>
                <caption id={captionId} className={table.caption}>
                  Payout batches: {found.total}, the newest first
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Batch</th>
                    <th scope="col">Status</th>
                    <th scope="col">Payouts</th>
                    <th scope="col">Total</th>
                    <th scope="col">Proposed</th>
                  </tr>
                </thead>
                <tbody>
                  {found.rows.map((batch) => (
                    <tr key={batch.id}>
                      <th scope="row">
                        <button type="button" className={styles.linkButton} aria-pressed={chosen === batch.id} onClick={() => change('batch', chosen === batch.id ? null : batch.id)}>
                          Batch {batch.id}
                        </button>
                      </th>
                      <td>{batch.status === 'proposed' ? 'To approve' : 'Approved'}</td>
                      <td>{batch.payout_count}</td>
                      <td className={table.nowrap}>{formatPaise(batch.total)}</td>
                      <td className={table.nowrap}>{momentOf(batch.created_at)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager page={found.page} perPage={found.per_page} total={found.total} label="Payout batch pages" onPage={(next) => change('batches', next)} />
          </>
        )}
      </OpsQueryState>
      {chosen !== null ? <BatchDetail id={chosen} /> : null}
    </section>
  );
}

function BatchDetail({ id }: { id: number }) {
  const batch = useOpsPayoutBatch(id);
  return (
    <OpsQueryState query={batch} notFound={<p className={controls.muted}>There is no such payout batch.</p>}>
      {(found) => <BatchPayouts batch={found} />}
    </OpsQueryState>
  );
}

function BatchPayouts({ batch }: { batch: OpsPayoutBatch }) {
  const [approving, setApproving] = useState(false);
  const approve = useOpsApprovePayoutBatch();
  const captionId = useId();
  const total = batch.payouts.reduce((sum, payout) => sum + payout.amount, 0);
  const count = batch.payouts.length;
  const described = `${count} ${count === 1 ? 'payout' : 'payouts'} of ${formatPaise(total)} in all`;
  return (
    <div className={styles.batch}>
      <div className={table.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className={table.table}>
          <caption id={captionId} className={table.caption}>
            Batch {batch.id}: {described}
          </caption>
          <thead>
            <tr>
              <th scope="col">Partner</th>
              <th scope="col">Amount</th>
              <th scope="col">Status</th>
              <th scope="col">Account</th>
            </tr>
          </thead>
          <tbody>
            {batch.payouts.map((payout) => (
              <tr key={payout.id}>
                <th scope="row">{payout.partner_name}</th>
                <td className={table.nowrap}>{formatPaise(payout.amount)}</td>
                <td>
                  {payoutStatusLabels[payout.status]}
                  {payout.failure_reason ? <span className={table.sub}>{payout.failure_reason}</span> : null}
                  {payout.utr ? <span className={table.sub}>Bank reference {payout.utr}</span> : null}
                </td>
                <td>{payout.account_ending ? `ending ${payout.account_ending}` : <span className={table.muted}>On approval</span>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {batch.status === 'proposed' ? (
        <div className={controls.actions}>
          <button type="button" className={controls.primary} onClick={() => setApproving(true)}>
            Approve batch {batch.id}
          </button>
        </div>
      ) : null}
      {approving ? (
        <ReasonDialog
          title={`Approve batch ${batch.id}: ${described}?`}
          consequence={<p>Each payout goes to the partner’s bank account now. A partner whose bank details changed since the proposal is held and paid in the next batch. This cannot be undone.</p>}
          confirm="Approve and pay"
          tone="primary"
          reasonLabel={null}
          onConfirm={() => approve.mutateAsync(batch.id)}
          onClose={() => setApproving(false)}
        />
      ) : null}
    </div>
  );
}
