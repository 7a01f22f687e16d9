import { useId } from 'react';
import { partnerStatusFilters, type PartnerStatusFilter } from '@servenear/shared/ops-api';
import { statusLabels } from './format';
import styles from './PartnersQueuePage.module.css';

/** Which verification state the queue lists; a plain select, usable at any width and by keyboard. */
export function StatusFilter({ value, onChange }: { value: PartnerStatusFilter; onChange(status: PartnerStatusFilter): void }) {
  const id = useId();
  return (
    <div className={styles.filter}>
      <label htmlFor={id}>Status</label>
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={(event) => onChange(partnerStatusFilters.find((status) => status === event.target.value) ?? 'pending')}
      >
        {partnerStatusFilters.map((status) => (
          <option key={status} value={status}>
            {statusLabels[status]}
          </option>
        ))}
      </select>
    </div>
  );
}
