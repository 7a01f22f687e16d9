import { localiseMessage } from '@servenear/shared/i18n';
import { formStyles as forms } from '@servenear/shared/forms';

/**
 * Under a file picker: what was just refused on choosing (`note`, announced at once) and the
 * field's validation error; their ids (`<id>-note`, `<id>-error`) are what the input's
 * aria-describedby names. The error comes from the form's schema or the server, in English: shown
 * in the person's language when a catalogue has it.
 */
export function FieldMessages({ id, note, error }: { id: string; note: string | null | undefined; error: string | undefined }) {
  return (
    <>
      {note ? (
        <p id={`${id}-note`} className={forms.error} role="status">
          {note}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={forms.error}>
          {localiseMessage(error)}
        </p>
      ) : null}
    </>
  );
}
