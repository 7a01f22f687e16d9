import { useState } from 'react';
import type { OpsPartner, OpsPartnerKyc, PartnerAction } from '@servenear/shared/ops-api';
import { useMay } from '../../components/access/useMay';
import { ActionDialog } from './ActionDialog';
import { partnerActionOrder, partnerActionSpecs } from './partnerActions';
import styles from './PartnerActions.module.css';

/** The decisions that apply to the partner now and that this person's roles allow; each asks first. */
export function PartnerActions({ partner, kyc }: { partner: OpsPartner; kyc: OpsPartnerKyc | null }) {
  const may = useMay();
  const [open, setOpen] = useState<PartnerAction | null>(null);
  const shown = partnerActionOrder.filter((action) => {
    const spec = partnerActionSpecs[action];
    return may(spec.permission) && spec.appliesTo(partner, kyc);
  });
  if (shown.length === 0) return null;

  return (
    <div className={styles.actions} role="group" aria-label="Decisions">
      {shown.map((action) => (
        <button key={action} type="button" className={partnerActionSpecs[action].tone === 'danger' ? styles.danger : styles.primary} onClick={() => setOpen(action)}>
          {partnerActionSpecs[action].label}
        </button>
      ))}
      {open ? <ActionDialog action={open} partner={partner} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}
