/** customer §2 /login, §8 'Login': spelt as the spec spells them. */
export const loginTexts = {
  title: 'Login',
  subtitle: 'Welcome back. Log in with your mobile number to book trusted professionals near you.',
  submit: 'Login',
  submitting: 'Processing...',
  success: 'Login Successfully.',
  networkError: 'Network error. Please try again.',
  somethingWrong: 'Something went wrong.',
} as const;
