import { useRef, useState, type ComponentPropsWithoutRef, type FormEvent, type ReactNode } from 'react';
import { FormProvider, useForm, useWatch, type DefaultValues, type FieldValues, type Path, type Resolver, type UseFormReturn } from 'react-hook-form';
import { useLeaveEndedSession } from '@servenear/shared/api';
import { useHost } from '@servenear/shared/host';
import { localiseMessage } from '@servenear/shared/i18n';
import { FormAlert } from './FormAlert';
import { applyServerErrors, failureRule, type FailureMessage, type FailureTexts } from './serverErrors';
import styles from './forms.module.css';

/**
 * A form's rules: a resolver (`zodResolver(schema)`, made once per schema), or what lazyResolver
 * returns, whose rules then start loading when a field first takes the focus.
 */
export type FormRules<Input extends FieldValues, Output> = Resolver<Input, unknown, Output> | { resolver: Resolver<Input, unknown, Output>; prefetch(): void };

/** react-hook-form's form, as the fields and the submit of a Form get it. */
export type FormApi<Input extends FieldValues, Output> = UseFormReturn<Input, unknown, Output> & {
  /**
   * Sends the form another way than its button (the work area's 'Use my location'), as the button
   * does: one send at a time, the alert cleared first, a thrown failure shown like a submit's.
   */
  attempt(send: () => Promise<void>): Promise<void>;
};

export interface FormProps<Input extends FieldValues, Output> extends Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit' | 'onInvalid' | 'children' | 'noValidate'> {
  rules: FormRules<Input, Output>;
  defaultValues: DefaultValues<Input>;
  /** Sends the checked values. A thrown error is the failure the form shows (see `failure`). */
  onSubmit(values: Output, form: FormApi<Input, Output>): Promise<void> | void;
  /** The rules refused the values: nothing was sent. */
  onInvalid?(form: FormApi<Input, Output>): void;
  /**
   * What a failure says once the server's field messages are under their fields: the form's
   * texts for `failureRule` (the usual rule), or a rule of its own.
   */
  failure: FailureTexts | FailureMessage;
  /** Where that is said: above the button (default), in a toast, or both. */
  showFailureIn?: 'alert' | 'toast' | 'both';
  /** The person's own data: a 401 means the session ended, which is said, and the person goes home. */
  signedIn?: boolean;
  /** A message about the form from outside its submit (a profile that could not be read), shown when the form has none. */
  alert?: string | null;
  submitLabel: string;
  /** The button's text while the form is sent; the same as `submitLabel` unless given. */
  submittingLabel?: string;
  /** Added to the button's look. */
  submitClassName?: string;
  /** Keeps the button disabled, e.g. while the form is sent another way. */
  submitDisabled?: boolean;
  /** A checkbox (the terms box) without which the button stays disabled. */
  submitRequires?: Path<Input>;
  /** Drawn first, above the alert when the alert is at the top. */
  heading?: ReactNode;
  /** The alert right above the button (default), or at the top of the form, under `heading`. */
  alertAt?: 'top' | 'bottom';
  /** Puts the button and `footer` in a row of their own, with this look. */
  actionsClassName?: string;
  /** Drawn after the button. */
  footer?: ReactNode;
  children: ReactNode | ((form: FormApi<Input, Output>) => ReactNode);
}

/**
 * The one form of the account, booking and partner pages: it checks the values with `rules`,
 * sends them once at a time, puts the server's field messages under their fields (focusing the
 * first) and says the rest above the button or in a toast, and draws the submit button, disabled
 * and saying `submittingLabel` while the form is sent. Fields come from this area and read the
 * form from its context; `children` may be a function of the form.
 */
