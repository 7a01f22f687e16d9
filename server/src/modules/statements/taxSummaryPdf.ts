import type { PartnerTaxSummaryWire } from '@servenear/shared/wire';
import type { MoneyConfig } from '../../config';
import { rupees } from '../invoices/invoicePdf';
import { fill } from '@servenear/shared/i18n';
import { PdfLayout, type Column } from '../invoices/pdfLayout';
import { statementTexts } from './documentTexts';
import { monthName } from './taxSummary';


const label: Column = { x: 0, width: 330 };
const value: Column = { x: 340, width: 159, align: 'right' };
const columns: Column[] = [
  { x: 0, width: 110 },
  { x: 115, width: 40, align: 'right' },
  { x: 160, width: 80, align: 'right' },
  { x: 245, width: 80, align: 'right' },
  { x: 330, width: 50, align: 'right' },
  { x: 385, width: 57, align: 'right' },
  { x: 442, width: 57, align: 'right' },
];

/** The partner's financial year for his income-tax return, as a PDF. */
export async function renderTaxSummaryPdf(summary: Omit<PartnerTaxSummaryWire, 'pdf_url'>, partner: { name: string }, platform: MoneyConfig['invoicing']): Promise<Uint8Array> {
  const texts = statementTexts.taxSummary;
  const from = summary.year.slice(0, 4);
  const pdf = await PdfLayout.create(fill(texts.title, { year: summary.year }));
  pdf.text(fill(texts.heading, { year: summary.year }), { size: 18, bold: true }, 2);
  // The years as written, not as numbers: no Indian grouping in 2026.
  pdf.text(fill(texts.subheading, { partner: partner.name, from, to: String(Number(from) + 1) }), { muted: true });
  pdf.rule();
  pdf.row([{ text: texts.jobs, column: label }, { text: String(summary.jobs), column: value }], 3);
  const lines: Array<[string, number, boolean?]> = [
    [texts.gross, summary.gross],
    [texts.gstByPlatform, summary.gst_paid_by_platform],
    [texts.taxableValue, summary.taxable_value],
    [texts.commission, summary.commission],
    [texts.gstOnCommission, summary.gst_on_commission],
    [texts.tds, summary.tds],
    [texts.net, summary.net_earned, true],
    [texts.paidOut, summary.paid_out, true],
  ];
  for (const [name, amount, bold] of lines) pdf.row([{ text: name, column: label, style: { bold } }, { text: rupees(amount), column: value, style: { bold } }], 3);
  pdf.rule();
  const head = [texts.month, texts.monthJobs, texts.customersPaid, texts.monthCommission, texts.monthTds, texts.monthNet, texts.monthPaidOut];
  pdf.row(head.map((text, index) => ({ text, column: columns[index]!, style: { size: 9, bold: true } })));
  pdf.rule(4);
  for (const month of summary.months) {
    const cells = [monthName(month.month), String(month.jobs), rupees(month.gross), rupees(month.commission), rupees(month.tds), rupees(month.net_earned), rupees(month.paid_out)];
    pdf.row(cells.map((text, index) => ({ text, column: columns[index]!, style: { size: 9 } })));
  }
  if (summary.months.length === 0) pdf.text(texts.none, { muted: true });
  pdf.gap(10);
  pdf.text(fill(texts.note, { platform: platform.legalName }), { size: 8, muted: true });
  return pdf.bytes();
}
