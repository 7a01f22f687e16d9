import { defineTexts } from '@servenear/shared/i18n';

/**
 * The labels of a tax invoice and of a receipt (issue 41), in the language of the person who
 * downloads it; ops read them in English. What the invoice records (names, addresses, the GSTIN,
 * the State, amounts) is drawn as issued. GSTIN, SAC, CGST, SGST and IGST stay as the law writes them.
 */
export const invoiceTexts = defineTexts(
  {
    invoice: {
      title: 'Tax invoice {number}',
      heading: 'Tax Invoice',
      forCustomer: 'Original for recipient',
      forPartner: 'Commission invoice · original for recipient',
      number: 'Invoice number: {number}',
      gstin: 'GSTIN: {gstin}',
      state: 'State: {state}',
      date: 'Invoice date: {date}',
      placeOfSupply: 'Place of supply: {state}',
      reverseCharge: 'Tax payable on reverse charge: No',
      billedTo: 'Billed to',
      recipientState: 'State: {state} · Unregistered',
      description: 'Description',
      sac: 'SAC',
      taxableValue: 'Taxable value',
      amount: 'Amount (Rs.)',
      /** The taxes' names, as the GST law writes them in every language. */
      cgst: 'CGST',
      sgst: 'SGST',
      igst: 'IGST',
      taxHead: '{tax} {rate}',
      taxAt: '{tax} at {rate}',
      total: 'Total (Rs.)',
      inWords: 'Amount in words: {words}',
      customerNote: 'GST on this service is paid by {supplier} as the electronic commerce operator under section 9(5) of the CGST Act, 2017. The prices shown to you included it.',
      partnerNote: 'Commission on a job received through ServeNear. It was deducted from the job’s settlement before your payout: nothing more is payable.',
      signedFor: 'For {supplier}',
      signatory: 'Authorised signatory (issued electronically)',
    },
    receipt: {
      title: 'Receipt {number}',
      heading: 'Receipt',
      notAnInvoice: 'Not a tax invoice · original for recipient',
      receivedThrough: 'Received through {platform}',
      number: 'Receipt number: {number}',
      date: 'Date: {date}',
      receivedFrom: 'Received from',
      note: 'No GST is charged on this service: it was supplied by the partner named above, who is not registered for GST, and it is not a service on which the platform pays GST under section 9(5) of the CGST Act, 2017.',
    },
  },
  { hi: () => import('./documentTexts.hi.json'), ta: () => import('./documentTexts.ta.json') },
);
