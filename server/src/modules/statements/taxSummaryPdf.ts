import type { PartnerTaxSummaryWire } from '@servenear/shared/wire';
import type { MoneyConfig } from '../../config';
import { rupees } from '../invoices/invoicePdf';
import { PdfLayout, type Column } from '../invoices/pdfLayout';
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
  const pdf = await PdfLayout.create(`Tax summary ${summary.year}`);
  pdf.text(`Earnings and tax summary ${summary.year}`, { size: 18, bold: true }, 2);
  pdf.text(`${partner.name} · 1 April ${summary.year.slice(0, 4)} to 31 March ${Number(summary.year.slice(0, 4)) + 1} · amounts in rupees (Rs.)`, { muted: true });
  pdf.rule();
  const lines: Array<[string, number, boolean?]> = [
    ['Jobs settled', summary.jobs],
    ['Paid by customers for your work', summary.gross],
    ['of which GST paid by the platform (section 9(5))', summary.gst_paid_by_platform],
    ['Value of your services (TDS is reckoned on it)', summary.taxable_value],
    ['Platform commission', summary.commission],
    ['GST on the commission', summary.gst_on_commission],
    ['Income tax deducted at source (section 194-O)', summary.tds],
    ['Net earned', summary.net_earned, true],
    ['Paid to your bank in the year', summary.paid_out, true],
  ];
  for (const [name, amount, bold] of lines) {
    pdf.row([{ text: name, column: label, style: { bold } }, { text: name === 'Jobs settled' ? String(amount) : rupees(amount), column: value, style: { bold } }], 3);
  }
  pdf.rule();
  const head = ['Month', 'Jobs', 'Customers paid', 'Commission', 'TDS', 'Net', 'Paid out'];
  pdf.row(head.map((text, index) => ({ text, column: columns[index]!, style: { size: 9, bold: true } })));
  pdf.rule(4);
  for (const month of summary.months) {
    const cells = [monthName(month.month), String(month.jobs), rupees(month.gross), rupees(month.commission), rupees(month.tds), rupees(month.net_earned), rupees(month.paid_out)];
    pdf.row(cells.map((text, index) => ({ text, column: columns[index]!, style: { size: 9 } })));
  }
  if (summary.months.length === 0) pdf.text('No jobs settled in this year.', { muted: true });
  pdf.gap(10);
  pdf.text(
    `The TDS above was deducted by ${platform.legalName} and is deposited against your PAN; it shows in your Form 26AS / AIS and counts towards the tax on your income. This summary is for your records; your tax adviser has the last word.`,
    { size: 8, muted: true },
  );
  return pdf.bytes();
}
