/** partner §2 'Login' and §8 'Login': spelt as the spec spells them. */
export const loginTexts = {
  heading: 'Partner login',
  submit: 'Login',
  submitting: 'Processing...',
  success: 'Login Successfully.',
  failure: 'Login failed. Please try again.',
} as const;
