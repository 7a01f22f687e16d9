import { defineTexts } from '@servenear/shared/i18n';

/**
 * The bank fields' words, the same at registration and on /employee-edit-bank (issue 36): their
 * labels, the hints under them and the section's heading.
 */
export const bankFieldTexts = defineTexts(
  {
    heading: 'Bank details',
    paidInto: 'Your earnings are paid into this account.',
    labels: {
      holder: 'Account holder name',
      accountNumber: 'Account number',
      ifsc: 'IFSC code',
      bankName: 'Bank name',
      branchName: 'Branch name (optional)',
    },
    hints: {
      holder: 'As printed on your passbook.',
      accountNumber: '9 to 18 digits.',
      ifsc: '11 characters, on your cheque book or passbook.',
      bankName: 'Set from the IFSC code when you save.',
    },
  },
  { hi: () => import('./bankHints.hi.json'), ta: () => import('./bankHints.ta.json') },
);

/** The hints under the bank fields. */
export const bankHints = bankFieldTexts.hints;

/** The bank fields' labels. */
export const bankLabels = bankFieldTexts.labels;
