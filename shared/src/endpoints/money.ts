import * as z from 'zod/mini';
import { idParams } from '../schemas/idSchemas';
import { isCalendarDate } from '../domain/booking';
import { adminRefundWire, payoutBatchRowWire, payoutBatchWire, reconciliationWire, refundStatuses, trialBalanceWire } from '../wire/money';
import { pageInput } from './coordinates';
import { defineEndpoint, emptyBody, envelope, messageEnvelope, pageEnvelope } from './define';
import { OPS_LIST_PER_PAGE, perPageInput } from './opsPaging';

/*
 * Issue 38, ours: ops follow the refunds the site owes and pays back, retry one that failed, read
 * the ledger's trial balance, pay partners out, and reconcile a day with the providers. The admin
 * CLI's refunds:*, ledger:*, payouts:* and reconcile commands call these.
 */

export const moneyMessages = {
  status: `Status must be one of ${refundStatuses.join(', ')}.`,
  until: 'Until must be a date like 2026-11-30.',
  refundNotFound: 'Refund not found.',
  retryOnlyFailed: 'Only a failed refund can be tried again.',
  retried: 'The refund will be tried again.',
  proposed: 'Payout batch proposed.',
  approved: 'Payout batch approved: the payouts are on their way.',
  date: 'Date must be a real date of this century, like 2026-11-30.',
  reconciled: 'Reconciled: what the providers settled and we had not heard of is recorded.',
  providerUnavailable: 'A payment or payout provider did not list its records: try again later.',
} as const;

/** A day to reconcile: a real calendar date of this century, YYYY-MM-DD (Razorpay lists nothing before 2000). */
export const isReconcilableDay = (value: string) => /^20\d{2}-\d{2}-\d{2}$/.test(value) && isCalendarDate(value);

const calendarDay = /* @__PURE__ */ z
  .string({ error: moneyMessages.date })
  .check(z.maxLength(10, { error: moneyMessages.date }), z.regex(/^20\d{2}-\d{2}-\d{2}$/, { error: moneyMessages.date }), z.refine(isReconcilableDay, { error: moneyMessages.date }));

/** GET admin/refunds?status=&page=&per_page=: the newest first; all of them unless a status is given. */
export const opsRefundsQuerySchema = /* @__PURE__ */ z.object({
  status: z.optional(z.enum(refundStatuses, { error: moneyMessages.status })),
  page: pageInput,
  per_page: perPageInput(OPS_LIST_PER_PAGE),
});
export type OpsRefundsQuery = z.output<typeof opsRefundsQuerySchema>;

export const opsRefundsEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: 'admin/refunds',
  summary: 'Refunds owed to customers, from the decision to the provider paying them back, paged (ours)',
  description:
    '`status`: pending (decided, not yet asked of the provider), initiated, processed or failed (every retry failed: ops must act). Amounts in paise. Newest first; ' +
    `\`page\` from 1; \`per_page\` 1 to 200 (${OPS_LIST_PER_PAGE} unless told); \`total\` counts every matching refund.`,
  query: opsRefundsQuerySchema,
  reply: pageEnvelope(adminRefundWire),
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

/** POST admin/payouts/batches: a batch of every partner's available money, for ops to check and approve. */
export const opsProposePayoutsEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'admin/payouts/batches',
  summary: 'Propose a payout batch: one payout per partner with money available (ours)',
  description: 'Money is available once the hold after approval (PAYABLE_HOLD_DAYS) is over and no payout carries it. Partners whose bank details changed (payout hold), who are not verified or have no bank details are listed in `held` with the reason. 409 when nobody has money available, or while an earlier batch waits for approval. Nothing is paid until the batch is approved. No body is read.',
  body: emptyBody,
  reply: messageEnvelope(payoutBatchWire),
});

/** Batches a page of GET admin/payouts/batches holds. */
export const PAYOUT_BATCHES_PER_PAGE = 20;

/** GET admin/payouts/batches?page=: the batches, newest first, each with its count and total (issue 39's console). */
export const opsPayoutBatchesEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: 'admin/payouts/batches',
  summary: 'Payout batches, newest first, with how many payouts each holds and their total in paise (ours)',
  description: `Paged, ${PAYOUT_BATCHES_PER_PAGE} a page; \`total\` counts every batch. A batch's payouts are GET admin/payouts/batches/{id}.`,
  query: z.object({ page: pageInput }),
  reply: pageEnvelope(payoutBatchRowWire),
});

/** GET admin/payouts/batches/{id}. */
export const opsPayoutBatchEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: 'admin/payouts/batches/:id',
  summary: 'A payout batch and where each of its payouts is (ours)',
  params: idParams('id'),
  reply: envelope(payoutBatchWire),
});

/** POST admin/payouts/batches/{id}/approve: once; the payouts go out. */
export const opsApprovePayoutsEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'admin/payouts/batches/:id/approve',
  summary: 'Approve a proposed payout batch: each payout goes to the partner’s bank (ours)',
  description: 'Once (409 after). A partner whose bank details changed since the proposal is held: his payout fails at once and his money waits for the next batch. No body is read.',
  params: idParams('id'),
  body: emptyBody,
  reply: messageEnvelope(payoutBatchWire),
});

/** GET admin/reconciliation?date=: one day of our ledger against the payment and payout providers' own records. */
export const opsReconciliationEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: 'admin/reconciliation',
  summary: 'One day’s captures, refunds, payouts and held money, against the providers’ records (ours)',
  description:
    '`date`: a day, India time. Amounts in paise. `mismatches`: a record one side lacks, or whose amount or status differs. ' +
    '`repairable` ones (a refund or payout the provider settled that we still show on its way: a lost webhook, a crash) ' +
    'are settled by POST admin/reconciliation/apply; the others are for ops.',
  query: z.object({ date: calendarDay }),
  reply: envelope(reconciliationWire),
});

/** POST admin/reconciliation/apply: the repairable mismatches of a day settled, then the day's report. */
export const opsApplyReconciliationEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'admin/reconciliation/apply',
  summary: 'Settle a day’s repairable mismatches through the webhooks’ own path, and report the day again (ours)',
  description: 'Each refund or payout the provider settled and we still show on its way is moved on exactly as its webhook would have moved it (once: a repeat changes nothing). Mismatches of captures, amounts and missing records are only reported.',
  body: z.object({ date: calendarDay }),
  reply: messageEnvelope(reconciliationWire),
});
