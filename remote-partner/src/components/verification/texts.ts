import { defineTexts, fill } from '@servenear/shared/i18n';

/** The note an unverified partner sees (partner §1, §4 'Account'). */
export const verificationTexts = defineTexts(
  {
    waitingHeading: 'Your account is waiting for verification',
    waitingBody:
      'We have received your registration. Our team is checking your ID proof, usually within 1 working day. Once your account is verified you can take bookings.',
    registeredHeading: 'Registration received',
    /** What happens after registering, step by step. */
    stepReceived: 'We have received your registration and your ID proof.',
    stepChecking: 'Our team verifies your ID proof, usually within 1 working day.',
    stepBookings: 'Once you are verified you can take bookings.',
    loginLink: 'Go to partner login',
    rejectedHeading: 'Your registration was not approved',
    /** `reason`: ops' reason, or `contactSupport` when they gave none. */
    rejected: 'Your registration was not approved: {reason}',
    contactSupport: 'please contact support.',
    verified: 'Verified partner',
    pending: 'Waiting for verification',
    // Ours (issue 14): what a waiting partner can already prepare, so they are found the day they are verified.
    prepareWorkArea: 'Meanwhile, set where you work, so customers near you find you once you are verified.',
    workAreaLink: 'Set your work area',
    // Issue 36: a change of bank details waits for ops before money goes to it.
    payoutHoldHeading: 'Payouts on hold',
    payoutHoldBody:
      'You changed your bank details. To keep your earnings safe, payouts are on hold until our team checks the new details, usually within 1 working day.',
    payoutHoldLink: 'See your bank details',
  },
  { hi: () => import('./texts.hi.json'), ta: () => import('./texts.ta.json') },
);

/** Why a partner's registration was refused, in a sentence. */
export function rejectionText(reason: string | null): string {
  return fill(verificationTexts.rejected, { reason: reason ?? verificationTexts.contactSupport });
}
