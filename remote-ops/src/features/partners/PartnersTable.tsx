import { useId } from 'react';
import { Link } from '@servenear/shared/router';
import type { OpsPartner } from '@servenear/shared/ops-api';
import { dayOf } from './format';
import { StatusBadge } from './StatusBadge';
import styles from './PartnersQueuePage.module.css';

/**
 * The queue as a table; on a narrow screen it scrolls sideways inside its own focusable region,
 * so the page itself never does. The server answers no city or area for a partner yet.
 */
export function PartnersTable({ partners, caption }: { partners: readonly OpsPartner[]; caption: string }) {
  const captionId = useId();
  return (
    <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Mobile</th>
            <th scope="col">Registered on</th>
            <th scope="col">Status</th>
            <th scope="col">ID proofs</th>
          </tr>
        </thead>
        <tbody>
          {partners.map((partner) => (
            <tr key={partner.id}>
              <th scope="row">
                <Link to={`/ops/partners/${partner.id}`}>{partner.name}</Link>
              </th>
              <td>{partner.mobile ?? '—'}</td>
              <td>{dayOf(partner.registered_at)}</td>
              <td>
                <StatusBadge status={partner.verification_status} />
              </td>
              <td>{partner.id_proofs.length}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
