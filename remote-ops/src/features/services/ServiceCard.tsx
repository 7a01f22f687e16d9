import { useId, useState } from 'react';
import { Link } from '@servenear/shared/router';
import type { OpsPartnerService } from '@servenear/shared/ops-api';
import { useMay } from '../../components/access/useMay';
import actionStyles from '../../components/actions/ConfirmDialog.module.css';
import { dayOf } from '../../components/table/format';
import { ApproveDialog, RejectDialog } from './ServiceDialogs';
import { rupees } from './rupees';
import styles from './ServicesPage.module.css';

/**
 * One partner's own service: its name and place in the catalogue, the partner, the photos, what
 * approving does (links to the catalogue service of that name at its rates, or makes one at
 * rates ops give) and, while it waits, Approve and Reject.
 */
export function ServiceCard({ service }: { service: OpsPartnerService }) {
  const titleId = useId();
  const may = useMay();
  const [open, setOpen] = useState<'approve' | 'reject' | null>(null);
  const match = service.catalogue_service;

  return (
    <li className={styles.card} aria-labelledby={titleId}>
      <div className={styles.cardHead}>
        <h2 id={titleId} className={styles.cardTitle}>
          {service.name}
        </h2>
        <p className={styles.where}>
          {service.category_name} › {service.subcategory_name}
        </p>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>Partner</dt>
          <dd>{may('partners.read') ? <Link to={`/ops/partners/${service.partner_id}`}>{service.partner_name}</Link> : service.partner_name}</dd>
        </div>
        <div>
          <dt>Added</dt>
          <dd>
            {dayOf(service.created_at)} · {service.origin === 'added' ? 'from “Add a service”' : 'as “Other” on the upload form'}
          </dd>
        </div>
        <div>
          <dt>Rates</dt>
          <dd>
            {match ? (
              <>
                {rupees(match.rate_per_day)} a day, {rupees(match.rate_per_hour)} an hour <span className={styles.note}>(the catalogue’s “{match.name}”)</span>
              </>
            ) : (
              <span className={styles.note}>New to the catalogue: you give its day and hour rates when approving.</span>
            )}
          </dd>
        </div>
        {service.rejection_reason ? (
          <div>
            <dt>Rejected because</dt>
            <dd>{service.rejection_reason}</dd>
          </div>
        ) : null}
      </dl>
      {service.description ? <p className={styles.description}>{service.description}</p> : null}
      {service.image_url.length > 0 ? (
        <ul className={styles.photos} aria-label={`Photos of ${service.name}`}>
          {service.image_url.map((url, index) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noreferrer">
                <img className={styles.photo} src={url} alt={`${service.name}, photo ${index + 1} (opens full size)`} loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.note}>No photos{service.origin === 'added' ? ': a service added by name has none.' : '.'}</p>
      )}
      {service.approval === 'pending' ? (
        <div className={styles.actions} role="group" aria-label={`Decide on ${service.name}`}>
          <button type="button" className={actionStyles.primary} onClick={() => setOpen('approve')}>
            Approve
          </button>
          <button type="button" className={actionStyles.danger} onClick={() => setOpen('reject')}>
            Reject
          </button>
        </div>
      ) : null}
      {open === 'approve' ? <ApproveDialog service={service} onClose={() => setOpen(null)} /> : null}
      {open === 'reject' ? <RejectDialog service={service} onClose={() => setOpen(null)} /> : null}
    </li>
  );
}
