import type { MoneyConfig } from '../../config';
import { dayLabel, rupees } from '../invoices/invoicePdf';
import { PdfLayout, type Column } from '../invoices/pdfLayout';
import type { AccountMovement } from './partnerAccount';

export interface MonthlyStatement {
  /** "November 2026". */
  monthName: string;
  partner: { name: string; mobile: string | null };
  opening: number;
  movements: AccountMovement[];
  closing: number;
}

const columns: Record<'date' | 'details' | 'change' | 'balance', Column> = {
  date: { x: 0, width: 70 },
  details: { x: 75, width: 270 },
  change: { x: 350, width: 70, align: 'right' },
  balance: { x: 429, width: 70, align: 'right' },
};

const signed = (paise: number) => (paise < 0 ? `-${rupees(-paise)}` : `+${rupees(paise)}`);

/** The split of a settled job, in one line under it. */
function settlementLine(movement: AccountMovement): string {
  const split = movement.settlement!;
  const parts = [`Customer paid ${rupees(split.gross)}`];
  if (split.serviceGst > 0) parts.push(`GST paid by the platform ${rupees(split.serviceGst)}`);
  parts.push(`commission ${rupees(split.commission)} + GST ${rupees(split.commissionGst)}`, `TDS ${rupees(split.tds)}`);
  return parts.join(' · ');
}

/** The partner's monthly statement of account, as a PDF: opening balance, every movement, closing balance. */
export async function renderStatementPdf(statement: MonthlyStatement, platform: MoneyConfig['invoicing']): Promise<Uint8Array> {
  const pdf = await PdfLayout.create(`Statement ${statement.monthName}`);
  pdf.text('Statement of account', { size: 20, bold: true }, 2);
  pdf.text(`${statement.monthName} · amounts in rupees (Rs.)`, { muted: true });
  pdf.rule();
  pdf.row([
    { text: `${statement.partner.name}${statement.partner.mobile ? `\nMobile ${statement.partner.mobile}` : ''}`, column: { x: 0, width: 250 }, style: { bold: true } },
    { text: `${platform.legalName}\nGSTIN ${platform.gstin}`, column: { x: 270, width: 229 }, style: { muted: true, size: 9 } },
  ]);
  pdf.rule();
  const head = { size: 9, bold: true };
  pdf.row([
    { text: 'Date', column: columns.date, style: head },
    { text: 'Details', column: columns.details, style: head },
    { text: 'Amount', column: columns.change, style: head },
    { text: 'Owed to you', column: columns.balance, style: head },
  ]);
  pdf.rule(4);
  pdf.row([{ text: 'Opening balance', column: columns.details, style: { bold: true } }, { text: rupees(statement.opening), column: columns.balance, style: { bold: true } }]);
  let balance = statement.opening;
  for (const movement of statement.movements) {
    balance += movement.change;
    pdf.row(
      [
        { text: dayLabel(movement.at), column: columns.date },
        { text: movement.description + (movement.bankReference ? ` (bank reference ${movement.bankReference})` : ''), column: columns.details },
        { text: signed(movement.change), column: columns.change },
        { text: rupees(balance), column: columns.balance },
      ],
      movement.settlement ? 0 : 6,
    );
    if (movement.settlement) pdf.row([{ text: settlementLine(movement), column: columns.details, style: { size: 8, muted: true } }], 6);
  }
  if (statement.movements.length === 0) pdf.row([{ text: 'No jobs settled and no payouts this month.', column: columns.details, style: { muted: true } }]);
  pdf.rule(4);
  pdf.row([{ text: 'Closing balance', column: columns.details, style: { bold: true } }, { text: rupees(statement.closing), column: columns.balance, style: { bold: true } }]);
  pdf.gap(10);
  pdf.text(
    'A settled job adds what is left for you after the platform’s commission (with its GST, on your commission invoice) and the income tax deducted at source under section 194-O (it counts towards your own tax: see your Form 26AS). Money settled is paid out once its hold after approval is over.',
    { size: 8, muted: true },
  );
  return pdf.bytes();
}
