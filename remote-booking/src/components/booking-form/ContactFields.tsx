import { CheckboxField, EmailField, MobileField, TextAreaField, TextField, formStyles } from '@servenear/shared/forms';
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

/** Name, e-mail, mobile, address, description and the terms box with the allocation note, read from the surrounding form. */
export function ContactFields() {
  return (
    <>
      <div className={formStyles.row}>
        <TextField<ContactValues> name="name" label={texts.name} autoComplete="name" />
        <MobileField<ContactValues> name="mobile" label={texts.mobile} />
      </div>
      <EmailField<ContactValues> name="email" label={texts.email} />
      <TextAreaField<ContactValues>
        name="address"
        label={texts.address}
        hint={texts.addressHint}
        className={`${formStyles.control} ${styles.shortArea}`}
        rows={2}
        autoComplete="street-address"
      />
      <TextAreaField<ContactValues> name="description" label={texts.description} rows={4} placeholder={texts.descriptionPlaceholder} />
      <CheckboxField<ContactValues> name="terms">
        {texts.termsStart}
        <a href="/pages/terms-and-conditions" target="_blank" rel="noopener noreferrer">
          {texts.termsLink}
        </a>
        {texts.termsEnd}
      </CheckboxField>
    </>
  );
}
