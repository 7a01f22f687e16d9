import { usePartnerTaxInvoices, usePartnerTaxSummary } from '@servenear/shared/tax-documents';
import { dateLabel, indianDate } from '@servenear/shared/domain';
import { fill } from '@servenear/shared/i18n';
import { formatPaise } from '@servenear/shared/paise';
import { QueryState } from '@servenear/shared/ui';
import { monthLabel } from './months';
import { taxTexts as texts } from './taxTexts';
import styles from './TaxDocuments.module.css';

/** A PDF download: the session cookie goes with it, as with any page. */
function PdfLink({ href, children }: { href: string; children: string }) {
  return (
    <a className={styles.pdfLink} href={href} download>
      {children}
    </a>
  );
}

function MonthDocuments({ month }: { month: string }) {
  const invoices = usePartnerTaxInvoices(month);
  return (
    <div className={styles.block}>
      <p className={styles.hint}>{texts.statementHint}</p>
      <PdfLink href={`/api/employee/statements/${month}/pdf`}>{fill(texts.statement, { month: monthLabel(month) })}</PdfLink>
      <h3 className={styles.subheading}>{texts.invoices}</h3>
      <QueryState query={invoices} isEmpty={(list) => list.length === 0} empty={<p className={styles.hint}>{texts.noInvoices}</p>}>
        {(list) => (
          <ul className={styles.invoices}>
            {list.map((invoice) => (
              <li key={invoice.number}>
                <span className={styles.invoiceText}>
                  {dateLabel(indianDate(new Date(invoice.issuedAt)))} · {invoice.description} · {formatPaise(invoice.total)}
                </span>
                <PdfLink href={invoice.pdfUrl}>{fill(texts.invoicePdf, { number: invoice.number })}</PdfLink>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}

function YearSummary() {
  const summary = usePartnerTaxSummary(null);
  return (
    <QueryState query={summary}>
      {(year) => (
        <div className={styles.block}>
          <h3 className={styles.subheading}>{fill(texts.year, { year: year.year })}</h3>
          <dl className={styles.figures}>
            {(
              [
                [texts.netEarned, year.netEarned],
                [texts.commission, year.commission + year.gstOnCommission],
                [texts.tds, year.tds],
                [texts.paidOut, year.paidOut],
              ] as const
            ).map(([label, paise]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{formatPaise(paise)}</dd>
              </div>
            ))}
          </dl>
          <p className={styles.hint}>{texts.summaryHint}</p>
          <PdfLink href={year.pdfUrl}>{fill(texts.summaryPdf, { year: year.year })}</PdfLink>
        </div>
      )}
    </QueryState>
  );
}

/** Issue 38: the month's statement and commission invoices, and the financial year for tax, as PDFs. */
export function TaxDocuments({ month }: { month: string | null }) {
  return (
    <section className={styles.section} aria-labelledby="tax-documents-heading">
      <h2 id="tax-documents-heading" className={styles.heading}>
        {texts.heading}
      </h2>
      {month ? <MonthDocuments month={month} /> : <p className={styles.hint}>{texts.chooseMonth}</p>}
      <YearSummary />
    </section>
  );
}
