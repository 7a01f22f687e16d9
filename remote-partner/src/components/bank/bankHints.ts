/** The hints under the bank fields, the same at registration and on /employee-edit-bank (issue 36). */
export const bankHints = {
  holder: 'As printed on your passbook.',
  accountNumber: '9 to 18 digits.',
  ifsc: '11 characters, on your cheque book or passbook.',
  bankName: 'Set from the IFSC code when you save.',
} as const;
