import { disputeOutcomes, formatRupees, type DisputeOutcome } from '@servenear/shared/domain';
import { disputeOutcomeText } from '@servenear/shared/dispute-texts';
import { disputeResolutionSchema, opsDisputesEndpoint, opsResolveDisputeEndpoint, type DisputeResolution } from '@servenear/shared/endpoints';
import type { AdminDisputeWire, DisputeResolvedWire } from '@servenear/shared/wire';
import { disputesForOps, resolveDispute, type DisputeDeps } from '../modules/disputes/service';
import { formatTable } from './format';
import type { ApiGet, ApiPost } from './opsAdmin';

/**
 * The CLI's dispute commands (issue 37), on the database or through the API like the others:
 *
 *   disputes:open
 *   disputes:resolved
 *   disputes:resolve <id> --outcome redo_same|redo_other|part_refund|full_refund [--amount <rupees>] [--note "…"]
 *
 * adminCli.ts reads the command and its id; this file reads the options, runs it and writes its answer.
 */

export const disputeUsage = `  disputes:open                         list open disputes (declined work), oldest first, with the
                                        customer's reason, the partner and what was paid
  disputes:resolved                     list resolved disputes, latest first
  disputes:resolve <id> --outcome redo_same|redo_other|part_refund|full_refund
                    [--amount <rupees>] [--note "…"]
                                        resolve one: the work redone by the same partner or back to
                                        pending for another; or a refund (part: --amount, at most
                                        what was paid); customer and partner are told`;

export const disputeCommandIds = {
  'disputes:open': [],
  'disputes:resolved': [],
  'disputes:resolve': ['dispute id'],
} as const satisfies Record<string, readonly string[]>;
export type DisputeCommandName = keyof typeof disputeCommandIds;

export const isDisputeCommand = (name: string): name is DisputeCommandName => Object.hasOwn(disputeCommandIds, name);

export interface DisputeAdmin {
  disputes(status: 'open' | 'resolved'): Promise<AdminDisputeWire[]>;
  resolveDispute(id: number, resolution: DisputeResolution): Promise<DisputeResolvedWire>;
}

export interface DisputeOptionValues {
  outcome?: string | undefined;
  amount?: string | undefined;
  note?: string | undefined;
}

export function takeDisputeOptions(args: string[], take: (args: string[], name: string) => string | undefined): DisputeOptionValues {
  return { outcome: take(args, '--outcome'), amount: take(args, '--amount'), note: take(args, '--note') };
}

/** The resolution the options give, checked against the command; `refuse` makes adminCli's usage error. */
export function disputeResolutionFor(values: DisputeOptionValues, command: string, refuse: (message: string) => Error): DisputeResolution | undefined {
  const given = values.outcome !== undefined || values.amount !== undefined || values.note !== undefined;
  if (command !== 'disputes:resolve') {
    if (given) throw refuse('--outcome, --amount and --note go with disputes:resolve only');
    return undefined;
  }
  if (!values.outcome || !(disputeOutcomes as readonly string[]).includes(values.outcome)) throw refuse(`disputes:resolve needs --outcome ${disputeOutcomes.join('|')}`);
  const resolution: { outcome: DisputeOutcome; amount?: number; note?: string } = { outcome: values.outcome as DisputeOutcome };
  if (values.amount !== undefined) {
    if (!/^\d+$/.test(values.amount) || !Number.isSafeInteger(Number(values.amount))) throw refuse(`--amount needs whole rupees, not ${values.amount}`);
    resolution.amount = Number(values.amount);
  }
  if (values.note !== undefined) resolution.note = values.note;
  return resolution;
}

/** Ops read an outcome as the partner does: of the customer ('taken off what the customer owes'). */
const outcomeForOps = (outcome: DisputeOutcome, amounts: { refund_amount: number; waived_amount: number }) =>
  disputeOutcomeText(outcome, { refundAmount: amounts.refund_amount, waivedAmount: amounts.waived_amount }, 'partner');

const clip = (text: string, width: number) => (text.length > width ? `${text.slice(0, width - 1)}…` : text);

export function formatDisputes(items: AdminDisputeWire[], status: 'open' | 'resolved'): string {
  if (items.length === 0) return status === 'open' ? 'No disputes are open.' : 'No disputes have been resolved.';
  return formatTable(
    ['ID', 'Line', 'Booking', 'Service', 'Customer', 'Partner', 'Paid', 'Owed', 'Reason', status === 'open' ? 'Opened' : 'Outcome'],
    items.map((item) => [
      String(item.id),
      String(item.line_id),
      item.reference,
      item.service_name,
      `${item.customer_name} (${item.customer_mobile})`,
      item.partner_name ? `${item.partner_name} (${item.partner_id})` : '',
      formatRupees(item.paid_amount),
      // Unpaid: a part or full refund takes off what is owed instead (decision 0054).
      formatRupees(item.owed_amount),
      clip(item.reason.replace(/\s+/g, ' '), 50),
      item.outcome ? outcomeForOps(item.outcome, item) : item.opened_at.slice(0, 16).replace('T', ' '),
    ]),
  );
}

export async function runDisputeCommand(admin: DisputeAdmin, command: DisputeCommandName, id: number | undefined, resolution: DisputeResolution | undefined): Promise<string> {
  switch (command) {
    case 'disputes:open':
      return formatDisputes(await admin.disputes('open'), 'open');
    case 'disputes:resolved':
      return formatDisputes(await admin.disputes('resolved'), 'resolved');
    case 'disputes:resolve': {
      const done = await admin.resolveDispute(id!, resolution!);
      return `Dispute ${id} resolved: ${outcomeForOps(resolution!.outcome, done)} The line is now ${done.line_status}.`;
    }
  }
}

/** On the database, through the same service and schema as the admin API. */
export function databaseDisputeAdmin(deps: DisputeDeps): DisputeAdmin {
  return {
    disputes: async (status) => (await disputesForOps(deps, { status, page: 1, per_page: 200 })).data,
    resolveDispute: (id, resolution) => resolveDispute(deps, id, disputeResolutionSchema.parse(resolution)),
  };
}

export function apiDisputeAdmin(get: ApiGet, post: ApiPost): DisputeAdmin {
  return {
    disputes: (status) => get(opsDisputesEndpoint, { query: { status, per_page: '200' } }),
    resolveDispute: async (id, resolution) => (await post(opsResolveDisputeEndpoint, { params: { id } }, resolution)).data as DisputeResolvedWire,
  };
}
