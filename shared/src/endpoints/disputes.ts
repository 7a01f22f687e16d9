import * as z from 'zod/mini';
import { defineTexts } from '@servenear/shared/i18n';
import { disputeOutcomes } from '@servenear/shared/domain';
import { idParams } from '../schemas/idSchemas';
import { adminDisputeWire, disputeResolvedWire } from '../wire/disputes';
import { pageInput } from './coordinates';
import { defineEndpoint, envelope, messageEnvelope, messageReply, pageEnvelope } from './define';
import { OPS_LIST_PER_PAGE, perPageInput } from './opsPaging';

/*
 * Issue 37, ours: a customer declines completed work with a reason, which opens a dispute; ops
 * list disputes and resolve each (redo by the same or another partner, part or full refund).
 * The partner's cancel with a reason is employee/cancel/booking (partnerBookings.ts).
 */

/** What the customer is told (issue 41: in their language); the rest is ops' and stays English. */
const customerTexts = defineTexts(
  { declined: 'We have opened a dispute and will get back to you.' },
  { hi: () => import('./disputes.hi.json'), ta: () => import('./disputes.ta.json') },
);

export const disputeMessages = {
  get declined() {
    return customerTexts.declined;
  },
  resolved: 'Dispute resolved.',
  notFound: 'Dispute not found.',
  alreadyResolved: 'This dispute is already resolved.',
  outcome: `Outcome must be one of ${disputeOutcomes.join(', ')}.`,
  amount: 'Please give the refund in whole rupees, at least ₹1.',
  amountOnlyForPart: 'An amount goes with part_refund only.',
  amountOverPaid: (paid: string) => `A refund can be at most what was paid for this service (${paid}).`,
  nothingPaid: 'Nothing was paid for this service, so there is nothing to refund. Redo the work instead.',
  amountOverOwed: (owed: string) => `The customer has not paid yet: you can take off at most what they owe for this service (${owed}).`,
  nothingOwed: 'Nothing is owed for this service any more. Redo the work instead.',
  note: 'A note is at most 500 characters.',
  status: 'Status must be open or resolved.',
} as const;

/** POST user/service/decline (ours) {id, reason}: the customer declines a completed line's work. */
export const declineLineEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'user/service/decline',
  summary: 'The customer declines completed work, saying why (ours)',
  description:
    'Only a completed line not yet approved. The line becomes completed-issue (disputed) and the partner is told; ops resolve it (admin/disputes). A second decline of the same line, or a line in any other state, is a 409.',
  loadBody: () => import('../schemas/lineReason').then((rules) => rules.declineLineSchema),
  reply: messageReply,
  toModel: ({ message }) => message,
});

/** GET admin/disputes?status=open|resolved&page=&per_page=: open ones (oldest first) unless told, a page at a time. */
export const opsDisputesQuerySchema = /* @__PURE__ */ z.object({
  status: z._default(z.enum(['open', 'resolved'], { error: disputeMessages.status }), 'open'),
  page: pageInput,
  per_page: perPageInput(OPS_LIST_PER_PAGE),
});
export type OpsDisputesQuery = z.output<typeof opsDisputesQuerySchema>;

export const opsDisputesEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: 'admin/disputes',
  summary: 'Disputes: completed work a customer declined, with the reason, the partner and what was paid or is owed, paged (ours)',
  description:
    '`status` is open (the default, oldest first) or resolved (latest first). ' +
    `\`page\` from 1; \`per_page\` 1 to 200 (${OPS_LIST_PER_PAGE} unless told); \`total\` counts every matching dispute.`,
  query: opsDisputesQuerySchema,
  reply: pageEnvelope(adminDisputeWire),
});

/** GET admin/disputes/{id}: one dispute, open or resolved (ours). */
export const opsDisputeEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: 'admin/disputes/:id',
  summary: 'One dispute, open or resolved (ours)',
  description: 'A well-formed id of no dispute is a 404.',
  params: idParams('id'),
  reply: envelope(adminDisputeWire),
});

const wholeRupees = () => z.int({ error: disputeMessages.amount }).check(z.minimum(1, { error: disputeMessages.amount }), z.maximum(10_000_000, { error: disputeMessages.amount }));

/** POST admin/disputes/{id}/resolve, and the CLI's options: ops' decision. */
export const disputeResolutionSchema = /* @__PURE__ */ z
  .object({
    outcome: z.enum(disputeOutcomes, { error: disputeMessages.outcome }),
    /** Whole rupees, part_refund only (a full refund is what was paid, or on an unpaid booking all that is owed). */
    amount: z.optional(wholeRupees()),
    /** Told to the customer and the partner with the outcome. */
    note: z.optional(z.string({ error: disputeMessages.note }).check(z.trim(), z.maxLength(500, { error: disputeMessages.note }))),
  })
  .check(
    z.refine((value) => value.outcome !== 'part_refund' || value.amount !== undefined, { error: disputeMessages.amount, path: ['amount'] }),
    z.refine((value) => value.outcome === 'part_refund' || value.amount === undefined, { error: disputeMessages.amountOnlyForPart, path: ['amount'] }),
  );
export type DisputeResolution = z.output<typeof disputeResolutionSchema>;

export const opsResolveDisputeEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'admin/disputes/:id/resolve',
  summary: 'Resolve a dispute: redo (same or another partner), part refund or full refund (ours)',
  description:
    'redo_same sends the line back to its partner (assigned, to start again with a new code); redo_other sends it back to ops (pending, unassigned) to allocate to another partner. part_refund (amount, whole rupees, at most what was paid for the line) and full_refund (what was paid) record the refund on the line; on a booking not paid yet they take the amount (at most what is owed for the line) or the whole line off what the customer owes instead (data.waived_amount; the payment order is for less). Customer and partner are told. Of two ops resolving one dispute at once exactly one wins; the other gets a 409.',
  params: idParams('id'),
  body: disputeResolutionSchema,
  reply: messageEnvelope(disputeResolvedWire),
});
