import { bookingReference } from '@servenear/shared/domain';
import type { MismatchWire } from '@servenear/shared/wire';
import type { ProviderPaymentRecord, ProviderRefundRecord } from '../payments/provider';
import type { ProviderPayoutRecord } from '../payouts/provider';
import { payoutIdOfReference, payoutReference } from '../payouts/repository';
import { receiptOf, refundIdOfReceipt } from '../refunds/repository';
import type { OurCapture, OurPayout, OurRefund } from './ours';

/**
 * Matching our records with the providers' (issue 38, reconciliation): pure, so every rule is
 * read here. A record is matched by the provider's id, or, when our write of that id was lost
 * (a crash after the provider's answer), by the receipt or reference we sent with it. At most one
 * mismatch per record: a missing side first, then the amount, then the status.
 */

/** What `apply` hands to the webhooks' own functions (refunds/reported.ts, payouts/reported.ts). */
export type Repair =
  | { record: 'refund'; providerRefundId: string; receipt: string | null; status: 'processed' | 'failed' }
  | { record: 'payout'; providerPayoutId: string; reference: string | null; utr: string | null; reason: string | null; steps: Array<'processed' | 'failed' | 'reversed'> };

export interface Mismatch {
  kind: MismatchWire['kind'];
  record: MismatchWire['record'];
  providerId: string;
  ourRecord: string | null;
  ourAmount: number | null;
  theirAmount: number | null;
  ourStatus: string | null;
  theirStatus: string | null;
  repair: Repair | null;
}

type Sides = Pick<Mismatch, 'ourRecord' | 'ourAmount' | 'theirAmount' | 'ourStatus' | 'theirStatus'>;

function mismatch(kind: Mismatch['kind'], record: Mismatch['record'], providerId: string, sides: Sides, repair: Repair | null = null): Mismatch {
  return { kind, record, providerId, ...sides, repair };
}

/** Both sides of one record: which way they differ, if they do. */
function differ(record: Mismatch['record'], providerId: string, sides: Sides, statusesAgree: boolean, repair: Repair | null): Mismatch | null {
  if (sides.ourAmount !== sides.theirAmount) return mismatch('amount_differs', record, providerId, sides);
  return statusesAgree ? null : mismatch('status_differs', record, providerId, sides, repair);
}

/** Razorpay's word for a payment whose money it took (refunded after: it was taken all the same). */
const TAKEN = new Set(['captured', 'refunded']);

/**
 * Captures: each of our day's captures against the provider's payment, and each payment the
 * provider took that day against our ledger. Only reported: ops act on them.
 */
export function compareCaptures(ours: readonly OurCapture[], theirs: readonly ProviderPaymentRecord[], ofTheDay: (at: Date) => boolean): Mismatch[] {
  const byId = new Map(theirs.map((payment) => [payment.paymentId, payment]));
  const oursById = new Map(ours.map((capture) => [capture.paymentId, capture]));
  const ids = new Set([...ours.filter((capture) => ofTheDay(capture.at)).map((capture) => capture.paymentId), ...theirs.filter((payment) => ofTheDay(payment.createdAt) && TAKEN.has(payment.status)).map((payment) => payment.paymentId)]);
  const found: Mismatch[] = [];
  for (const id of ids) {
    const our = oursById.get(id);
    const their = byId.get(id);
    const sides: Sides = {
      ourRecord: our?.bookingId ? `booking ${bookingReference(our.bookingId)}` : null,
      ourAmount: our?.amount ?? null,
      theirAmount: their?.amount ?? null,
      ourStatus: our ? 'captured' : null,
      theirStatus: their?.status ?? null,
    };
    const differs = !our ? mismatch('missing_in_ledger', 'payment', id, sides) : !their ? mismatch('missing_at_provider', 'payment', id, sides) : differ('payment', id, sides, TAKEN.has(their.status), null);
    if (differs) found.push(differs);
  }
  return found;
}

/** Whether our refund's status says what the provider's does (initiated: it is pending there). */
function refundStatusesAgree(our: OurRefund, their: ProviderRefundRecord): boolean {
  if (their.status === 'processed') return our.status === 'processed';
  if (their.status === 'pending') return our.status === 'initiated' || our.status === 'pending';
  // Failed there: ours is being tried again (pending) or given up (failed), unless we still wait on this very refund.
  return our.status === 'pending' || our.status === 'failed';
}

/** The webhook that would have settled it: a refund paid (from any status short of processed), or this refund failed. */
function refundRepair(our: OurRefund, their: ProviderRefundRecord): Repair | null {
  const processed = their.status === 'processed' && our.status !== 'processed';
  const failed = their.status === 'failed' && our.status === 'initiated' && our.providerRefundId === their.refundId;
  return processed || failed ? { record: 'refund', providerRefundId: their.refundId, receipt: their.receipt, status: their.status as 'processed' | 'failed' } : null;
}

const refundSides = (our: OurRefund | undefined, their: ProviderRefundRecord | undefined): Sides => ({
  ourRecord: our ? `refund ${our.id} (${bookingReference(our.bookingId)})` : null,
  ourAmount: our?.amount ?? null,
  theirAmount: their?.amount ?? null,
  ourStatus: our?.status ?? null,
  theirStatus: their?.status ?? null,
});

/**
 * Refunds: ours of the day (paid that day, or still open) and the provider's made that day.
 * `ours` also holds those the provider's records name from other days. A refund of ours the
 * provider never heard of is no mismatch while we hold no id of it (not yet asked, or refused).
 */
