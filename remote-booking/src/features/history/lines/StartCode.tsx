import { fill } from '@servenear/shared/i18n';
import { historyTexts as texts } from '../texts';
import styles from './Line.module.css';

/** The code the partner asks for to start the job (partner §4); shown until the job starts. */
export function StartCode({ code }: { code: string }) {
  return (
    <div className={styles.startCode}>
      <p className={styles.startCodeValue}>{fill(texts.startCode, { code })}</p>
      <p className={styles.startCodeHint}>{texts.startCodeHint}</p>
    </div>
  );
}
