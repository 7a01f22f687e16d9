import { useId } from 'react';
import { mediumState } from '@servenear/shared/media-states';
import type { PartnerService } from '@servenear/shared/partner';
import { serviceFormMessages } from '@servenear/shared/partner-texts';
import { ServicePhotos } from './ServicePhotos';
import { fill } from '@servenear/shared/i18n';
import { employeeTypeLabel, mediaStateTexts, serviceTexts, serviceTypeLabel } from './texts';
import actions from '../../components/actions/actions.module.css';
import { Facts } from '../../components/facts/Facts';
import styles from './Services.module.css';

/** One of the partner's services (partner §2 'Employee service list', §3 'Employee service card'). */
export function ServiceCard({ service, onEdit, onDelete }: { service: PartnerService; onEdit(): void; onDelete(): void }) {
  const nameId = useId();
  const rows: Array<[string, string]> = [
    [serviceTexts.serviceType, serviceTypeLabel(service.serviceType)],
    [serviceTexts.categories, service.categoryName],
    [serviceTexts.subCategories, service.subcategoryName],
    [serviceTexts.employeeTypeRow, service.employeeType ? employeeTypeLabel(service.employeeType) : serviceTexts.notGiven],
  ];
  return (
    <li className={styles.card} aria-labelledby={nameId}>
      <ServicePhotos service={service} />
      <div className={styles.cardBody}>
        <h3 id={nameId} className={styles.cardName}>
          {service.name}
        </h3>
        <ApprovalBadge service={service} />
        <Facts rows={rows} />
        <ServiceVideo service={service} />
        <div className={actions.actions}>
          <button type="button" className={actions.primary} onClick={onEdit}>
            {serviceTexts.edit}
          </button>
          <button type="button" className={actions.danger} onClick={onDelete}>
            {serviceTexts.delete}
          </button>
        </div>
      </div>
    </li>
  );
}

/** The video's link once it is ready; until then, or when it failed, what the partner should know (issue 37). */
function ServiceVideo({ service }: { service: PartnerService }) {
  if (!service.videoUrl) return null;
  const state = mediumState(service.notReady, service.videoUrl);
  if (state === 'processing') return <p className={styles.videoNote}>{mediaStateTexts.videoProcessing}</p>;
  if (state === 'failed') return <p className={`${styles.videoNote} ${styles.videoFailed}`}>{mediaStateTexts.videoFailed}</p>;
  return (
    <a className={styles.videoLink} href={service.videoUrl} target="_blank" rel="noreferrer">
      {serviceTexts.videoLink}
    </a>
  );
}

/** Ours: an "other" or added service waits for ops, or was refused with a reason. */
function ApprovalBadge({ service }: { service: PartnerService }) {
  if (service.approval === 'pending') return <p className={`${styles.badge} ${styles.pending}`}>{serviceFormMessages.waitingForApproval}</p>;
  if (service.approval === 'rejected') {
    return (
      <div className={styles.rejected}>
        <p className={`${styles.badge} ${styles.refused}`}>{serviceFormMessages.rejected}</p>
        {service.rejectionReason ? <p className={styles.reason}>{fill(serviceTexts.reason, { reason: service.rejectionReason })}</p> : null}
      </div>
    );
  }
  return null;
}
