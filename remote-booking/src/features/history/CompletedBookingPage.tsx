import { useState } from 'react';
import { useCompletedLines, type CompletedLine } from '@servenear/shared/booking-api';
import { FeedbackModal } from '../../components/feedback';
import { usePayBooking } from '../../components/payment';
// The card before the dialog: the history pages share CSS chunks, so they import their style
// sheets in one order (cards, lines, buttons, dialogs, layout) or the bundler warns of a conflict.
import { CompletedLineCard } from './lines/CompletedLineCard';
import { ApprovalNote } from './dialogs/ApprovalNote';
import { DeclineDialog } from './dialogs/DeclineDialog';
import { HistoryPage } from './layout/HistoryPage';
import { ListState } from './layout/ListState';
import { historyTexts, tabTexts } from './texts';
import { useApproveLine } from './actions/useApproveLine';
import styles from './layout/HistoryPage.module.css';

const awaitsApproval = (line: CompletedLine) => line.status === 'completed' && !line.approved;

/** /complete-booking: completed work to approve, rate and pay (customer §4). */
export default function CompletedBookingPage() {
  const completed = useCompletedLines();
  const { pay } = usePayBooking();
  const [payingFor, setPayingFor] = useState<number | null>(null);
  const { approve, approving } = useApproveLine();
  // The note opens by itself once a visit, for the first line waiting for approval: until
  // it is answered or closed (null), it is the line the first answer found.
  const [note, setNote] = useState<CompletedLine | null | undefined>(undefined);
  const shownNote = note === undefined ? (completed.data?.find(awaitsApproval) ?? null) : note;
  const [rating, setRating] = useState<CompletedLine | null>(null);
  // Issue 37: Decline asks why, then opens a dispute.
  const [declining, setDeclining] = useState<CompletedLine | null>(null);

  async function onApprove(line: CompletedLine) {
    if (!(await approve(line.id))) return;
    setNote(null);
    setRating(line);
  }

  function onDecline(line: CompletedLine) {
    setNote(null);
    setDeclining(line);
  }

  const paymentOf = (line: CompletedLine) => (payingFor === null ? 'idle' : payingFor === line.bookingId ? 'this' : 'other');
  // What was paid on this page, by booking: the cards say it once the reloaded list says paid.
  const [paidNow, setPaidNow] = useState<ReadonlyMap<number, number>>(new Map());

  async function onPay(line: CompletedLine) {
    setPayingFor(line.bookingId);
    try {
      // The payment hook tells the customer how it went; a payment invalidates the list.
      const outcome = await pay(line.bookingId);
      if (outcome.status === 'paid') setPaidNow((paid) => new Map(paid).set(line.bookingId, outcome.amount));
    } finally {
      setPayingFor(null);
    }
  }

  return (
    <HistoryPage description={tabTexts.completed.description}>
      <ListState query={completed} emptyText={historyTexts.empty}>
        {(lines) => (
          <ul className={styles.cardGrid}>
            {lines.map((line) => (
              <li key={line.id}>
                <CompletedLineCard
                  line={line}
                  payment={paymentOf(line)}
                  paidNow={paidNow.get(line.bookingId) ?? null}
                  onPay={(unpaid) => void onPay(unpaid)}
                  onRate={setRating}
                  onAnswer={awaitsApproval(line) ? setNote : undefined}
                />
              </li>
            ))}
          </ul>
        )}
      </ListState>
      {shownNote && (
        <ApprovalNote
          serviceName={shownNote.serviceName}
          approving={approving}
          onApprove={() => void onApprove(shownNote)}
          onDecline={() => onDecline(shownNote)}
          onClose={() => setNote(null)}
        />
      )}
      {declining && <DeclineDialog lineId={declining.id} serviceName={declining.serviceName} onDone={() => setDeclining(null)} onClose={() => setDeclining(null)} />}
      {rating && <FeedbackModal serviceId={rating.serviceId} lineId={rating.id} serviceName={rating.serviceName} />}
    </HistoryPage>
  );
}
