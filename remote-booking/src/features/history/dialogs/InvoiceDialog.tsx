import { useId } from 'react';
import type { CompletedLine } from '@servenear/shared/booking-api';
import { bookingReference, dateLabel, durationLabel, formatRupees, indianDate, indianTime, timeLabel, workMethodLabels } from '@servenear/shared/domain';
import { Dialog } from '@servenear/shared/dialog';
import { useHost } from '@servenear/shared/host';
import { Badge, type Tone } from '../cards/Badge';
import { elapsedLabel } from './elapsed';
import { TaxInvoiceLink } from './TaxInvoiceLink';
import { historyTexts, invoiceTexts as texts, workTimeTexts } from '../texts';
import buttons from '../Buttons.module.css';
import styles from './Dialogs.module.css';

/** An instant as India reads it: '1 Mar 2026, 9:31 AM'. */
const momentLabel = (iso: string | null) => (iso ? `${dateLabel(indianDate(new Date(iso)))}, ${timeLabel(indianTime(new Date(iso)))}` : workTimeTexts.notRecorded);

/** The invoice of one completed line, to read or print (customer §2 'Completed, with invoice button'). */
export function InvoiceDialog({ line, onClose }: { line: CompletedLine; onClose(): void }) {
  const titleId = useId();
  const { session } = useHost();
  const paymentTone: Tone = line.paid ? 'success' : 'warning';
  const rows: Array<[string, string]> = [
    [texts.booking, bookingReference(line.bookingId)],
    [texts.invoiceNumber, String(line.id)],
    [texts.customer, session?.name ?? '—'],
    [texts.service, line.serviceName],
    [workTimeTexts.booked, `${dateLabel(line.date)}, ${timeLabel(line.time)} · ${workMethodLabels[line.method]}, ${durationLabel(line.method, line.duration)}`],
    // Issue 37 'Honest times': when the work really started and ended, and how long that was.
    [workTimeTexts.started, momentLabel(line.startedAt)],
    [workTimeTexts.completed, momentLabel(line.completedAt)],
    [workTimeTexts.timeOnJob, line.startedAt && line.completedAt ? elapsedLabel(line.startedAt, line.completedAt) : workTimeTexts.notRecorded],
  ];
  return (
    <Dialog labelledBy={titleId} closeLabel={texts.close} onClose={onClose} size="narrow">
      <div className={styles.invoice}>
        <p className={styles.brand}>{texts.brand}</p>
        <h2 id={titleId} className={styles.title}>
          {texts.title}
        </h2>
        <dl className={styles.invoiceRows}>
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
          <div>
            <dt>{texts.payment}</dt>
            <dd>
              <Badge tone={paymentTone}>{line.paid ? historyTexts.paid : historyTexts.paymentPending}</Badge>
            </dd>
          </div>
          <div className={styles.invoiceTotal}>
            <dt>{texts.amount}</dt>
            <dd>{formatRupees(line.price)}</dd>
          </div>
        </dl>
        <div className={styles.actions}>
          <button type="button" className={buttons.primary} onClick={() => window.print()}>
            {texts.print}
          </button>
          <TaxInvoiceLink bookingId={line.bookingId} lineId={line.id} />
        </div>
      </div>
    </Dialog>
  );
}
