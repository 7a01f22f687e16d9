import { defineTexts } from '@servenear/shared/i18n';

/** customer §4 'OTP', §5 'OTP', §8 'OTP alerts': spelt as the spec spells them. */
export const otpTexts = defineTexts(
  {
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
    /** `{time}` is the countdown (m:ss). */
    resendIn: 'You can ask for a new code in {time}',
    /** Ours: the subtitle, `{number}` the masked number in bold, or without a number known. */
    sentTo: 'We have sent a 4-digit code to {number}. Enter it below to continue.',
    sentToYourNumber: 'We have sent a 4-digit code to your mobile number. Enter it below to continue.',
    expiresIn: 'Code expires in {time}',
    expired: 'The code has expired.',
  },
  { hi: () => import('./texts.hi.json'), ta: () => import('./texts.ta.json') },
);

/** The usual 30 s lock after a send shows as a disabled Resend only; a longer wait (the hourly cap) is said. */
export const RESEND_LOCK_SHOWN_AFTER = 30;
