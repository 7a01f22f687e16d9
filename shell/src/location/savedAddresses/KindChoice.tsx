import type { AddressKind } from '@servenear/shared/wire';
import { addressKindOrder, kindLabels } from './texts';
import styles from './SavedAddresses.module.css';

/** Home, work or other as three radio buttons in a row (arrow keys move between them, as radios do). */
export function KindChoice({ name, legend, value, onChange }: { name: string; legend: string; value: AddressKind; onChange(kind: AddressKind): void }) {
  return (
    <fieldset className={styles.kinds}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.kindRow}>
        {addressKindOrder.map((kind) => (
          <label key={kind} className={styles.kind}>
            <input type="radio" name={name} value={kind} checked={value === kind} onChange={() => onChange(kind)} />
            {kindLabels[kind]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
