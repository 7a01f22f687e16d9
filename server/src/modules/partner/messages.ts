import { defineTexts } from '@servenear/shared/i18n';

/**
 * What the server tells a partner (partner §3–§8, issues 14, 36, 38): refusals and replies of
 * their account, codes, bookings and earnings. Sent in English and translated at the boundary
 * (plugins/errorHandler.ts, plugins/language.ts), or read here at call time.
 */
export const partnerTexts = defineTexts(
  {
    account: {
      suspended: 'Your account has been suspended: {reason} Please contact ServeNear support.',
      notApproved: 'Your registration was not approved: {reason}',
      bankSaved: 'Bank details updated successfully.',
      bankSavedOnHold: 'Bank details updated successfully. Payouts are on hold until our team checks the new details.',
      profileNotFound: 'Partner profile not found.',
      otpResent: 'Otp Resend successfully!',
    },
    code: {
      confirmFirst: 'Please confirm your mobile number first: enter the code we texted to it, or ask for a new one.',
      confirmed: 'Your mobile number is confirmed. You can log in now.',
      nothingToConfirm: 'This number has no registration waiting for its code.',
      notConfirmed: 'This partner has not confirmed their mobile number yet.',
    },
    idProof: {
      badFile: 'ID proofs must be JPG, PNG, WebP or PDF files up to 5 MB.',
      tooMany: 'Upload at most 3 ID proofs.',
    },
    bookings: {
      notVerified: 'Your account is not verified yet.',
      codeSent: 'OTP sent to the customer.',
      tooManyCodes: 'Too many codes requested. Please try again later.',
      codeNotSent: 'We could not send the code. Please try again later.',
      expiredCode: 'The code has expired. Please generate a new one.',
      noCode: 'No start code is active. Please generate a new one.',
      bookedLater: 'This job is booked for {date}: the start code can be sent on that day.',
      bookedEarlier: 'This job was booked for {date}: a start code can only be sent on the booked day. Please contact support.',
      codesLocked: 'Too many wrong codes: the start code for this booking is locked. Please contact support.',
      verified: 'OTP verified successfully!',
      completed: 'The booking has been marked as completed.',
      cancelled: 'Booking cancelled successfully!',
      /** The SMS to the customer with the code the partner asks for at the door (in the customer's language). */
      startCodeSms: 'ServeNear: your start code for {service} is {code}. Share it with your partner only when the work begins.',
      /** The SMS to the customer when too many wrong codes locked the line (in the customer's language). */
      lockedSms: 'ServeNear: the start code for your {service} booking was locked after too many wrong codes. Please contact ServeNear support.',
    },
    earnings: {
      invoiceNotFound: 'Invoice not found.',
    },
  },
  { hi: () => import('./messages.hi.json'), ta: () => import('./messages.ta.json') },
);
