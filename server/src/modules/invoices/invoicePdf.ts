import { dateLabel, indianDate } from '@servenear/shared/domain';
import type { MoneyConfig } from '../../config';
import type { taxInvoices } from '../../db/schema';
import { PdfLayout, type Column } from './pdfLayout';
import { stateLabel } from './stateCodes';
import { paiseInWords } from './words';

/** An issued invoice, as stored. */
export type TaxInvoiceRow = typeof taxInvoices.$inferSelect;

const amountFormat = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** Paise as "1,71,429.00"-style rupees, the Indian grouping, always two decimals. */
export const rupees = (paise: number) => amountFormat.format(paise / 100);
/** '30 Nov 2026': the day in India, as every page of the site writes it. */
export const dayLabel = (at: Date) => dateLabel(indianDate(at));
const percent = (basisPoints: number) => `${basisPoints / 100}%`;

const half = { x: 0, width: 250 };
const otherHalf = { x: 270, width: 229 };

/** The columns of the invoice's one line, and of its totals. */
const lineColumns: Record<'description' | 'sac' | 'taxable' | 'tax1' | 'tax2' | 'amount', Column> = {
  description: { x: 0, width: 170 },
  sac: { x: 175, width: 48 },
  taxable: { x: 225, width: 70, align: 'right' },
  tax1: { x: 300, width: 62, align: 'right' },
  tax2: { x: 367, width: 62, align: 'right' },
  amount: { x: 429, width: 70, align: 'right' },
};

/** A tax invoice under CGST rule 46, as a PDF: the same invoice always gives the same bytes. */
export async function renderInvoicePdf(invoice: TaxInvoiceRow, supplier: MoneyConfig['invoicing']): Promise<Uint8Array> {
  if (invoice.kind === 'receipt') return renderReceiptPdf(invoice, supplier);
  const pdf = await PdfLayout.create(`Tax invoice ${invoice.number}`);
  const intraState = invoice.igstPaise === 0 && invoice.cgstPaise + invoice.sgstPaise > 0;
  const supplierState = supplier.gstin.slice(0, 2);
  pdf.text('Tax Invoice', { size: 20, bold: true }, 2);
  pdf.text(invoice.kind === 'customer' ? 'Original for recipient' : 'Commission invoice · original for recipient', { muted: true });
  pdf.rule();
  pdf.row([
    { text: supplier.legalName, column: half, style: { bold: true } },
    { text: `Invoice number: ${invoice.number}`, column: otherHalf, style: { bold: true } },
  ]);
  pdf.row([
    { text: `${supplier.address}\nGSTIN: ${invoice.supplierGstin}\nState: ${stateLabel(supplierState)}`, column: half },
    { text: `Invoice date: ${dayLabel(invoice.issuedAt)}\nPlace of supply: ${stateLabel(invoice.placeOfSupply)}\nTax payable on reverse charge: No`, column: otherHalf },
  ]);
  pdf.rule();
  pdf.text('Billed to', { size: 9, muted: true }, 2);
  pdf.text(invoice.recipientName, { bold: true }, 2);
  pdf.text(`${invoice.recipientAddress}\nState: ${stateLabel(invoice.placeOfSupply)} · Unregistered`);
  pdf.rule();

  const taxHeads = intraState ? [`CGST ${percent(invoice.rateBasisPoints / 2)}`, `SGST ${percent(invoice.rateBasisPoints / 2)}`] : ['', `IGST ${percent(invoice.rateBasisPoints)}`];
  const taxAmounts = intraState ? [rupees(invoice.cgstPaise), rupees(invoice.sgstPaise)] : ['', rupees(invoice.igstPaise)];
  const head = { size: 9, bold: true };
  pdf.row([
    { text: 'Description', column: lineColumns.description, style: head },
    { text: 'SAC', column: lineColumns.sac, style: head },
    { text: 'Taxable value', column: lineColumns.taxable, style: head },
    { text: taxHeads[0]!, column: lineColumns.tax1, style: head },
    { text: taxHeads[1]!, column: lineColumns.tax2, style: head },
    { text: 'Amount (Rs.)', column: lineColumns.amount, style: head },
  ]);
  pdf.rule(4);
  pdf.row([
    { text: invoice.description, column: lineColumns.description },
    { text: invoice.sac, column: lineColumns.sac },
    { text: rupees(invoice.taxablePaise), column: lineColumns.taxable },
    { text: taxAmounts[0]!, column: lineColumns.tax1 },
    { text: taxAmounts[1]!, column: lineColumns.tax2 },
    { text: rupees(invoice.totalPaise), column: lineColumns.amount },
  ]);
  pdf.rule();

  const label = { x: 225, width: 200, align: 'right' as const };
  const totals: Array<[string, number]> = [
    ['Taxable value', invoice.taxablePaise],
    ...(intraState
      ? ([
          [`CGST at ${percent(invoice.rateBasisPoints / 2)}`, invoice.cgstPaise],
          [`SGST at ${percent(invoice.rateBasisPoints / 2)}`, invoice.sgstPaise],
        ] as Array<[string, number]>)
      : ([[`IGST at ${percent(invoice.rateBasisPoints)}`, invoice.igstPaise]] as Array<[string, number]>)),
  ];
  for (const [name, paise] of totals) pdf.row([{ text: name, column: label }, { text: rupees(paise), column: lineColumns.amount }], 2);
  pdf.row([{ text: 'Total (Rs.)', column: label, style: { bold: true } }, { text: rupees(invoice.totalPaise), column: lineColumns.amount, style: { bold: true } }]);
  pdf.text(`Amount in words: ${paiseInWords(invoice.totalPaise)}`, { size: 9 });
  pdf.rule();
  pdf.text(
    invoice.kind === 'customer'
      ? `GST on this service is paid by ${supplier.legalName} as the electronic commerce operator under section 9(5) of the CGST Act, 2017. The prices shown to you included it.`
      : `Commission on a job received through ServeNear. It was deducted from the job's settlement before your payout: nothing more is payable.`,
    { size: 9, muted: true },
  );
  pdf.gap(18);
  pdf.text(`For ${supplier.legalName}`, { size: 9 }, 2);
  pdf.text('Authorised signatory (issued electronically)', { size: 9, muted: true });
  return pdf.bytes();
}

