import { defineTexts } from '@servenear/shared/i18n';

/** The earnings page's words: partner §2's columns, and ours where the spec has none. */
export const earningsTexts = defineTexts(
  {
    title: 'Earnings',
    month: 'Month',
    /** The month selector's first and last choices (partner §2's 'This month'). */
    months: { thisMonth: 'This month', all: 'All months' },
    columns: {
      service: 'Service Name',
      date: 'Date',
      duration: 'Working Duration',
      invoice: 'Invoice',
      status: 'Status',
      amount: 'Amount',
    },
    viewInvoice: 'View invoice',
    paid: 'Paid',
    unpaid: 'Payment pending',
    /** Issue 38: a declined line that ops settled with a part refund; its money is what is left. `amount` is in rupees ('₹500'). */
    disputeRefund: 'Customer partly refunded {amount} after a dispute',
    empty: 'No data...',
    /** Before the ledger (a server that sends no net totals): the line prices, paid or not. `label` names the list. */
    totals: { label: 'Totals', count: 'Jobs', amount: 'Total earned', paid: 'Paid' },
    /** Issue 38: the partner's own money over the settled jobs. */
    netTotals: {
      earned: 'You earned',
      paidOut: 'Paid to your bank',
      toBePaid: 'To be paid',
      note: 'Only jobs the customer has paid for and that are approved count here.',
    },
    /** Issue 38: a settled job's money, from what the customer paid to what the partner gets. */
    settlement: {
      gross: 'Customer paid',
      commission: 'Commission',
      commissionGst: 'GST on commission',
      serviceGst: 'GST on the work',
      tds: 'TDS',
      net: 'You get',
      pending: 'On hold until {date}',
      available: 'In the next payout',
      inPayout: 'Being paid out',
      paidOn: 'Paid on {date}',
      paid: 'Paid to your bank',
      bankReference: 'Bank ref. {reference}',
    },
    invoice: {
      title: 'Invoice',
      print: 'Print invoice',
      back: 'Back to earnings',
      notFound: 'Invoice not found.',
      from: 'Partner',
      billedTo: 'Customer',
      reference: 'Booking reference',
      invoiceNumber: 'Invoice number',
      service: 'Service',
      booked: 'Booked for',
      started: 'Work started',
      completed: 'Work completed',
      /** Issue 37 'Honest times': from the real start to the completion, not the booked duration. */
      timeOnJob: 'Time on the job',
      notRecorded: 'Not recorded',
      amount: 'Amount',
      payment: 'Payment',
      disputeRefund: 'Refunded after a dispute',
    },
    /** How long the work took: '45 min', '3 h', '2 h 5 min'. */
    elapsed: {
      minutes: '{minutes} min',
      hours: '{hours} h',
      hoursMinutes: '{hours} h {minutes} min',
    },
  },
  { hi: () => import('./texts.hi.json'), ta: () => import('./texts.ta.json') },
);
