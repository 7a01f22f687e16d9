import { useId, useState } from 'react';
import { useOpsBookingAction, useOpsLinePartners, type OpsBookingLine, type OpsEligiblePartner } from '@servenear/shared/ops-api';
import { OpsQueryState } from '../../components/access/OpsQueryState';
import { ReasonDialog } from '../../components/actions/ReasonDialog';
import { PartnerMap } from './PartnerMap';
import { slotLabel } from './format';
import detail from '../../components/detail/DetailPage.module.css';

type Mode = 'allocate' | 'reassign';

const texts = {
  allocate: { heading: 'Allocate to a partner', button: 'Allocate', verb: 'Allocate' },
  reassign: { heading: 'Re-assign to another partner', button: 'Re-assign', verb: 'Re-assign' },
} as const;

/**
 * The partners who may take the line, nearest first, with what ops weigh (distance, rating,
 * jobs given back, the load that day), and the sketch of where they are. Each row's button asks
 * first; a re-assignment asks why (kept in the audit log).
 */
export function PartnerChooser({ line, mode }: { line: OpsBookingLine; mode: Mode }) {
  const headingId = useId();
  const partners = useOpsLinePartners(line.line_id, true);
  const [chosen, setChosen] = useState<OpsEligiblePartner | null>(null);
  const act = useOpsBookingAction(mode);
  const text = texts[mode];
  const day = slotLabel(line.service_date, line.service_time).split(',')[0];

  return (
    <section className={detail.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={detail.sectionTitle}>
        {text.heading}
      </h2>
      {line.latitude === null || line.longitude === null ? (
        <p className={detail.note}>This booking has no location yet: ask the customer for a locality or PIN code before allocating it.</p>
      ) : (
        <OpsQueryState query={partners} empty={<p className={detail.note}>No verified partner offering {line.service_name} works near this booking.</p>}>
          {(list) => (
            <div className={detail.chooser}>
              <div className={detail.scroller} role="region" aria-label="Partners who may take it" tabIndex={0}>
                <table className={detail.table}>
                  <caption className={detail.caption}>Partners who may take it: {list.length}, nearest first</caption>
                  <thead>
                    <tr>
                      <th scope="col">#</th>
                      <th scope="col">Partner</th>
                      <th scope="col">Distance</th>
                      <th scope="col">Rating</th>
                      <th scope="col">Jobs given back (90 days)</th>
                      <th scope="col">Jobs on {day}</th>
                      <th scope="col">
                        <span className={detail.visuallyHidden}>Action</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {list.map((partner, index) => (
                      <tr key={partner.id}>
                        <td>{index + 1}</td>
                        <th scope="row">
                          {partner.name}
                          <span className={detail.sub}>{partner.mobile ?? ''}</span>
                        </th>
                        <td>{partner.distance_km} km</td>
                        <td>
                          {partner.total_reviews > 0 ? `${partner.average_rating.toFixed(1)} ★` : 'No ratings'}
                          <span className={detail.sub}>
                            {partner.total_reviews} reviews, {partner.jobs_done} jobs done
                          </span>
                        </td>
                        <td>{partner.cancellations_90d}</td>
                        <td>{partner.jobs_that_day}</td>
                        <td>
                          {partner.current ? (
                            <span className={detail.current}>Has it now</span>
                          ) : (
                            <button type="button" className={detail.rowButton} aria-label={`${text.button} to ${partner.name}`} onClick={() => setChosen(partner)}>
                              {text.button}
                            </button>
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <PartnerMap booking={{ latitude: line.latitude!, longitude: line.longitude! }} partners={list} radiusKm={line.near_radius_km} />
            </div>
          )}
        </OpsQueryState>
      )}
      {chosen ? (
        <ReasonDialog
          title={`${text.verb} ${line.reference} to ${chosen.name}?`}
          consequence={
            mode === 'reassign' ? (
              <p>
                {line.partner?.name ?? 'The partner'} is told the job was withdrawn, {chosen.name} that it is theirs, and the customer who is coming now. The
                customer’s start code keeps working, for {chosen.name}.
              </p>
            ) : (
              <p>
                {chosen.name} ({chosen.distance_km} km away) is told of the job, and the customer who is coming.
              </p>
            )
          }
          confirm={mode === 'reassign' ? 'Re-assign' : 'Allocate'}
          tone="primary"
          reasonLabel={mode === 'reassign' ? 'Reason (kept in the audit log)' : null}
          onConfirm={(reason) => act.mutateAsync({ id: line.line_id, partnerId: chosen.id, reason })}
          onClose={() => setChosen(null)}
        />
      ) : null}
    </section>
  );
}