export function compareRefunds(ours: readonly OurRefund[], ofOurDay: (refund: OurRefund) => boolean, theirs: readonly ProviderRefundRecord[], ofTheDay: (at: Date) => boolean): Mismatch[] {
  const byId = new Map(theirs.map((refund) => [refund.refundId, refund]));
  const oursById = new Map(ours.map((refund) => [refund.id, refund]));
  const oursByProviderId = new Map(ours.filter((refund) => refund.providerRefundId).map((refund) => [refund.providerRefundId!, refund]));
  const compared = new Set<string>();
  const found: Mismatch[] = [];
  for (const our of ours.filter(ofOurDay)) {
    const receipt = receiptOf(our.id);
    // Without our id of it, the refund the provider made with our receipt; a failed one only if nothing else.
    const their = our.providerRefundId
      ? byId.get(our.providerRefundId)
      : (theirs.find((refund) => refund.receipt === receipt && refund.status !== 'failed') ?? theirs.find((refund) => refund.receipt === receipt));
    if (!their) {
      if (our.providerRefundId) found.push(mismatch('missing_at_provider', 'refund', our.providerRefundId, refundSides(our, undefined)));
      continue;
    }
    compared.add(their.refundId);
    const differs = differ('refund', their.refundId, refundSides(our, their), refundStatusesAgree(our, their), refundRepair(our, their));
    if (differs) found.push(differs);
  }
  for (const their of theirs) {
    if (compared.has(their.refundId) || !ofTheDay(their.createdAt)) continue;
    const byReceipt = their.receipt === null ? null : refundIdOfReceipt(their.receipt);
    const our = oursByProviderId.get(their.refundId) ?? (byReceipt === null ? undefined : oursById.get(byReceipt));
    // An earlier attempt the provider failed, which ours has moved on from: nothing to reconcile.
    if (our && our.providerRefundId !== their.refundId && their.status === 'failed') continue;
    // Another refund made with the receipt of one of ours that holds a different one: paid back twice.
    if (!our || (our.providerRefundId && our.providerRefundId !== their.refundId)) {
      found.push(mismatch('missing_in_ledger', 'refund', their.refundId, refundSides(our, their)));
      continue;
    }
    const differs = differ('refund', their.refundId, refundSides(our, their), refundStatusesAgree(our, their), refundRepair(our, their));
    if (differs) found.push(differs);
  }
  return found;
}

/** Ours in the provider's words: approved and sent (pending, processing) is on its way there. */
const payoutAsTheirs = (status: OurPayout['status']) => (status === 'pending' || status === 'proposed' ? 'processing' : status);

/** The webhooks that would have settled it, in their order (a payout reversed was processed first). */
function payoutRepair(our: OurPayout, their: ProviderPayoutRecord): Repair | null {
  const onItsWay = our.status === 'pending' || our.status === 'processing';
  const steps: Array<'processed' | 'failed' | 'reversed'> | null =
    their.status === 'processed' && onItsWay
      ? ['processed']
      : their.status === 'failed' && onItsWay
        ? ['failed']
        : their.status === 'reversed' && onItsWay
          ? ['processed', 'reversed']
          : their.status === 'reversed' && our.status === 'processed'
            ? ['reversed']
            : null;
  return steps ? { record: 'payout', providerPayoutId: their.payoutId, reference: their.reference, utr: their.utr, reason: their.failureReason, steps } : null;
}

const payoutSides = (our: OurPayout | undefined, their: ProviderPayoutRecord | undefined): Sides => ({
  ourRecord: our ? `payout ${our.id} (partner ${our.partnerId})` : null,
  ourAmount: our?.amount ?? null,
  theirAmount: their?.amount ?? null,
  ourStatus: our?.status ?? null,
  theirStatus: their?.status ?? null,
});

/** Payouts, as refunds: matched by the provider's id, else by our reference (payout_<id>, RazorpayX's idempotency key). */
export function comparePayouts(ours: readonly OurPayout[], ofOurDay: (payout: OurPayout) => boolean, theirs: readonly ProviderPayoutRecord[], ofTheDay: (at: Date) => boolean): Mismatch[] {
  const byId = new Map(theirs.map((payout) => [payout.payoutId, payout]));
  const oursById = new Map(ours.map((payout) => [payout.id, payout]));
  const oursByProviderId = new Map(ours.filter((payout) => payout.providerPayoutId).map((payout) => [payout.providerPayoutId!, payout]));
  const compared = new Set<string>();
  const found: Mismatch[] = [];
  const compare = (our: OurPayout, their: ProviderPayoutRecord) => {
    compared.add(their.payoutId);
    const differs = differ('payout', their.payoutId, payoutSides(our, their), payoutAsTheirs(our.status) === their.status, payoutRepair(our, their));
    if (differs) found.push(differs);
  };
  for (const our of ours.filter(ofOurDay)) {
    const reference = payoutReference(our.id);
    const their = our.providerPayoutId ? byId.get(our.providerPayoutId) : theirs.find((payout) => payout.reference === reference);
    if (their) compare(our, their);
    else if (our.providerPayoutId) found.push(mismatch('missing_at_provider', 'payout', our.providerPayoutId, payoutSides(our, undefined)));
  }
  for (const their of theirs) {
    if (compared.has(their.payoutId) || !ofTheDay(their.createdAt)) continue;
    const byReference = payoutIdOfReference(their.reference);
    const our = oursByProviderId.get(their.payoutId) ?? (byReference === null ? undefined : oursById.get(byReference));
    if (!our || (our.providerPayoutId && our.providerPayoutId !== their.payoutId)) found.push(mismatch('missing_in_ledger', 'payout', their.payoutId, payoutSides(our, their)));
    else compare(our, their);
  }
  return found;
}
