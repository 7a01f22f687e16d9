import { useState } from 'react';
import type { CompletedLine } from '@servenear/shared/booking-api';
import { bookingReference, customerLineView, formatRupees } from '@servenear/shared/domain';
import { fill } from '@servenear/shared/i18n';
import { PartnerCard } from '@servenear/shared/partner-card';
import { ServiceImage, Stars } from '@servenear/shared/ui';
// Lines before dialogs: the history pages import their style sheets in one order (see CompletedBookingPage).
import { Badge, type Tone } from '../cards/Badge';
import { LineFacts } from './LineFacts';
import { StatusLabel } from './LineStatus';
import { DisputeNote } from './DisputeNote';
import { InvoiceDialog } from '../dialogs/InvoiceDialog';
import { ReviewsDialog } from '../dialogs/ReviewsDialog';
import { dayOf } from '../dates';
import { completedTexts as texts, disputeTexts, historyTexts } from '../texts';
import buttons from '../Buttons.module.css';
import styles from './Line.module.css';

interface CompletedLineCardProps {
  line: CompletedLine;
  /** Whether a checkout is open: for this line's booking, for another one, or none. */
  payment: 'idle' | 'this' | 'other';
  /** Rupees the customer has just paid for this line's booking on this page, if they have. */
  paidNow: number | null;
  onPay(line: CompletedLine): void;
  onRate(line: CompletedLine): void;
  /** Work waiting for approval: opens the approval note for this line (Approve, or Decline with a reason). */
  onAnswer?: ((line: CompletedLine) => void) | undefined;
}

/** customer §3 'Completed line': one finished service, its booking, reviews, invoice, payment and approval state. */
export function CompletedLineCard({ line, payment, paidNow, onPay, onRate, onAnswer }: CompletedLineCardProps) {
  const [open, setOpen] = useState<'reviews' | 'invoice' | null>(null);
  const view = customerLineView(line.status, line.approved ? 1 : 0);
  const reference = bookingReference(line.bookingId);
  // Decision 0054: a dispute on an unpaid booking can lower what is owed, to nothing at all.
  const owesNothing = !line.paid && line.amountDue === 0;
  const lowered = !line.paid && line.amountDue > 0 && (line.dispute?.waivedAmount ?? 0) > 0;
  const paymentTone: Tone = line.paid || owesNothing ? 'success' : 'warning';

  return (
    <article className={`${styles.line} ${styles.card}`}>
      <ServiceImage className={styles.image} src={line.imageUrl} alt={line.serviceName} width={96} height={96} loading="lazy" />
      <div className={styles.content}>
        <div className={styles.head}>
          {/* Each part keeps to one line: a phone breaks between them, never inside 'SN-000123'. */}
          <p className={styles.booking}>
            <span className={styles.nowrap}>{reference}</span> ·{' '}
            <span className={styles.nowrap}>
              {historyTexts.bookedOn} {dayOf(line.createdAt)}
            </span>
          </p>
          <h2 className={styles.name}>{line.serviceName}</h2>
        </div>
        <p className={styles.rating}>
          <Stars rating={line.averageRating} />
          <button type="button" className={buttons.link} onClick={() => setOpen('reviews')}>
            {fill(texts.reviews, { count: line.totalReviews })}
          </button>
        </p>
        <LineFacts method={line.method} duration={line.duration} date={line.date} time={line.time} price={line.price} />
        {/* Who did the work, with the rating the customer's own review moves (issue 37). */}
        {line.partnerCard ? <PartnerCard partner={line.partnerCard} title={historyTexts.donePartnerTitle} level={3} /> : null}
        <div className={styles.status}>
          {view.kind === 'label' ? <StatusLabel view={view} /> : null}
          <Badge tone={paymentTone}>{line.paid ? historyTexts.paid : owesNothing ? texts.nothingToPay : historyTexts.paymentPending}</Badge>
          {onAnswer ? (
            <button type="button" className={buttons.secondary} onClick={() => onAnswer(line)}>
              {disputeTexts.approveOrDecline}
            </button>
          ) : null}
          {line.approved && !line.rated ? (
            <button type="button" className={buttons.secondary} onClick={() => onRate(line)}>
              {texts.rate}
            </button>
          ) : null}
        </div>
        {line.dispute ? <DisputeNote dispute={line.dispute} /> : null}
        {/* The confirmation waits for the server: only a list that says paid shows it. */}
        {line.paid && paidNow !== null ? (
          <p role="status" className={styles.receipt}>
            <span aria-hidden="true" className={styles.tick}>
              ✓
            </span>
            <span>
              <span className={styles.nowrap}>{fill(texts.paidAmount, { amount: formatRupees(paidNow) })}</span> · <span className={styles.nowrap}>{reference}</span>
            </span>
          </p>
        ) : null}
        {lowered ? (
          <p className={styles.toPay}>
            {texts.toPay}: <strong className={styles.price}>{formatRupees(line.amountDue)}</strong>
          </p>
        ) : null}
        <div className={styles.actions}>
          <button type="button" className={buttons.neutral} onClick={() => setOpen('invoice')}>
            {texts.invoice}
          </button>
          {line.paid || owesNothing ? null : (
            <button type="button" className={buttons.primary} disabled={payment !== 'idle'} onClick={() => onPay(line)}>
              {payment === 'this' ? texts.paying : texts.makePayment}
            </button>
          )}
        </div>
      </div>
      {open === 'reviews' && <ReviewsDialog serviceId={line.serviceId} serviceName={line.serviceName} onClose={() => setOpen(null)} />}
      {open === 'invoice' && <InvoiceDialog line={line} onClose={() => setOpen(null)} />}
    </article>
  );
}
