import { useEffect, useId, type ReactNode } from 'react';
import type { Resolver } from 'react-hook-form';
import { useCustomerProfile } from '@servenear/shared/api';
import { Form, formStyles, useFormContext, type FormApi, type FormRules } from '@servenear/shared/forms';
import { useHost } from '@servenear/shared/host';
import type { CartBookingForm } from '@servenear/shared/schemas';
import type { BookingRefusal } from './bookingErrors';
import { ContactFields, contactFields, type ContactValues } from './ContactFields';
import { bookingFormTexts as texts } from './texts';
import page from '../../ui/page.module.css';
import styles from './BookingForm.module.css';

/**
 * The three forms differ only in their rules' messages (customer §5 'Booking form', 'Single
 * booking form', 'Service enquiry form'): each passes its schema's resolver (zodResolver, or a
 * lazyResolver that loads the schema when the form first checks itself).
 */
export type ContactResolver = Resolver<ContactValues, unknown, CartBookingForm>;
export type ContactFormApi = FormApi<ContactValues, CartBookingForm>;

interface ContactFormProps {
  rules: FormRules<ContactValues, CartBookingForm>;
  /**
   * Books with the checked details. A refused booking is shown by the page itself (`showRefusal`
   * and its toasts): its messages name the slots as well, which are not fields of this form.
   */
  onSubmit(values: CartBookingForm, form: ContactFormApi): Promise<void>;
  /** The details were refused by the rules: the page checks its slots all the same, so every message shows at once. */
  onInvalid?(): void;
  submitLabel: string;
  /** A message about the whole form, above the fields. */
  alert?: string | null;
  /** What the form asks before the contact fields (the enquiry page's slot). */
  before?: ReactNode;
  /** The card's heading; 'Your details' unless given. */
  title?: string;
}

const prefilled = ['name', 'email', 'mobile', 'address'] as const;

/** Fills the contact fields from the profile once it arrives, without overwriting what the customer has typed meanwhile. */
function FillFromProfile() {
  const { getFieldState, setValue } = useFormContext<ContactValues>();
  const profile = useCustomerProfile().data;
  useEffect(() => {
    if (!profile) return;
    for (const field of prefilled) {
      if (profile[field] && !getFieldState(field).isDirty) setValue(field, profile[field]);
    }
  }, [profile, getFieldState, setValue]);
  return null;
}

/** A refused booking's messages about the contact details, under their fields; the first takes the focus. */
export function showRefusal(form: ContactFormApi, refusal: BookingRefusal) {
  const refused = contactFields.filter((field) => refusal.formErrors[field] !== undefined);
  refused.forEach((field, index) => form.setError(field, { type: 'server', message: refusal.formErrors[field] }, { shouldFocus: index === 0 }));
}

/**
 * 'Your details' as a card: the contact fields, filled first from the session (name, mobile),
 * then from the profile, and the submit button, which waits for the terms box.
 */
export function ContactForm({ rules, onSubmit, onInvalid, submitLabel, alert, before, title = texts.title }: ContactFormProps) {
  const id = useId();
  const { session } = useHost();
  return (
    <Form<ContactValues, CartBookingForm>
      className={`${formStyles.form} ${formStyles.card}`}
      aria-labelledby={`${id}-title`}
      rules={rules}
      defaultValues={{ name: session?.name ?? '', email: '', mobile: session?.phoneNumber ?? '', address: '', description: '', terms: false }}
      onSubmit={onSubmit}
      onInvalid={onInvalid}
      // What a booking's own handling lets through (it should let nothing through).
      failure={{ network: texts.networkError, fallback: texts.failed }}
      showFailureIn="toast"
      heading={
        <h2 id={`${id}-title`} className={page.cardTitle}>
          {title}
        </h2>
      }
      alertAt="top"
      alert={alert}
      submitLabel={submitLabel}
      submittingLabel={texts.processing}
      submitClassName={styles.submit}
      submitRequires="terms"
    >
      {before}
      <FillFromProfile />
      <ContactFields />
    </Form>
  );
}
