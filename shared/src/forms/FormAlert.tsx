import { localiseMessage } from '@servenear/shared/i18n';
import styles from './forms.module.css';

/**
 * A form-level error, announced as soon as it appears. Renders nothing without a message. A
 * message from a schema or the server (English) is shown in the person's language when a
 * catalogue has it.
 */
export function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className={styles.alert}>
      {localiseMessage(message)}
    </p>
  );
}
