import { useId, useState } from 'react';
import { Dialog } from '@servenear/shared/dialog';
import { formatRupees, indianDate, indianTime, type ServiceRates, type WorkMethod } from '@servenear/shared/domain';
import { formStyles } from '@servenear/shared/forms';
import { slotNoteSchema, type Slot } from '@servenear/shared/schemas';
import { SlotFields, checkSlot, choicePrice, emptySlot, type SlotChoice, type SlotErrors, type SlotField } from '../../components/slot';
import { singleBookingTexts as texts } from './texts';
import page from '../../ui/page.module.css';
import styles from './SingleBooking.module.css';

interface SlotNoteDialogProps {
  /** The service's name, shown under the title; none on /slotnote-popup. */
  serviceName?: string;
  methods: readonly WorkMethod[];
  /** The service's rates, to show the price of the choice; none on /slotnote-popup. */
  rates?: ServiceRates;
  initial?: SlotChoice;
  onSave(slot: Slot): void;
  onClose(): void;
}

/** customer §2 'Slot note popup': method, duration, time and date, checked with slotNoteSchema on Save. */
export function SlotNoteDialog({ serviceName, methods, rates, initial = emptySlot, onSave, onClose }: SlotNoteDialogProps) {
  const id = useId();
  const today = indianDate(new Date());
  const [choice, setChoice] = useState<SlotChoice>(initial);
  const [errors, setErrors] = useState<SlotErrors>({});
  const price = rates ? choicePrice(rates, choice) : null;

  const change = (next: SlotChoice, changed: SlotField) => {
    setChoice(next);
    const cleared: SlotField[] = changed === 'method' ? ['method', 'duration'] : [changed];
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !cleared.includes(field as SlotField))));
  };

  const save = () => {
    const check = checkSlot(slotNoteSchema(today, indianTime(new Date())), choice);
    if (check.ok) onSave(check.slot);
    else setErrors(check.errors);
  };

  return (
    <Dialog labelledBy={`${id}-title`} closeLabel={texts.close} size="narrow" onClose={onClose}>
      <form
        className={page.stack}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <div>
          <h2 id={`${id}-title`} className={page.dialogTitle}>
            {texts.slotNoteTitle}
          </h2>
          {serviceName ? <p className={page.subline}>{serviceName}</p> : null}
        </div>
        <SlotFields id={id} value={choice} methods={methods} today={today} errors={errors} onChange={change} />
        {price !== null ? (
          <p className={styles.slotPrice}>
            <span>{texts.price}</span> <strong>{formatRupees(price)}</strong>
          </p>
        ) : null}
        <button type="submit" className={formStyles.submit}>
          {texts.save}
        </button>
      </form>
    </Dialog>
  );
}
