import type { OpsPermission } from '@servenear/shared/ops-roles';
import type { OpsPartner, OpsPartnerKyc, PartnerAction } from '@servenear/shared/ops-api';

export interface ActionSpec {
  label: string;
  question(name: string): string;
  /** What the action does, said before it is confirmed. */
  consequence: string;
  confirm: string;
  /** Whether the partner is told why: the dialog asks for a reason. */
  needsReason: boolean;
  tone: 'primary' | 'danger';
  permission: OpsPermission;
  /** Whether the action applies to the partner as he is now (the server refuses it otherwise, 409). */
  appliesTo(partner: OpsPartner, kyc: OpsPartnerKyc | null): boolean;
}

const inState = (status: OpsPartner['verification_status']) => (partner: OpsPartner) => partner.verification_status === status;

/** Each partner decision, in the order the buttons show. */
export const partnerActionSpecs: Record<PartnerAction, ActionSpec> = {
  verify: {
    label: 'Verify',
    question: (name) => `Verify ${name}?`,
    consequence: 'They can be offered bookings at once. Check their ID proofs and KYC first.',
    confirm: 'Yes, verify',
    needsReason: false,
    tone: 'primary',
    permission: 'partners.verify',
    appliesTo: inState('pending'),
  },
  reject: {
    label: 'Reject',
    question: (name) => `Reject ${name}?`,
    consequence: 'Their sessions end, and they are told your reason when they next sign in.',
    confirm: 'Reject',
    needsReason: true,
    tone: 'danger',
    permission: 'partners.verify',
    appliesTo: inState('pending'),
  },
  suspend: {
    label: 'Suspend',
    question: (name) => `Suspend ${name}?`,
    consequence: 'Their sessions end, their services leave the lists, and jobs they have not started go back to the bookings queue. They are told your reason.',
    confirm: 'Suspend',
    needsReason: true,
    tone: 'danger',
    permission: 'partners.suspend',
    appliesTo: inState('verified'),
  },
  reinstate: {
    label: 'Reinstate',
    question: (name) => `Reinstate ${name}?`,
    consequence: 'They are verified again: listed, and offered bookings.',
    confirm: 'Yes, reinstate',
    needsReason: false,
    tone: 'primary',
    permission: 'partners.suspend',
    appliesTo: inState('suspended'),
  },
  verifyBank: {
    label: 'Confirm bank details',
    question: (name) => `Confirm ${name}’s new bank details?`,
    consequence: 'Payouts resume, to the account shown under KYC.',
    confirm: 'Yes, confirm',
    needsReason: false,
    tone: 'primary',
    permission: 'partners.bank-verify',
    appliesTo: (_partner, kyc) => kyc?.bank.payout_hold === true,
  },
};

export const partnerActionOrder: readonly PartnerAction[] = ['verify', 'reject', 'suspend', 'reinstate', 'verifyBank'];
