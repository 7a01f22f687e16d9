import { ok, type FakeReply } from '@servenear/shared/testing';

/** GET employee/userprofile's data as the server spells it (issue 3 contract). */
export function profileWire(overrides: Record<string, unknown> = {}) {
  return {
    id: 12,
    name: 'Ravi Kumar',
    email: 'ravi@example.in',
    mobile: '9876500002',
    address: 'Anna Nagar, Chennai',
    image_url: null,
    bankname: 'Canara Bank',
    account_number: '1234567890',
    ifsc_code: 'CNRB0001234',
    branch_name: 'Anna Nagar',
    account_holder_name: 'Ravi Kumar',
    payout_hold: false,
    is_verified: 1,
    verification_status: 'verified',
    rejection_reason: null,
    ...overrides,
  };
}

export const profileReply = (overrides: Record<string, unknown> = {}): FakeReply => {
  const reply = ok(profileWire(overrides));
  return reply === 'network-error' ? reply : { ...reply, body: { ...(reply.body as object), success: true } };
};
