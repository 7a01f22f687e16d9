import type { MoneyConfig } from '../../config';
import { dayLabel, rupees } from '../invoices/invoicePdf';
import { fill } from '@servenear/shared/i18n';
import { PdfLayout, type Column } from '../invoices/pdfLayout';
import { statementTexts } from './documentTexts';
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
  const texts = statementTexts.statement;
  const parts = [fill(texts.customerPaid, { amount: rupees(split.gross) })];
  if (split.serviceGst > 0) parts.push(fill(texts.gstByPlatform, { amount: rupees(split.serviceGst) }));
  parts.push(fill(texts.commission, { commission: rupees(split.commission), gst: rupees(split.commissionGst) }), fill(texts.tds, { amount: rupees(split.tds) }));
  return parts.join(' · ');
}

/** The partner's monthly statement of account, as a PDF: opening balance, every movement, closing balance. */
export async function renderStatementPdf(statement: MonthlyStatement, platform: MoneyConfig['invoicing']): Promise<Uint8Array> {
  const texts = statementTexts.statement;
  const pdf = await PdfLayout.create(fill(texts.title, { month: statement.monthName }));
  pdf.text(texts.heading, { size: 20, bold: true }, 2);
  pdf.text(fill(texts.subheading, { month: statement.monthName }), { muted: true });
  pdf.rule();
  pdf.row([
    { text: `${statement.partner.name}${statement.partner.mobile ? `\n${fill(texts.mobile, { mobile: statement.partner.mobile })}` : ''}`, column: { x: 0, width: 250 }, style: { bold: true } },
    { text: `${platform.legalName}\n${fill(texts.gstin, { gstin: platform.gstin })}`, column: { x: 270, width: 229 }, style: { muted: true, size: 9 } },
  ]);
  pdf.rule();
  const head = { size: 9, bold: true };
  pdf.row([
    { text: texts.date, column: columns.date, style: head },
    { text: texts.details, column: columns.details, style: head },
    { text: texts.amount, column: columns.change, style: head },
    { text: texts.owed, column: columns.balance, style: head },
  ]);
  pdf.rule(4);
  pdf.row([{ text: texts.opening, column: columns.details, style: { bold: true } }, { text: rupees(statement.opening), column: columns.balance, style: { bold: true } }]);
  let balance = statement.opening;
  for (const movement of statement.movements) {
    balance += movement.change;
    pdf.row(
      [
        { text: dayLabel(movement.at), column: columns.date },
        { text: movement.description + (movement.bankReference ? ` ${fill(texts.bankReference, { reference: movement.bankReference })}` : ''), column: columns.details },
        { text: signed(movement.change), column: columns.change },
        { text: rupees(balance), column: columns.balance },
      ],
      movement.settlement ? 0 : 6,
    );
    if (movement.settlement) pdf.row([{ text: settlementLine(movement), column: columns.details, style: { size: 8, muted: true } }], 6);
  }
  if (statement.movements.length === 0) pdf.row([{ text: texts.none, column: columns.details, style: { muted: true } }]);
  pdf.rule(4);
  pdf.row([{ text: texts.closing, column: columns.details, style: { bold: true } }, { text: rupees(statement.closing), column: columns.balance, style: { bold: true } }]);
  pdf.gap(10);
  pdf.text(texts.note, { size: 8, muted: true });
  return pdf.bytes();
}
