import { defineTexts } from '@servenear/shared/i18n';

/**
 * The labels of a partner's monthly statement and yearly tax summary (issue 41), in the language
 * of the partner who downloads them. Money is written in rupees; GSTIN, GST, TDS, PAN and the
 * sections of the Acts stay as the law writes them.
 */
export const statementTexts = defineTexts(
  {
    statement: {
      title: 'Statement {month}',
      heading: 'Statement of account',
      subheading: '{month} · amounts in rupees (Rs.)',
      mobile: 'Mobile {mobile}',
      gstin: 'GSTIN {gstin}',
      date: 'Date',
      details: 'Details',
      amount: 'Amount',
      owed: 'Owed to you',
      opening: 'Opening balance',
      closing: 'Closing balance',
      none: 'No jobs settled and no payouts this month.',
      bankReference: '(bank reference {reference})',
      customerPaid: 'Customer paid {amount}',
      gstByPlatform: 'GST paid by the platform {amount}',
      commission: 'commission {commission} + GST {gst}',
      tds: 'TDS {amount}',
      move: 'Pass Fast Express move',
      job: 'Job',
      payoutSent: 'Payout to bank account{account}',
      payoutFailed: 'Payout to bank account{account} failed: returned',
      payoutReversed: 'Payout to bank account{account} reversed by the bank: returned',
      note: 'A settled job adds what is left for you after the platform’s commission (with its GST, on your commission invoice) and the income tax deducted at source under section 194-O (it counts towards your own tax: see your Form 26AS). Money settled is paid out once its hold after approval is over.',
    },
    taxSummary: {
      title: 'Tax summary {year}',
      heading: 'Earnings and tax summary {year}',
      subheading: '{partner} · 1 April {from} to 31 March {to} · amounts in rupees (Rs.)',
      jobs: 'Jobs settled',
      gross: 'Paid by customers for your work',
      gstByPlatform: 'of which GST paid by the platform (section 9(5))',
      taxableValue: 'Value of your services (TDS is reckoned on it)',
      commission: 'Platform commission',
      gstOnCommission: 'GST on the commission',
      tds: 'Income tax deducted at source (section 194-O)',
      net: 'Net earned',
      paidOut: 'Paid to your bank in the year',
      month: 'Month',
      monthJobs: 'Jobs',
      customersPaid: 'Customers paid',
      monthCommission: 'Commission',
      monthTds: 'TDS',
      monthNet: 'Net',
      monthPaidOut: 'Paid out',
      none: 'No jobs settled in this year.',
      note: 'The TDS above was deducted by {platform} and is deposited against your PAN; it shows in your Form 26AS / AIS and counts towards the tax on your income. This summary is for your records; your tax adviser has the last word.',
    },
  },
  { hi: () => import('./documentTexts.hi.json'), ta: () => import('./documentTexts.ta.json') },
);
