/** partner §2 'Login' and §8 'Login': spelt as the spec spells them. */
export const loginTexts = {
  heading: 'Partner login',
  submit: 'Login',
  submitting: 'Processing...',
  success: 'Login Successfully.',
  failure: 'Login failed. Please try again.',
  forgot: 'Forgot password?',
  /** The customer login's words (customer §8 'Login'): both logins fail by one rule. */
  networkError: 'Network error. Please try again.',
} as const;
