import { useEffect, useRef, useState } from 'react';
import { bookingApi, type CallOptions, type CompletedLine } from '@servenear/shared/api';
import { useHost } from '@servenear/shared/host';
import { FeedbackModal } from '../feedback';
import { usePayBooking } from '../payment';
import { ApprovalNote } from './dialogs/ApprovalNote';
import { CompletedLineCard } from './lines/CompletedLineCard';
import { HistoryPage } from './layout/HistoryPage';
import { ListState } from './layout/ListState';
import { completedTexts } from './texts';
import { useApproveLine } from './actions/useApproveLine';
import { useLoaded } from './layout/useLoaded';
import styles from './layout/HistoryPage.module.css';

const loadCompleted = (options: CallOptions) => bookingApi.completedLines(options);

const awaitsApproval = (line: CompletedLine) => line.status === 'completed' && !line.approved;

/** /complete-booking: completed work to approve, rate and pay (customer §4). */
export default function CompletedBookingPage() {
  const { state, retry, refresh } = useLoaded(loadCompleted);
  const { notify } = useHost();
  const { pay } = usePayBooking();
  const [payingFor, setPayingFor] = useState<number | null>(null);
  const { approve, approving } = useApproveLine();
  const [note, setNote] = useState<CompletedLine | null>(null);
  const [rating, setRating] = useState<CompletedLine | null>(null);
  const asked = useRef(false);

  // The note opens by itself once a visit, for the first line waiting for approval.
  useEffect(() => {
    if (state.kind !== 'loaded' || asked.current) return;
    asked.current = true;
    setNote(state.value.find(awaitsApproval) ?? null);
  }, [state]);

  async function onApprove(line: CompletedLine) {
    if (!(await approve(line.id))) return;
    setNote(null);
    setRating(line);
    refresh();
  }

  function onDecline(line: CompletedLine) {
    notify('error', completedTexts.declined(line.serviceName));
    setNote(null);
  }

  const paymentOf = (line: CompletedLine) => (payingFor === null ? 'idle' : payingFor === line.bookingId ? 'this' : 'other');

  async function onPay(line: CompletedLine) {
    setPayingFor(line.bookingId);
    try {
      // The payment hook tells the customer when something went wrong.
      if ((await pay(line.bookingId)) === 'paid') refresh();
    } finally {
      setPayingFor(null);
    }
  }

  return (
    <HistoryPage>
      <ListState state={state} onRetry={retry}>
        {(lines) => (
          <ul className={styles.cardGrid}>
            {lines.map((line) => (
              <li key={line.id}>
                <CompletedLineCard line={line} payment={paymentOf(line)} onPay={(unpaid) => void onPay(unpaid)} onRate={setRating} />
              </li>
            ))}
          </ul>
        )}
      </ListState>
      {note && (
        <ApprovalNote
          serviceName={note.serviceName}
          approving={approving}
          onApprove={() => void onApprove(note)}
          onDecline={() => onDecline(note)}
          onClose={() => setNote(null)}
        />
      )}
      {rating && <FeedbackModal serviceId={rating.serviceId} lineId={rating.id} serviceName={rating.serviceName} />}
    </HistoryPage>
  );
}
