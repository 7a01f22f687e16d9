import { fill } from '@servenear/shared/i18n';
import { useBookingTaxInvoices } from '@servenear/shared/tax-documents';
import { invoiceTexts as texts } from '../texts';
import buttons from '../Buttons.module.css';

/**
 * Issue 38: the line's GST tax invoice (work whose GST the platform pays) or receipt (work the
 * partner supplies himself, with no GST) as a PDF, once the line is paid and accepted and the
 * document issued. Nothing while loading or before: the printable invoice stays the record.
 */
export function TaxInvoiceLink({ bookingId, lineId }: { bookingId: number; lineId: number }) {
  const { data } = useBookingTaxInvoices(bookingId);
  const invoice = data?.find((candidate) => candidate.lineId === lineId);
  if (!invoice) return null;
  return (
    <a className={buttons.secondary} href={invoice.pdfUrl} download>
      {fill(invoice.kind === 'receipt' ? texts.receipt : texts.taxInvoice, { number: invoice.number })}
    </a>
  );
}
