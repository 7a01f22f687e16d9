import type { LineDispute } from '@servenear/shared/domain';
import { disputeOutcomeText } from '@servenear/shared/dispute-texts';
import { disputeTexts } from './disputeTexts';
import styles from './Bookings.module.css';

/** Issue 37: the customer declined this work: their reason, and ops' outcome once decided. */
export function DisputeFacts({ dispute }: { dispute: LineDispute }) {
  return (
    <div className={styles.dispute} role="group" aria-label={disputeTexts.outcomeTitle}>
      <p>
        <strong>{disputeTexts.customerReason}:</strong> {dispute.reason}
      </p>
      <p>
        <strong>{disputeTexts.outcomeTitle}:</strong> {dispute.outcome === null ? disputeTexts.open : disputeOutcomeText(dispute.outcome, dispute, 'partner')}
      </p>
      {dispute.note ? (
        <p>
          <strong>{disputeTexts.note}:</strong> {dispute.note}
        </p>
      ) : null}
    </div>
  );
}
