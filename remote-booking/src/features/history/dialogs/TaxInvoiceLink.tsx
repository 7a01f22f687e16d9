import { useBookingTaxInvoices } from '@servenear/shared/booking-api';
import { invoiceTexts as texts } from '../texts';
import buttons from '../Buttons.module.css';

/**
 * Issue 38: the line's GST tax invoice as a PDF, once it is issued (work whose GST the platform
 * pays, paid and accepted). Nothing while loading or when there is none: the printable invoice
 * above stays the customer's record.
 */
export function TaxInvoiceLink({ bookingId, lineId }: { bookingId: number; lineId: number }) {
  const { data } = useBookingTaxInvoices(bookingId);
  const invoice = data?.find((candidate) => candidate.lineId === lineId);
  if (!invoice) return null;
  return (
    <a className={buttons.secondary} href={invoice.pdfUrl} download>
      {texts.taxInvoice(invoice.number)}
    </a>
  );
}
