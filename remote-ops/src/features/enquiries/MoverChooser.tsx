import { useId, useState } from 'react';
import { useOpsEnquiryDecision, useOpsEnquiryPartners, type OpsEnquiry, type OpsMoveCandidate } from '@servenear/shared/ops-api';
import { OpsQueryState } from '../../components/access/OpsQueryState';
import { ReasonDialog } from '../../components/actions/ReasonDialog';
import detail from '../../components/detail/DetailPage.module.css';

/**
 * A move request's allocation: the verified partners whose work area reaches its From address,
 * nearest first (the server's list, at most 20). Each row's button asks first; allocating again
 * moves it to the new partner, and the one who had it is told.
 */
export function MoverChooser({ enquiry }: { enquiry: OpsEnquiry }) {
  const headingId = useId();
  const partners = useOpsEnquiryPartners(enquiry.id, true);
  const [chosen, setChosen] = useState<OpsMoveCandidate | null>(null);
  const decide = useOpsEnquiryDecision();
  const verb = enquiry.partner_id === null ? 'Allocate' : 'Re-allocate';

  return (
    <section className={detail.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={detail.sectionTitle}>
        {enquiry.partner_id === null ? 'Allocate a mover' : 'Allocate to another mover'}
      </h2>
      <OpsQueryState
        query={partners}
        empty={
          <p className={detail.note}>
            {enquiry.distance_km === null ? 'The From address could not be placed on the map: ' : 'No verified partner works near the From address: '}
            ask the customer, or answer the request.
          </p>
        }
      >
        {(list) => (
          <div className={detail.scroller} role="region" aria-label="Partners who may take it" tabIndex={0}>
            <table className={detail.table}>
              <caption className={detail.caption}>Partners who may take it: {list.length}, nearest first</caption>
              <thead>
                <tr>
                  <th scope="col">Partner</th>
                  <th scope="col">Distance</th>
                  <th scope="col">
                    <span className={detail.visuallyHidden}>Action</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.map((partner) => (
                  <tr key={partner.partner_id}>
                    <th scope="row">
                      {partner.name}
                      <span className={detail.sub}>{partner.mobile}</span>
                    </th>
                    <td>{partner.distance_km} km</td>
                    <td>
                      {partner.partner_id === enquiry.partner_id ? (
                        <span className={detail.current}>Has it now</span>
                      ) : (
                        <button type="button" className={detail.rowButton} aria-label={`${verb} to ${partner.name}`} onClick={() => setChosen(partner)}>
                          {verb}
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </OpsQueryState>
      {chosen ? (
        <ReasonDialog
          title={`${verb} this move to ${chosen.name}?`}
          consequence={
            <p>
              {chosen.name} ({chosen.distance_km} km from the pick-up) is told of the job and texted
              {enquiry.partner_name ? `; ${enquiry.partner_name}, who has it now, is told it was withdrawn` : ''}.
            </p>
          }
          confirm={verb}
          tone="primary"
          reasonLabel={null}
          onConfirm={() => decide.mutateAsync({ id: enquiry.id, action: 'allocate', partnerId: chosen.partner_id })}
          onClose={() => setChosen(null)}
        />
      ) : null}
    </section>
  );
}
