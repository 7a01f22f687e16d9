import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Field, controlProps, formStyles } from '@servenear/shared/forms';
import type { CartBookingFormInput } from '@servenear/shared/schemas';
import { bookingFormTexts as texts } from './texts';
import styles from './BookingForm.module.css';

/** The fields the cart booking form and the single booking form share (customer §3 'Booking form'). */
export type ContactValues = CartBookingFormInput;
export const contactFields = ['name', 'email', 'mobile', 'address', 'description', 'terms'] as const;
export type ContactField = (typeof contactFields)[number];

export function isContactField(name: string): name is ContactField {
  return (contactFields as readonly string[]).includes(name);
}

interface ContactFieldsProps {
  id: string;
  register: UseFormRegister<ContactValues>;
  errors: FieldErrors<ContactValues>;
}

/** Name, e-mail, mobile, address, description and the terms box with the allocation note. */
export function ContactFields({ id, register, errors }: ContactFieldsProps) {
  const fieldId = (field: ContactField) => `${id}-${field}`;
  const message = (field: ContactField) => errors[field]?.message as string | undefined;
  return (
    <>
      <div className={formStyles.row}>
        <Field id={fieldId('name')} label={texts.name} error={message('name')}>
          <input className={formStyles.control} type="text" autoComplete="name" {...controlProps(fieldId('name'), message('name'))} {...register('name')} />
        </Field>
        <Field id={fieldId('mobile')} label={texts.mobile} error={message('mobile')}>
          <input
            className={formStyles.control}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={10}
            {...controlProps(fieldId('mobile'), message('mobile'))}
            {...register('mobile')}
          />
        </Field>
      </div>
      <Field id={fieldId('email')} label={texts.email} error={message('email')}>
        <input
          className={formStyles.control}
          type="email"
          inputMode="email"
          autoComplete="email"
          {...controlProps(fieldId('email'), message('email'))}
          {...register('email')}
        />
      </Field>
      <Field id={fieldId('address')} label={texts.address} error={message('address')} hint={texts.addressHint}>
        <textarea
          className={`${formStyles.control} ${styles.shortArea}`}
          rows={2}
          autoComplete="street-address"
          {...controlProps(fieldId('address'), message('address'), true)}
          {...register('address')}
        />
      </Field>
      <Field id={fieldId('description')} label={texts.description} error={message('description')}>
        <textarea
          className={`${formStyles.control} ${formStyles.textarea}`}
          rows={4}
          placeholder={texts.descriptionPlaceholder}
          {...controlProps(fieldId('description'), message('description'))}
          {...register('description')}
        />
      </Field>
      <div className={formStyles.field}>
        <label className={formStyles.check} htmlFor={fieldId('terms')}>
          <input type="checkbox" {...controlProps(fieldId('terms'), message('terms'))} {...register('terms')} />
          <span>
            {texts.termsStart}
            <a href="/pages/terms-and-conditions" target="_blank" rel="noopener noreferrer">
              {texts.termsLink}
            </a>
            {texts.termsEnd}
          </span>
        </label>
        {message('terms') ? (
          <p id={`${fieldId('terms')}-error`} className={formStyles.error}>
            {message('terms')}
          </p>
        ) : null}
      </div>
    </>
  );
}
