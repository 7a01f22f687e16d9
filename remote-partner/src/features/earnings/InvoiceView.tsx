import { Link } from '@servenear/shared/router';
import { useEarningInvoice, type EarningInvoice } from '@servenear/shared/partner';
import { dateLabel, durationLabel, formatRupees, timeLabel } from '@servenear/shared/domain';
import { elapsedLabel } from './elapsed';
import { QueryState } from '@servenear/shared/ui';
import { BRAND } from '../../components/layout/texts';
import { earningsTexts } from './texts';
import styles from './Invoice.module.css';
// Global on purpose: when printing, everything on the page but the invoice is hidden.
import './invoicePrint.css';

const texts = earningsTexts.invoice;

/** 'SN-000123/45': the booking's reference and the line, so two lines of one booking differ. */
export const invoiceNumber = (invoice: Pick<EarningInvoice, 'bookingReference' | 'lineId'>) => `${invoice.bookingReference}/${invoice.lineId}`;

const when = (date: string | null, time: string | null) => (date ? `${dateLabel(date)}${time ? `, ${timeLabel(time)}` : ''}` : '—');

/** India's wall-clock date and time (HH:MM) as an instant. */
const instant = (date: string, time: string) => `${date}T${time}:00+05:30`;

/** Issue 37: how long the work took, from its recorded start to its completion. */
function timeOnJob(invoice: EarningInvoice): string {
  if (!invoice.startDate || !invoice.startTime || !invoice.endDate || !invoice.endTime) return texts.notRecorded;
  return elapsedLabel(instant(invoice.startDate, invoice.startTime), instant(invoice.endDate, invoice.endTime));
}

function Invoice({ invoice }: { invoice: EarningInvoice }) {
  return (
    <article className={`${styles.invoice} sn-invoice`} aria-labelledby="invoice-heading">
      <header className={styles.head}>
        <div>
          <p className={styles.brand}>{BRAND}</p>
          <h2 id="invoice-heading" className={styles.heading}>
            {texts.title}
          </h2>
        </div>
        <dl className={styles.numbers}>
          <dt>{texts.invoiceNumber}</dt>
          <dd>{invoiceNumber(invoice)}</dd>
          <dt>{texts.reference}</dt>
          <dd>{invoice.bookingReference}</dd>
        </dl>
      </header>
      <div className={styles.parties}>
        <section>
          <h3 className={styles.partyTitle}>{texts.from}</h3>
          <p className={styles.party}>{invoice.partnerName}</p>
        </section>
        <section>
          <h3 className={styles.partyTitle}>{texts.billedTo}</h3>
          <p className={styles.party}>{invoice.customerName}</p>
          <p className={styles.address}>{invoice.customerAddress}</p>
        </section>
      </div>
      <dl className={styles.details}>
        <dt>{texts.service}</dt>
        <dd>{invoice.serviceName}</dd>
        <dt>{texts.booked}</dt>
        <dd>{`${when(invoice.serviceDate, invoice.serviceTime)} · ${durationLabel(invoice.workMethod, invoice.duration)}`}</dd>
        <dt>{texts.started}</dt>
        <dd>{when(invoice.startDate, invoice.startTime)}</dd>
        <dt>{texts.completed}</dt>
        <dd>{when(invoice.endDate, invoice.endTime)}</dd>
        <dt>{texts.timeOnJob}</dt>
        <dd>{timeOnJob(invoice)}</dd>
        <dt>{texts.payment}</dt>
        <dd>{invoice.paid ? earningsTexts.paid : earningsTexts.unpaid}</dd>
        {invoice.disputeRefund !== null && (
          <>
            <dt>{texts.disputeRefund}</dt>
            <dd>{formatRupees(invoice.disputeRefund)}</dd>
          </>
        )}
      </dl>
      <p className={styles.amount}>
        <span>{texts.amount}</span>
        <strong>{formatRupees(invoice.amount)}</strong>
      </p>
    </article>
  );
}

/** One line's printable invoice; the print button and the way back are left off the paper. */
export function InvoiceView({ lineId }: { lineId: number }) {
  // 0 is the page's word for a malformed ?invoice=: nothing to ask, so not found.
  const query = useEarningInvoice(lineId > 0 ? lineId : null);
  return (
    <div className={styles.view}>
      <div className={`${styles.actions} sn-invoice-screen-only`}>
        <Link to="/employee-earnings" className={styles.back}>
          {texts.back}
        </Link>
        {query.data ? (
          <button type="button" className={styles.print} onClick={() => window.print()}>
            {texts.print}
          </button>
        ) : null}
      </div>
      <QueryState query={query} notFound={<p className={styles.notFound}>{texts.notFound}</p>}>
        {(invoice) => <Invoice invoice={invoice} />}
      </QueryState>
    </div>
  );
}
