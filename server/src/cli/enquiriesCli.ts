import { enquiryAnswerSchema, enquiryRejectSchema, pdAllocateSchema } from '@servenear/shared/enquiry-schemas';
import { formatRupees } from '@servenear/shared/domain';
import {
  opsAllocateEnquiryEndpoint,
  opsAnswerEnquiryEndpoint,
  opsEnquiriesEndpoint,
  opsEnquiryPartnersEndpoint,
  opsRejectEnquiryEndpoint,
} from '@servenear/shared/endpoints';
import { parseId } from '@servenear/shared/id';
import { enquiryKinds, type AdminEnquiryWire, type EnquiryKind, type PdPartnerChoiceWire } from '@servenear/shared/wire';
import { allocatePd, answerEnquiry, listEnquiriesForOps, listPartnersNear, rejectEnquiry, type EnquiryOpsDeps } from '../modules/enquiries/ops';
import { formatTable } from './format';
import type { ApiGet, ApiPost } from './opsAdmin';

/**
 * The CLI's enquiry commands (issue 15), on the database or through the API like the others:
 *
 *   enquiries:pending [--kind service|pd]
 *   enquiries:answer <id> --message "…" [--quote <rupees>]
 *   enquiries:reject <id> --reason "…"
 *   enquiries:partners <id>
 *   enquiries:allocate <id> --partner <partner id>
 *
 * adminCli.ts reads the command and its id; this file reads the enquiry options, runs the
 * command and writes its answer.
 */

export const enquiryUsage = `  enquiries:pending [--kind service|pd]
                                        list enquiries and Pass Fast Express requests waiting for ops
  enquiries:answer <id> --message "…" [--quote <rupees>]
                                        answer one (the customer is told, with the quote if given)
  enquiries:reject <id> --reason "…"    reject one, telling the customer why
  enquiries:partners <id>               list verified partners near a request's From address
  enquiries:allocate <id> --partner <partner id>
                                        allocate a Pass Fast Express request to a partner`;

/** The commands, each with the ids it takes in order (adminCli's command table). */
export const enquiryCommandIds = {
  'enquiries:pending': [],
  'enquiries:answer': ['enquiry id'],
  'enquiries:reject': ['enquiry id'],
  'enquiries:partners': ['enquiry id'],
  'enquiries:allocate': ['enquiry id'],
} as const satisfies Record<string, readonly string[]>;
export type EnquiryCommandName = keyof typeof enquiryCommandIds;

export const isEnquiryCommand = (name: string): name is EnquiryCommandName => Object.hasOwn(enquiryCommandIds, name);

/** What the enquiry commands read besides the id (the partner of enquiries:allocate is ParsedCommand's partnerId). */
export interface EnquiryOptions {
  kind?: EnquiryKind;
  message?: string;
  quote?: number;
  partnerId?: number;
}

/** What the ops' side needs of an admin, on the database or through the API. */
export interface EnquiryAdmin {
  pendingEnquiries(kind: EnquiryKind | undefined): Promise<AdminEnquiryWire[]>;
  answerEnquiry(id: number, answer: { message: string; quote?: number }): Promise<void>;
  rejectEnquiry(id: number, reason: string): Promise<void>;
  enquiryPartners(id: number): Promise<PdPartnerChoiceWire[]>;
  allocateEnquiry(id: number, partnerId: number): Promise<void>;
}

/** A usage mistake, as adminCli's UsageError (passed in, so this file needs nothing of adminCli). */
type Refuse = (message: string) => Error;

/** The enquiry options' raw values, taken out of `args` by adminCli's option reader `take`. */
export interface EnquiryOptionValues {
  kind?: string | undefined;
  message?: string | undefined;
  quote?: string | undefined;
  partner?: string | undefined;
}

export function takeEnquiryOptions(args: string[], take: (args: string[], name: string) => string | undefined): EnquiryOptionValues {
  return { kind: take(args, '--kind'), message: take(args, '--message'), quote: take(args, '--quote'), partner: take(args, '--partner') };
}

/**
 * Checks the enquiry options against the command: each only where its command reads it, and a
 * command never without what it needs (the reason of enquiries:reject is adminCli's --reason).
 */
export function enquiryOptionsFor(values: EnquiryOptionValues, command: string, reason: string | undefined, refuse: Refuse): EnquiryOptions {
  const { kind, message, quote, partner } = values;
  const only = (option: string, value: string | undefined, owner: EnquiryCommandName) => {
    if (value !== undefined && command !== owner) throw refuse(`${option} goes with ${owner} only`);
  };
  only('--kind', kind, 'enquiries:pending');
  only('--message', message, 'enquiries:answer');
  only('--quote', quote, 'enquiries:answer');
  only('--partner', partner, 'enquiries:allocate');
  if (command === 'enquiries:answer' && reason !== undefined) throw refuse('enquiries:answer takes --message "…", not --reason');
  if (command === 'enquiries:answer' && !message?.trim()) throw refuse('enquiries:answer needs --message "…"');
  if (command === 'enquiries:reject' && !reason?.trim()) throw refuse('enquiries:reject needs --reason "…"');
  if (command === 'enquiries:allocate' && partner === undefined) throw refuse('enquiries:allocate needs --partner <partner id>');
  const options: EnquiryOptions = {};
  if (kind !== undefined) {
    if (!(enquiryKinds as readonly string[]).includes(kind)) throw refuse(`--kind is ${enquiryKinds.join(' or ')}, not ${kind}`);
    options.kind = kind as EnquiryKind;
  }
  if (message !== undefined) options.message = message;
  if (quote !== undefined) {
    if (!/^\d+$/.test(quote) || !Number.isSafeInteger(Number(quote))) throw refuse(`--quote needs whole rupees, not ${quote}`);
    options.quote = Number(quote);
  }
  if (partner !== undefined) {
    const partnerId = parseId(partner);
    if (partnerId === null) throw refuse(`--partner needs a partner id, not ${partner}`);
    options.partnerId = partnerId;
  }
  return options;
}

