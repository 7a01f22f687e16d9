import { useId, type FormEvent, type ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import { FormAlert, formStyles } from '@servenear/shared/forms';
import { ContactFields } from './ContactFields';
import { bookingFormTexts as texts } from './texts';
import type { useContactForm } from './useContactForm';
import page from '../../ui/page.module.css';
import styles from './BookingForm.module.css';

interface ContactFormProps {
  form: ReturnType<typeof useContactForm>;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  submitLabel: string;
  /** A message about the whole form, above the fields. */
  alert?: string | null;
  /** What the form asks before the contact fields (the enquiry page's slot). */
  before?: ReactNode;
  /** The card's heading; 'Your details' unless given. */
  title?: string;
  /** A field took the focus: a form whose rules load lazily starts loading them. */
  onFocus?(): void;
}

/** 'Your details' as a card: the contact fields and the submit button, which waits for the terms box. */
export function ContactForm({ form, onSubmit, submitLabel, alert, before, title = texts.title, onFocus }: ContactFormProps) {
  const id = useId();
  const {
    termsAccepted,
    formState: { isSubmitting },
  } = form;
  return (
    <form className={`${formStyles.form} ${formStyles.card}`} onSubmit={onSubmit} onFocus={onFocus} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={page.cardTitle}>
        {title}
      </h2>
      <FormAlert message={alert} />
      {before}
      <FormProvider {...form}>
        <ContactFields />
      </FormProvider>
      <button type="submit" className={`${formStyles.submit} ${styles.submit}`} disabled={!termsAccepted || isSubmitting}>
        {isSubmitting ? texts.processing : submitLabel}
      </button>
    </form>
  );
}