export function Form<Input extends FieldValues, Output = Input>({
  rules,
  defaultValues,
  onSubmit,
  onInvalid,
  failure,
  showFailureIn = 'alert',
  signedIn = false,
  alert = null,
  submitLabel,
  submittingLabel = submitLabel,
  submitClassName,
  submitDisabled = false,
  submitRequires,
  heading,
  alertAt = 'bottom',
  actionsClassName,
  footer,
  children,
  className,
  onFocus,
  ...formProps
}: FormProps<Input, Output>) {
  const { notify } = useHost();
  const leaveEndedSession = useLeaveEndedSession();
  const resolver = typeof rules === 'function' ? rules : rules.resolver;
  const prefetch = typeof rules === 'function' ? undefined : rules.prefetch;
  const form = useForm<Input, unknown, Output>({ resolver, defaultValues });
  const [failed, setFailed] = useState<string | null>(null);
  // A ref, not state: a second press before the first one re-rendered must see the first.
  const sending = useRef(false);
  const { isSubmitting, errors } = form.formState;

  function showFailure(error: unknown) {
    if (signedIn && leaveEndedSession(error)) return;
    // Every field the form holds, in its order: the values hold one key per registered field.
    const fields = Object.keys(form.getValues()) as Path<Input>[];
    const { shown } = applyServerErrors(error, fields, form.setError, { shouldFocus: true });
    const message = (typeof failure === 'function' ? failure : failureRule(failure))(error, shown);
    if (!message) return;
    if (showFailureIn !== 'toast') setFailed(message);
    // The server's own words arrive in English: toasted in the person's language when a catalogue has them.
    if (showFailureIn !== 'alert') notify('error', localiseMessage(message));
  }

  async function attempt(send: () => Promise<void>) {
    if (sending.current) return;
    sending.current = true;
    setFailed(null);
    try {
      await send();
    } catch (error) {
      showFailure(error);
    } finally {
      sending.current = false;
    }
  }

  const api: FormApi<Input, Output> = { ...form, attempt };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void attempt(() => form.handleSubmit((values) => onSubmit(values, api), onInvalid && (() => onInvalid(api)))());
  };

  // errors.root: the rules could not be loaded (lazyResolver); said again only after the next check.
  const alertNode = <FormAlert message={failed ?? (isSubmitting ? null : errors.root?.message) ?? alert} />;
  const buttonClass = submitClassName ? `${styles.submit} ${submitClassName}` : styles.submit;
  const button = submitRequires ? (
    <GatedSubmitButton<Input> requires={submitRequires} className={buttonClass} disabled={submitDisabled || isSubmitting}>
      {isSubmitting ? submittingLabel : submitLabel}
    </GatedSubmitButton>
  ) : (
    <button type="submit" className={buttonClass} disabled={submitDisabled || isSubmitting}>
      {isSubmitting ? submittingLabel : submitLabel}
    </button>
  );

  return (
    <FormProvider {...form}>
      <form
        {...formProps}
        className={className ?? styles.form}
        onSubmit={submit}
        onFocus={
          prefetch || onFocus
            ? (event) => {
                prefetch?.();
                onFocus?.(event);
              }
            : undefined
        }
        noValidate
      >
        {heading}
        {alertAt === 'top' ? alertNode : null}
        {typeof children === 'function' ? <Fields<Input, Output> render={children} form={api} /> : children}
        {alertAt === 'bottom' ? alertNode : null}
        {actionsClassName ? (
          <div className={actionsClassName}>
            {button}
            {footer}
          </div>
        ) : (
          <>
            {button}
            {footer}
          </>
        )}
      </form>
    </FormProvider>
  );
}

/** The fields of a Form whose children are a function of the form (called as a component, not during Form's render). */
function Fields<Input extends FieldValues, Output>({ render, form }: { render(form: FormApi<Input, Output>): ReactNode; form: FormApi<Input, Output> }) {
  return render(form);
}

/** The submit button of a form whose button waits for a box to be ticked (the terms). */
function GatedSubmitButton<Input extends FieldValues>({ requires, className, disabled, children }: { requires: Path<Input>; className?: string; disabled: boolean; children: ReactNode }) {
  const ticked = useWatch<Input>({ name: requires }) === true;
  return (
    <button type="submit" className={className} disabled={disabled || !ticked}>
      {children}
    </button>
  );
}
