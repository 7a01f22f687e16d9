import type { LineDisputeWire } from '@servenear/shared/wire';
import type { StoredDispute } from './repository';

const iso = (stamp: string) => new Date(stamp).toISOString();

/** A line's latest dispute as both sides read it (customer §3 and partner §3 lines, ours). */
export function toLineDisputeWire(dispute: StoredDispute | null): LineDisputeWire | null {
  if (!dispute) return null;
  return {
    reason: dispute.reason,
    opened_at: iso(dispute.openedAt),
    outcome: dispute.outcome,
    refund_amount: dispute.refundAmount,
    waived_amount: dispute.waivedAmount,
    note: dispute.note,
    resolved_at: dispute.resolvedAt ? iso(dispute.resolvedAt) : null,
  };
}