/**
 * A receipt for work the partner supplies himself (decision 0057): he is not registered for GST
 * and the platform does not pay it on this work, so no GST is charged and no tax invoice exists;
 * the customer still gets a numbered record of what was paid, to whom, and why without GST.
 */
async function renderReceiptPdf(receipt: TaxInvoiceRow, platform: MoneyConfig['invoicing']): Promise<Uint8Array> {
  const pdf = await PdfLayout.create(`Receipt ${receipt.number}`);
  pdf.text('Receipt', { size: 20, bold: true }, 2);
  pdf.text('Not a tax invoice · original for recipient', { muted: true });
  pdf.rule();
  pdf.row([
    { text: `Received through ${platform.legalName}`, column: half, style: { bold: true } },
    { text: `Receipt number: ${receipt.number}`, column: otherHalf, style: { bold: true } },
  ]);
  pdf.row([
    { text: `${platform.address}\nGSTIN: ${receipt.supplierGstin}`, column: half },
    { text: `Date: ${dayLabel(receipt.issuedAt)}\nPlace of supply: ${stateLabel(receipt.placeOfSupply)}`, column: otherHalf },
  ]);
  pdf.rule();
  pdf.text('Received from', { size: 9, muted: true }, 2);
  pdf.text(receipt.recipientName, { bold: true }, 2);
  pdf.text(receipt.recipientAddress);
  pdf.rule();
  const head = { size: 9, bold: true };
  pdf.row([
    { text: 'Description', column: { x: 0, width: 330 }, style: head },
    { text: 'SAC', column: { x: 340, width: 60 }, style: head },
    { text: 'Amount (Rs.)', column: lineColumns.amount, style: head },
  ]);
  pdf.rule(4);
  pdf.row([
    { text: receipt.description, column: { x: 0, width: 330 } },
    { text: receipt.sac, column: { x: 340, width: 60 } },
    { text: rupees(receipt.totalPaise), column: lineColumns.amount },
  ]);
  pdf.rule();
  pdf.row([{ text: 'Total (Rs.)', column: { x: 225, width: 200, align: 'right' }, style: { bold: true } }, { text: rupees(receipt.totalPaise), column: lineColumns.amount, style: { bold: true } }]);
  pdf.text(`Amount in words: ${paiseInWords(receipt.totalPaise)}`, { size: 9 });
  pdf.rule();
  pdf.text(
    'No GST is charged on this service: it was supplied by the partner named above, who is not registered for GST, and it is not a service on which the platform pays GST under section 9(5) of the CGST Act, 2017.',
    { size: 9, muted: true },
  );
  return pdf.bytes();
}
