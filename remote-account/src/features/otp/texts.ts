/** customer §4 'OTP', §5 'OTP', §8 'OTP alerts': spelt as the spec spells them. */
export const otpTexts = {
  title: 'Verify your number',
  legend: 'Enter the 4-digit code',
  verify: 'Verify',
  verifying: 'Verifying...',
  resend: 'Resend',
  verified: 'OTP Verified',
  invalid: 'Invalid OTP. Please try again.',
  verifyError: 'An error occurred while verifying OTP.',
  initialFailed: 'Failed to send OTP on initial load.',
  initialError: 'An error occurred while sending the OTP.',
  resent: 'OTP has been resent successfully!',
  resendFailed: 'Failed to resend OTP. Please try again later.',
  resendError: 'An error occurred while resending OTP.',
} as const;

/** customer §9: the code lives 300 s; a new one can be asked for 30 s after a send. */
export const otpTimings = { validSeconds: 300, resendLockSeconds: 30 } as const;
