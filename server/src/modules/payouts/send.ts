import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { tellOps } from '../notifications/opsEvents';
import { PayoutProviderError, type PayoutProvider } from './provider';
import { payoutReported } from './reported';
import { movePayout, payoutById, payoutReference } from './repository';

export interface PayoutSenderDeps {
  db: Database;
  clock: Clock;
  provider: PayoutProvider;
  log: { error(details: object, message: string): void };
}

/**
 * The 'payouts' job: asks the payout provider to pay one approved payout, idempotent on its
 * reference (a retry after a crash gets the same payout back). A refusal is retried by the queue;
 * after the last retry the payout fails, its settlements wait for the next batch, and ops are
 * told. The provider's answer makes it processing (its webhook says the rest) or settles it at once.
 */
export async function sendPayout(deps: PayoutSenderDeps, payoutId: number, finalAttempt: boolean): Promise<void> {
  const payout = await payoutById(deps.db, payoutId);
  if (!payout || payout.status !== 'pending') return;
  let made;
  try {
    made = await deps.provider.createPayout({
      reference: payoutReference(payout.id),
      amount: payout.amount,
      account: { holder: payout.accountHolder ?? '', number: payout.accountNumber ?? '', ifsc: payout.ifsc ?? '' },
      narration: `ServeNear payout ${payout.id}`,
    });
  } catch (error) {
    if (!(error instanceof PayoutProviderError)) throw error;
    const reason = error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message;
    await deps.db.transaction(async (tx) => {
      await movePayout(tx, payout.id, ['pending'], { attempts: payout.attempts + 1, failureReason: reason.slice(0, 300) });
      if (finalAttempt) {
        await payoutReported(tx, { payoutId: payout.id, providerPayoutId: null, status: 'failed', utr: null, reason, at: deps.clock() });
        await tellOps(tx, 'ops_payout_failed', `Payout #${payout.id} to partner ${payout.partnerId} could not be made: ${reason}`, deps.clock());
      }
    });
    if (finalAttempt) {
      deps.log.error({ payoutId: payout.id, reason }, 'payout failed for good: ops are told');
      return;
    }
    throw error;
  }
  await deps.db.transaction(async (tx) => {
    await movePayout(tx, payout.id, ['pending'], { status: 'processing', providerPayoutId: made.payoutId, sentAt: deps.clock() });
    if (made.status !== 'processing') await payoutReported(tx, { payoutId: payout.id, providerPayoutId: made.payoutId, status: made.status, utr: made.utr, reason: null, at: deps.clock() });
  });
}
