import { dateLabel, indianDate } from '@servenear/shared/domain';
import type { MoneyConfig } from '../../config';
import type { taxInvoices } from '../../db/schema';
import { fill } from '@servenear/shared/i18n';
import { invoiceTexts } from './documentTexts';
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

/**
 * A tax invoice under CGST rule 46, as a PDF, its labels in the language of the request (issue
 * 41): the same invoice in the same language always gives the same bytes.
 */
export async function renderInvoicePdf(invoice: TaxInvoiceRow, supplier: MoneyConfig['invoicing']): Promise<Uint8Array> {
  if (invoice.kind === 'receipt') return renderReceiptPdf(invoice, supplier);
  const texts = invoiceTexts.invoice;
  const pdf = await PdfLayout.create(fill(texts.title, { number: invoice.number }));
  const intraState = invoice.igstPaise === 0 && invoice.cgstPaise + invoice.sgstPaise > 0;
  const supplierState = supplier.gstin.slice(0, 2);
  pdf.text(texts.heading, { size: 20, bold: true }, 2);
  pdf.text(invoice.kind === 'customer' ? texts.forCustomer : texts.forPartner, { muted: true });
  pdf.rule();
  pdf.row([
    { text: supplier.legalName, column: half, style: { bold: true } },
    { text: fill(texts.number, { number: invoice.number }), column: otherHalf, style: { bold: true } },
  ]);
  pdf.row([
    { text: [supplier.address, fill(texts.gstin, { gstin: invoice.supplierGstin }), fill(texts.state, { state: stateLabel(supplierState) })].join('\n'), column: half },
    {
      text: [fill(texts.date, { date: dayLabel(invoice.issuedAt) }), fill(texts.placeOfSupply, { state: stateLabel(invoice.placeOfSupply) }), texts.reverseCharge].join('\n'),
      column: otherHalf,
    },
  ]);
  pdf.rule();
  pdf.text(texts.billedTo, { size: 9, muted: true }, 2);
  pdf.text(invoice.recipientName, { bold: true }, 2);
  pdf.text(`${invoice.recipientAddress}\n${fill(texts.recipientState, { state: stateLabel(invoice.placeOfSupply) })}`);
  pdf.rule();

  const halfRate = percent(invoice.rateBasisPoints / 2);
  const fullRate = percent(invoice.rateBasisPoints);
  const taxHeads = intraState ? [fill(texts.taxHead, { tax: texts.cgst, rate: halfRate }), fill(texts.taxHead, { tax: texts.sgst, rate: halfRate })] : ['', fill(texts.taxHead, { tax: texts.igst, rate: fullRate })];
  const taxAmounts = intraState ? [rupees(invoice.cgstPaise), rupees(invoice.sgstPaise)] : ['', rupees(invoice.igstPaise)];
  const head = { size: 9, bold: true };
  pdf.row([
    { text: texts.description, column: lineColumns.description, style: head },
    { text: texts.sac, column: lineColumns.sac, style: head },
    { text: texts.taxableValue, column: lineColumns.taxable, style: head },
    { text: taxHeads[0]!, column: lineColumns.tax1, style: head },
    { text: taxHeads[1]!, column: lineColumns.tax2, style: head },
    { text: texts.amount, column: lineColumns.amount, style: head },
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
    [texts.taxableValue, invoice.taxablePaise],
    ...(intraState
      ? ([
          [fill(texts.taxAt, { tax: texts.cgst, rate: halfRate }), invoice.cgstPaise],
          [fill(texts.taxAt, { tax: texts.sgst, rate: halfRate }), invoice.sgstPaise],
        ] as Array<[string, number]>)
      : ([[fill(texts.taxAt, { tax: texts.igst, rate: fullRate }), invoice.igstPaise]] as Array<[string, number]>)),
  ];
  for (const [name, paise] of totals) pdf.row([{ text: name, column: label }, { text: rupees(paise), column: lineColumns.amount }], 2);
  pdf.row([{ text: texts.total, column: label, style: { bold: true } }, { text: rupees(invoice.totalPaise), column: lineColumns.amount, style: { bold: true } }]);
  pdf.text(fill(texts.inWords, { words: paiseInWords(invoice.totalPaise) }), { size: 9 });
  pdf.rule();
  pdf.text(invoice.kind === 'customer' ? fill(texts.customerNote, { supplier: supplier.legalName }) : texts.partnerNote, { size: 9, muted: true });
  pdf.gap(18);
  pdf.text(fill(texts.signedFor, { supplier: supplier.legalName }), { size: 9 }, 2);
  pdf.text(texts.signatory, { size: 9, muted: true });
  return pdf.bytes();
}

/**
 * A receipt for work the partner supplies himself (decision 0057): he is not registered for GST
 * and the platform does not pay it on this work, so no GST is charged and no tax invoice exists;
 * the customer still gets a numbered record of what was paid, to whom, and why without GST.
 */
async function renderReceiptPdf(receipt: TaxInvoiceRow, platform: MoneyConfig['invoicing']): Promise<Uint8Array> {
  const texts = invoiceTexts.receipt;
  const pdf = await PdfLayout.create(fill(texts.title, { number: receipt.number }));
  pdf.text(texts.heading, { size: 20, bold: true }, 2);
  pdf.text(texts.notAnInvoice, { muted: true });
  pdf.rule();
  pdf.row([
    { text: fill(texts.receivedThrough, { platform: platform.legalName }), column: half, style: { bold: true } },
    { text: fill(texts.number, { number: receipt.number }), column: otherHalf, style: { bold: true } },
  ]);
  pdf.row([
    { text: `${platform.address}\n${fill(invoiceTexts.invoice.gstin, { gstin: receipt.supplierGstin })}`, column: half },
    { text: [fill(texts.date, { date: dayLabel(receipt.issuedAt) }), fill(invoiceTexts.invoice.placeOfSupply, { state: stateLabel(receipt.placeOfSupply) })].join('\n'), column: otherHalf },
  ]);
  pdf.rule();
  pdf.text(texts.receivedFrom, { size: 9, muted: true }, 2);
  pdf.text(receipt.recipientName, { bold: true }, 2);
  pdf.text(receipt.recipientAddress);
  pdf.rule();
  const head = { size: 9, bold: true };
  pdf.row([
    { text: invoiceTexts.invoice.description, column: { x: 0, width: 330 }, style: head },
    { text: invoiceTexts.invoice.sac, column: { x: 340, width: 60 }, style: head },
    { text: invoiceTexts.invoice.amount, column: lineColumns.amount, style: head },
  ]);
  pdf.rule(4);
  pdf.row([
    { text: receipt.description, column: { x: 0, width: 330 } },
    { text: receipt.sac, column: { x: 340, width: 60 } },
    { text: rupees(receipt.totalPaise), column: lineColumns.amount },
  ]);
  pdf.rule();
  pdf.row([
    { text: invoiceTexts.invoice.total, column: { x: 225, width: 200, align: 'right' }, style: { bold: true } },
    { text: rupees(receipt.totalPaise), column: lineColumns.amount, style: { bold: true } },
  ]);
  pdf.text(fill(invoiceTexts.invoice.inWords, { words: paiseInWords(receipt.totalPaise) }), { size: 9 });
  pdf.rule();
  pdf.text(texts.note, { size: 9, muted: true });
  return pdf.bytes();
}
