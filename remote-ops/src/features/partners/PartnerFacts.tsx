import type { OpsPartner } from '@servenear/shared/ops-api';
import { dayOf } from './format';
import styles from './PartnerDetailPage.module.css';

/** What the partner registered with, and why ops turned him down or took him off, if they did. */
export function PartnerFacts({ partner, suspensionReason }: { partner: OpsPartner; suspensionReason: string | null }) {
  return (
    <dl className={styles.facts}>
      <div>
        <dt>Mobile</dt>
        <dd>{partner.mobile ?? 'None'}</dd>
      </div>
      <div>
        <dt>Email</dt>
        <dd>{partner.email ?? 'None'}</dd>
      </div>
      <div>
        <dt>Registered on</dt>
        <dd>{dayOf(partner.registered_at)}</dd>
      </div>
      {partner.cancellations !== undefined ? (
        <div>
          <dt>Jobs given back</dt>
          <dd>{partner.cancellations}</dd>
        </div>
      ) : null}
      {partner.rejection_reason ? (
        <div>
          <dt>Why rejected</dt>
          <dd>{partner.rejection_reason}</dd>
        </div>
      ) : null}
      {partner.verification_status === 'suspended' && suspensionReason ? (
        <div>
          <dt>Why suspended</dt>
          <dd>{suspensionReason}</dd>
        </div>
      ) : null}
    </dl>
  );
}
