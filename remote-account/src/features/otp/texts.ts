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
  sending: 'Sending the code...',
  resendIn: 'You can ask for a new code in',
  /** The usual 30 s lock after a send shows as a disabled Resend only; a longer wait (the hourly cap) is said. */
  resendLockShownAfter: 30,
} as const;
