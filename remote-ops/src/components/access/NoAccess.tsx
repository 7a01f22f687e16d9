import styles from './NoAccess.module.css';

export const noAccessText = 'You do not have access to this section.';

/** What a section (or a part of one) says to a person whose roles do not open it; `detail` is the server's 403 message. */
export function NoAccess({ detail }: { detail?: string | null }) {
  return (
    <div className={styles.box} role="alert">
      <p className={styles.title}>{noAccessText}</p>
      {detail && detail !== noAccessText ? <p className={styles.detail}>{detail}</p> : null}
    </div>
  );
}
