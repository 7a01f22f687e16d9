/** The note an unverified partner sees (partner §1, §4 'Account'). */
export const verificationTexts = {
  waitingHeading: 'Your account is waiting for verification',
  waitingBody:
    'We have received your registration. Our team is checking your ID proof, usually within 1 working day. Once your account is verified you can take bookings.',
  registeredHeading: 'Registration received',
  loginLink: 'Go to partner login',
  rejectedHeading: 'Your registration was not approved',
  rejected: (reason: string | null) => `Your registration was not approved: ${reason ?? 'please contact support.'}`,
  verified: 'Verified partner',
  pending: 'Waiting for verification',
} as const;
