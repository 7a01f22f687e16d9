import { durationLabel, durationOptions, latestBookingDate, workMethodLabels, type WorkMethod } from '@servenear/shared/domain';
import { Field, controlProps, formStyles } from '@servenear/shared/forms';
import { bookingWindowHint } from '@servenear/shared/booking-texts';
import type { SlotChoice, SlotErrors, SlotField } from './slotChoice';
import { slotTexts as texts } from './texts';
import styles from './SlotFields.module.css';

interface SlotFieldsProps {
  /** Prefix of the controls' ids, unique on the page. */
  id: string;
  value: SlotChoice;
  /** The methods the service has a rate for. */
  methods: readonly WorkMethod[];
  /** YYYY-MM-DD in India: the earliest date offered; the latest is a month later. */
  today: string;
  errors?: SlotErrors;
  /** The note under the controls, tied to the date; the slot note popup's spec text unless given. */
  hint?: string;
  onChange(next: SlotChoice, changed: SlotField): void;
}

/**
 * The four slot controls of the cart and the slot note popup (customer §2): service method,
 * working duration, preferred time and date. Choosing another method clears the duration
 * (customer §4), since the durations offered depend on the method.
 */
export function SlotFields({ id, value, methods, today, errors = {}, hint, onChange }: SlotFieldsProps) {
  // The spec's '*Pre-booking available after one month' said the opposite of the rule (issue 37):
  // every slot form says the rule itself, with its last day (latestBookingDate in shared/domain).
  const shownHint = hint ?? bookingWindowHint(latestBookingDate(today));
  const fieldId = (field: SlotField) => `${id}-${field}`;
  const change = (patch: Partial<SlotChoice>, field: SlotField) => onChange({ ...value, ...patch }, field);

  const chooseMethod = (raw: string) => {
    const method = raw === 'day' || raw === 'hour' ? raw : null;
    if (method !== value.method) change({ method, duration: null }, 'method');
  };

  return (
    <div className={styles.slot}>
      <div className={styles.grid}>
      <Field id={fieldId('method')} label={texts.method} error={errors.method}>
        <select
          className={formStyles.control}
          value={value.method ?? ''}
          disabled={methods.length === 0}
          {...controlProps(fieldId('method'), errors.method)}
          onChange={(event) => chooseMethod(event.target.value)}
        >
          <option value="">{texts.chooseMethod}</option>
          {methods.map((method) => (
            <option key={method} value={method}>
              {workMethodLabels[method]}
            </option>
          ))}
        </select>
      </Field>
      <Field id={fieldId('duration')} label={texts.duration} error={errors.duration}>
        <select
          className={formStyles.control}
          value={value.duration ?? ''}
          disabled={value.method === null}
          {...controlProps(fieldId('duration'), errors.duration)}
          onChange={(event) => change({ duration: event.target.value === '' ? null : Number(event.target.value) }, 'duration')}
        >
          <option value="">{texts.chooseDuration}</option>
          {value.method !== null &&
            durationOptions(value.method).map((duration) => (
              <option key={duration} value={duration}>
                {durationLabel(value.method as WorkMethod, duration)}
              </option>
            ))}
        </select>
      </Field>
      <Field id={fieldId('time')} label={texts.time} error={errors.time}>
        <input
          className={formStyles.control}
          type="time"
          value={value.time}
          {...controlProps(fieldId('time'), errors.time)}
          onChange={(event) => change({ time: event.target.value }, 'time')}
        />
      </Field>
      <Field id={fieldId('date')} label={texts.date} error={errors.date}>
        <input
          className={formStyles.control}
          type="date"
          value={value.date}
          min={today}
          max={latestBookingDate(today)}
          {...controlProps(fieldId('date'), errors.date, true)}
          onChange={(event) => change({ date: event.target.value }, 'date')}
        />
      </Field>
      {/* Below both rows rather than inside the date's field, so time and date stay level. */}
      <p id={`${fieldId('date')}-hint`} className={styles.hint}>
        {shownHint}
      </p>
      {methods.length === 0 ? <p className={styles.note}>{texts.noMethods}</p> : null}
      </div>
    </div>
  );
}