/** One cell of the table kept to a line's width. */
const clip = (text: string, width: number) => (text.length > width ? `${text.slice(0, width - 1)}…` : text);

export function formatEnquiries(items: AdminEnquiryWire[]): string {
  if (items.length === 0) return 'No enquiries are waiting for an answer.';
  return formatTable(
    ['ID', 'Kind', 'Stage', 'Customer', 'Title', 'Summary', 'Created'],
    items.map((item) => [
      String(item.id),
      item.kind,
      // Issue 37: where a move stands (quoted, paid, picked_up, …); a service enquiry's status.
      item.move_stage ?? item.status,
      `${item.customer_name} (${item.mobile})`,
      clip(item.title, 40),
      clip(item.summary.replace(/\s+/g, ' '), 70),
      item.created_at.slice(0, 16).replace('T', ' '),
    ]),
  );
}

export function formatPdPartners(partners: PdPartnerChoiceWire[]): string {
  if (partners.length === 0) return 'No verified partner works near this request’s From address.';
  return formatTable(
    ['ID', 'Name', 'Mobile', 'Distance'],
    partners.map((partner) => [String(partner.partner_id), partner.name, partner.mobile, `${partner.distance_km} km`]),
  );
}

/** Runs one enquiry command; the message to print. */
export async function runEnquiryCommand(
  admin: EnquiryAdmin,
  command: EnquiryCommandName,
  id: number | undefined,
  options: EnquiryOptions & { reason?: string },
): Promise<string> {
  switch (command) {
    case 'enquiries:pending':
      return formatEnquiries(await admin.pendingEnquiries(options.kind));
    case 'enquiries:answer': {
      const answer = options.quote === undefined ? { message: options.message! } : { message: options.message!, quote: options.quote };
      await admin.answerEnquiry(id!, answer);
      return `Enquiry ${id} answered${options.quote === undefined ? '' : ` with a quote of ${formatRupees(options.quote)}`}.`;
    }
    case 'enquiries:reject':
      await admin.rejectEnquiry(id!, options.reason!);
      return `Enquiry ${id} rejected: ${options.reason}`;
    case 'enquiries:partners':
      return formatPdPartners(await admin.enquiryPartners(id!));
    case 'enquiries:allocate':
      await admin.allocateEnquiry(id!, options.partnerId!);
      return `Request ${id} allocated to partner ${options.partnerId}.`;
  }
}

/** On the database, through the same rules as the admin API, checking what its schemas check. */
export function databaseEnquiryAdmin(deps: EnquiryOpsDeps): EnquiryAdmin {
  return {
    pendingEnquiries: (kind) => listEnquiriesForOps(deps, { status: 'pending', kind }),
    answerEnquiry: (id, answer) => answerEnquiry(deps, id, enquiryAnswerSchema.parse(answer)),
    rejectEnquiry: (id, reason) => rejectEnquiry(deps, id, enquiryRejectSchema.parse({ reason })),
    enquiryPartners: (id) => listPartnersNear(deps, id),
    allocateEnquiry: (id, partnerId) => allocatePd(deps, id, pdAllocateSchema.parse({ partner_id: partnerId })),
  };
}

/** Through a running server's admin API (opsAdmin's signed-in calls of the catalogue's endpoints). */
export function apiEnquiryAdmin(get: ApiGet, post: ApiPost): EnquiryAdmin {
  const enquiry = (id: number) => ({ params: { id } });
  return {
    // The list is paged: the CLI asks for the largest page (200), more than a queue waiting for ops holds.
    pendingEnquiries: (kind) => get(opsEnquiriesEndpoint, { query: { status: 'pending', kind, per_page: '200' } }),
    answerEnquiry: async (id, answer) => void (await post(opsAnswerEnquiryEndpoint, enquiry(id), answer)),
    rejectEnquiry: async (id, reason) => void (await post(opsRejectEnquiryEndpoint, enquiry(id), { reason })),
    enquiryPartners: (id) => get(opsEnquiryPartnersEndpoint, enquiry(id)),
    allocateEnquiry: async (id, partnerId) => void (await post(opsAllocateEnquiryEndpoint, enquiry(id), { partner_id: partnerId })),
  };
}
