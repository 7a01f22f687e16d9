/** Issue 38: the partner's statements, commission invoices and tax summary, under the earnings. */
export const taxTexts = {
  heading: 'Statements and tax',
  statement: (month: string) => `Statement for ${month} (PDF)`,
  statementHint: 'Every job settled and every payout of the month, with what you are owed.',
  chooseMonth: 'Choose a month above for its statement and commission invoices.',
  invoices: 'Commission invoices',
  noInvoices: 'No commission invoices this month.',
  invoicePdf: (number: string) => `Invoice ${number} (PDF)`,
  year: (year: string) => `Financial year ${year} so far`,
  netEarned: 'Net earned',
  commission: 'Commission with GST',
  tds: 'Tax deducted (TDS, 194-O)',
  paidOut: 'Paid to your bank',
  summaryPdf: (year: string) => `Tax summary ${year} (PDF)`,
  summaryHint: 'For your income-tax return: the TDS shows against your PAN in Form 26AS.',
} as const;
