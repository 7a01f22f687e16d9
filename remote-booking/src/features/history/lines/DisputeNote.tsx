import type { LineDispute } from '@servenear/shared/domain';
import { disputeOutcomeText } from '@servenear/shared/dispute-texts';
import { disputeTexts } from '../texts';
import styles from './Line.module.css';

/** Issue 37: the line's dispute as the customer sees it: open (with their reason) or its outcome. */
export function DisputeNote({ dispute }: { dispute: LineDispute }) {
  return (
    <div className={styles.dispute} role="group" aria-label={disputeTexts.outcomeTitle}>
      {dispute.outcome === null ? (
        // Words that wrap (a badge does not): the note must fit a 320 px phone.
        <p className={styles.disputeOpen}>{disputeTexts.open}</p>
      ) : (
        <p className={styles.disputeOutcome}>
          <strong>{disputeTexts.outcomeTitle}:</strong> {disputeOutcomeText(dispute.outcome, dispute, 'customer')}
        </p>
      )}
      <p className={styles.disputeReason}>
        <strong>{disputeTexts.yourReason}:</strong> {dispute.reason}
      </p>
      {dispute.note ? (
        <p className={styles.disputeReason}>
          <strong>{disputeTexts.note}:</strong> {dispute.note}
        </p>
      ) : null}
    </div>
  );
}
