import * as z from 'zod/mini';
import { idParams } from '../schemas/idSchemas';
import { adminRefundWire, refundStatuses, trialBalanceWire } from '../wire/money';
import { defineEndpoint, emptyBody, envelope, messageEnvelope } from './define';

/*
 * Issue 38, ours: ops follow the refunds the site owes and pays back, retry one that failed, and
 * read the ledger's trial balance. The admin CLI's refunds:* and ledger:* commands call these.
 */

export const moneyMessages = {
  status: `Status must be one of ${refundStatuses.join(', ')}.`,
  until: 'Until must be a date like 2026-11-30.',
  refundNotFound: 'Refund not found.',
  retryOnlyFailed: 'Only a failed refund can be tried again.',
  retried: 'The refund will be tried again.',
} as const;

/** GET admin/refunds?status=: the newest first; all of them unless a status is given. */
export const opsRefundsEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: 'admin/refunds',
  summary: 'Refunds owed to customers, from the decision to the provider paying them back (ours)',
  description: '`status`: pending (decided, not yet asked of the provider), initiated, processed or failed (every retry failed: ops must act). Amounts in paise. At most 500, newest first.',
  query: z.object({ status: z.optional(z.enum(refundStatuses, { error: moneyMessages.status })) }),
  reply: envelope(z.array(adminRefundWire)),
});

/** POST admin/refunds/{id}/retry: a failed refund asked of the provider again. */
export const opsRetryRefundEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'admin/refunds/:id/retry',
  summary: 'Try a failed refund again (ours)',
  description: 'Only a failed refund (409 otherwise): it becomes pending and its job asks the provider again, with a full set of retries. No body is read.',
  params: idParams('id'),
  body: emptyBody,
  reply: messageEnvelope(adminRefundWire),
});

/** GET admin/ledger/trial-balance?until=: the ledger's accounts and totals. */
export const opsTrialBalanceEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: 'admin/ledger/trial-balance',
  summary: 'The ledger’s trial balance: every account’s balance, in paise (ours)',
  description: '`until` (a date, India time): only what happened before that day began. The debit and credit totals are equal when the ledger is sound.',
  query: z.object({ until: z.optional(z.string().check(z.maxLength(10, { error: moneyMessages.until }), z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: moneyMessages.until }))) }),
  reply: envelope(trialBalanceWire),
});
