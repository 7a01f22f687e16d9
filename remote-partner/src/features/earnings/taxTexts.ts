import { defineTexts } from '@servenear/shared/i18n';

/** Issue 38: the partner's statements, commission invoices and tax summary, under the earnings. */
export const taxTexts = defineTexts(
  {
    heading: 'Statements and tax',
    /** `month`: 'October 2026'. */
    statement: 'Statement for {month} (PDF)',
    statementHint: 'Every job settled and every payout of the month, with what you are owed.',
    chooseMonth: 'Choose a month above for its statement and commission invoices.',
    invoices: 'Commission invoices',
    noInvoices: 'No commission invoices this month.',
    invoicePdf: 'Invoice {number} (PDF)',
    /** `year`: the financial year, '2026-27'. */
    year: 'Financial year {year} so far',
    netEarned: 'Net earned',
    commission: 'Commission with GST',
    tds: 'Tax deducted (TDS, 194-O)',
    paidOut: 'Paid to your bank',
    summaryPdf: 'Tax summary {year} (PDF)',
    summaryHint: 'For your income-tax return: the TDS shows against your PAN in Form 26AS.',
  },
  { hi: () => import('./taxTexts.hi.json'), ta: () => import('./taxTexts.ta.json') },
);
