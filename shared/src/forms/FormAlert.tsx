import styles from './forms.module.css';

/** A form-level error, announced as soon as it appears. Renders nothing without a message. */
export function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className={styles.alert}>
      {message}
    </p>
  );
}
