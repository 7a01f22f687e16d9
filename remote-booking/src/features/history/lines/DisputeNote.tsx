import { disputeOutcomeText, disputeTexts, type LineDispute } from '@servenear/shared/domain';
import { Badge } from '../cards/Badge';
import styles from './Line.module.css';

/** Issue 37: the line's dispute as the customer sees it: open (with their reason) or its outcome. */
export function DisputeNote({ dispute }: { dispute: LineDispute }) {
  return (
    <div className={styles.dispute} role="group" aria-label={disputeTexts.outcomeTitle}>
      {dispute.outcome === null ? (
        <Badge tone="warning">{disputeTexts.open}</Badge>
      ) : (
        <p className={styles.disputeOutcome}>
          <strong>{disputeTexts.outcomeTitle}:</strong> {disputeOutcomeText(dispute.outcome, dispute.refundAmount)}
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
