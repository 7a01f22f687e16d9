import { useId, useState } from 'react';
import { formatPaise } from '@servenear/shared/paise';
import { useSearchParams } from '@servenear/shared/router';
import { refundStatuses, useOpsRefunds, useOpsRetryRefund, type OpsRefund, type RefundStatusFilter } from '@servenear/shared/ops-api';
import { OpsQueryState } from '../../components/access/OpsQueryState';
import { ReasonDialog } from '../../components/actions/ReasonDialog';
import controls from '../../components/controls/controls.module.css';
import { momentOf, pageFrom } from '../../components/table/format';
import { Pager } from '../../components/table/Pager';
import table from '../../components/table/OpsTable.module.css';
import { refundReasonLabels, refundStatusLabels } from './format';
import styles from './Money.module.css';

/** ?refunds=failed: the status the list is filtered by, the address keeps it; none is every refund. */
const statusFrom = (params: URLSearchParams): RefundStatusFilter => refundStatuses.find((status) => status === params.get('refunds')) ?? null;

/** Refunds, the newest first, by status, a page at a time (?refund_page=); a failed one can be tried again, after a confirmation. */
export function RefundsPanel() {
  const [params, setParams] = useSearchParams();
  const status = statusFrom(params);
  const page = pageFrom(params.get('refund_page'));
  const refunds = useOpsRefunds(status, page);
  const [retrying, setRetrying] = useState<OpsRefund | null>(null);
  const filterId = useId();
  const captionId = useId();

  function filter(value: string) {
    const next = new URLSearchParams(params);
    if (value) next.set('refunds', value);
    else next.delete('refunds');
    next.delete('refund_page');
    setParams(next, { replace: true });
  }

  function turnTo(nextPage: number) {
    const next = new URLSearchParams(params);
    if (nextPage > 1) next.set('refund_page', String(nextPage));
    else next.delete('refund_page');
    setParams(next, { replace: true });
  }

  return (
    <section className={controls.section} aria-labelledby={`${captionId}-title`}>
      <div className={table.top}>
        <h2 id={`${captionId}-title`} className={controls.sectionTitle}>
          Refunds
        </h2>
        <div className={controls.field}>
          <label className={controls.label} htmlFor={filterId}>
            Refund status
          </label>
          <select id={filterId} className={controls.select} value={status ?? ''} onChange={(event) => filter(event.target.value)}>
            <option value="">All</option>
            {refundStatuses.map((one) => (
              <option key={one} value={one}>
                {refundStatusLabels[one]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <OpsQueryState query={refunds} empty={<p className={styles.empty}>No {status ? `${refundStatusLabels[status].toLowerCase()} ` : ''}refunds.</p>} isEmpty={(result) => result.total === 0}>
        {({ rows, total, page: shown, perPage }) => (
          <>
            <div className={table.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
              <table className={table.table}>
                <caption id={captionId} className={table.caption}>
                  {status ? refundStatusLabels[status] : 'All'} refunds: {total}, the newest first
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Booking</th>
                    <th scope="col">Why</th>
                    <th scope="col">Amount</th>
                    <th scope="col">Status</th>
                    <th scope="col">Decided</th>
                    <th scope="col">
                      <span className={controls.srOnly}>Action</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((refund) => (
                    <tr key={refund.id}>
                      <th scope="row" className={table.nowrap}>
                        {refund.reference}
                      </th>
                      <td>{refundReasonLabels[refund.reason]}</td>
                      <td className={table.nowrap}>{formatPaise(refund.amount)}</td>
                      <td>
                        {refundStatusLabels[refund.status]}
                        {refund.last_error ? <span className={table.sub}>{refund.last_error}</span> : null}
                      </td>
                      <td className={table.nowrap}>{momentOf(refund.created_at)}</td>
                      <td>
                        {refund.status === 'failed' ? (
                          <button type="button" className={controls.secondary} onClick={() => setRetrying(refund)}>
                            Retry<span className={controls.srOnly}> the refund on {refund.reference}</span>
                          </button>
                        ) : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager page={shown} perPage={perPage} total={total} label="Refund pages" onPage={turnTo} />
          </>
        )}
      </OpsQueryState>
      {retrying ? <RetryDialog refund={retrying} onClose={() => setRetrying(null)} /> : null}
    </section>
  );
}

function RetryDialog({ refund, onClose }: { refund: OpsRefund; onClose(): void }) {
  const retry = useOpsRetryRefund();
  return (
    <ReasonDialog
      title={`Try the refund of ${formatPaise(refund.amount)} on ${refund.reference} again?`}
      consequence={<p>The payment provider is asked again to pay it back to the customer, with a full set of retries.</p>}
      confirm="Retry refund"
      tone="primary"
      reasonLabel={null}
      onConfirm={() => retry.mutateAsync(refund.id)}
      onClose={onClose}
    />
  );
}
