import { formatRupees } from '@servenear/shared/domain';
import { parseId } from '@servenear/shared/id';
import { $ZodError } from 'zod/v4/core';
import { HttpError } from '../lib/httpError';
import path from 'node:path';
import { enquiryCommandIds, enquiryOptionsFor, enquiryUsage, isEnquiryCommand, runEnquiryCommand, takeEnquiryOptions, type EnquiryOptions } from './enquiriesCli';
import { disputeCommandIds, disputeResolutionFor, disputeUsage, isDisputeCommand, runDisputeCommand, takeDisputeOptions } from './disputesCli';
import { arrivalCommandIds, arrivalPageFor, arrivalUsage, isArrivalCommand, runArrivalCommand } from './arrivalsCli';
import { isMoneyCommand, moneyCommandIds, moneyUsage, runMoneyCommand } from './moneyCli';
import { MismatchesRemain, reconcileOptionsFor, takeReconcileOptions, type ReconcileOptions } from './reconcileCli';
import type { DisputeResolution, OpsNewMember } from '@servenear/shared/endpoints';
import { isOpsMemberCommand, opsMemberCommandIds, opsMemberFor, opsMemberUsage, runOpsMemberCommand, takeOpsMemberOptions } from './opsMembersCli';
import { cliAuditEntry } from './cliAudit';
import { formatBookingLines, formatCompletedLines, formatEligiblePartners, formatPartners, formatPartnerServices } from './format';
import { formatBankChanges, formatKyc, formatSuspension } from './formatKyc';
import type { OpsAdmin } from './opsAdmin';
import { defaultProofFolder, downloadProofs } from './partnerProofs';

export const usage = `Usage: npm run admin -- [--api <server url>] <command>
       npm run admin -- --help

Commands:
  partners:pending                      list partners waiting for verification
  partners:proofs <id> [--out <dir>]    download a partner's ID proofs (into ./partner-proofs/<id>/)
  partners:verify <id>                  verify a partner
  partners:reject <id> --reason "…"     reject a partner, telling them why
  partners:kyc <id>                     show a partner's KYC: date of birth, address, bank
                                        details, ID proofs (verify needs at least one)
  partners:suspend <id> --reason "…"    suspend a verified partner: signed out, off the lists
                                        and allocation; his jobs not started go back to pending
  partners:reinstate <id>               reinstate a suspended partner
  partners:bank-changes                 list partners whose changed bank details hold payouts
  partners:bank-verify <id>             confirm a partner's changed bank details (ends the hold)
  bookings:pending                      list booking lines waiting for a partner
  bookings:partners <line>              list the partners who may take a line, nearest first
  bookings:allocate <line> <partner>    allocate a line to a partner
  bookings:reassign <line> <partner> --reason "…"
                                        give an assigned line not yet started to another partner
  bookings:cancel <line>                cancel a line (a paid line's price is owed back)
  bookings:approve <line>               approve a completed line in the customer's place
  bookings:completed                    list completed lines with when work started and ended;
                                        QUICK marks one completed within 10 minutes of its start
  services:pending                      list partners' own services waiting for approval
  services:approve <action> [--day N --hour N]
                                        approve one (linked to the subcategory's service of that
                                        name, or made a new catalogue service: then give its day
                                        and hour rates in rupees)
  services:reject <action> --reason "…" reject one, telling the partner why
${enquiryUsage}
${disputeUsage}
${arrivalUsage}
${moneyUsage}
${opsMemberUsage}
  logout                                forget the stored --api session (of that server with --api)

Without --api the CLI opens the server's database (DATABASE_URL, or PGlite in DATA_DIR:
then the server must be stopped). With --api it signs in to a running server as
ADMIN_MOBILE / ADMIN_PASSWORD (the demo admin outside production) and keeps the session for
8 hours in $XDG_STATE_HOME/servenear/admin-session.json (~/.local/state/… when unset,
readable by you only), so later commands do not sign in again. Signing in asks for the code
the server texts to that number (issue 39). Changes made on the database are written to the
ops audit log as cli:<user>@<host> (or SERVENEAR_OPERATOR).`;

/** Each command and the ids it takes, in order. */
const commandIds = {
  'partners:pending': [],
  'partners:proofs': ['partner id'],
  'partners:verify': ['partner id'],
  'partners:reject': ['partner id'],
  'partners:kyc': ['partner id'],
  'partners:suspend': ['partner id'],
  'partners:reinstate': ['partner id'],
  'partners:bank-changes': [],
  'partners:bank-verify': ['partner id'],
  'bookings:pending': [],
  'bookings:partners': ['line id'],
  'bookings:allocate': ['line id', 'partner id'],
  'bookings:reassign': ['line id', 'partner id'],
  'bookings:cancel': ['line id'],
  'bookings:approve': ['line id'],
  'bookings:completed': [],
  'services:pending': [],
  'services:approve': ['service action id'],
  'services:reject': ['service action id'],
  ...enquiryCommandIds,
  ...disputeCommandIds,
  ...arrivalCommandIds,
  ...moneyCommandIds,
  ...opsMemberCommandIds,
  logout: [],
} as const satisfies Record<string, readonly string[]>;

export type CommandName = keyof typeof commandIds;

export interface ParsedCommand {
  apiUrl: string | undefined;
  command: CommandName;
  /** The partner of partners:*, the booking line of bookings:*. */
  id?: number;
  /** bookings:allocate and bookings:reassign only. */
  partnerId?: number;
  reason?: string;
  /** partners:proofs only: the folder to write into. */
  out?: string;
  /** services:approve only: the new catalogue service's rates, whole rupees. */
  ratePerDay?: number;
  ratePerHour?: number;
  /** enquiries:* only: --kind, --message and --quote (--partner is partnerId). */
  enquiry?: Omit<EnquiryOptions, 'partnerId'>;
  /** disputes:resolve only: --outcome, --amount and --note. */
  resolution?: DisputeResolution;
  /** arrivals:list only: --page, from 1. */
  page?: number;
  /** reconcile only: --date and --apply. */
  reconcile?: ReconcileOptions;
  /** ops:create only: --name, --mobile and --roles. */
  opsMember?: OpsNewMember;
}

export class UsageError extends Error {
  override readonly name = 'UsageError';
}

function takeOption(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  if (index === -1) return undefined;
  const [, value] = args.splice(index, 2);
  if (value === undefined) throw new UsageError(`${name} needs a value`);
  return value;
}

/** A rate given on the command line: whole rupees. */
function rupees(option: string, value: string): number {
  const amount = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(amount)) throw new UsageError(`${option} needs whole rupees, not ${value}`);
  return amount;
}

/** --help, -h or help: the usage, as an answer rather than an error. */
export function wantsHelp(argv: readonly string[]): boolean {
  return argv.some((arg) => arg === '--help' || arg === '-h') || argv[0] === 'help';
}

const isCommand = (name: string | undefined): name is CommandName => name !== undefined && Object.hasOwn(commandIds, name);

export function parseArguments(argv: string[]): ParsedCommand {
  const args = [...argv];
  const apiUrl = takeOption(args, '--api');
  if (apiUrl !== undefined && !/^https?:\/\/[^/]/.test(apiUrl)) throw new UsageError(`--api needs the server's http(s) URL, not ${apiUrl}`);
  const reason = takeOption(args, '--reason');
  const out = takeOption(args, '--out');
  const day = takeOption(args, '--day');
  const hour = takeOption(args, '--hour');
  const enquiryValues = takeEnquiryOptions(args, takeOption);
  const disputeValues = takeDisputeOptions(args, takeOption);
  const pageValue = takeOption(args, '--page');
  const reconcileValues = takeReconcileOptions(args, takeOption);
  const opsMemberValues = takeOpsMemberOptions(args, takeOption);
  const [command, ...rawIds] = args;
  if (!isCommand(command)) throw new UsageError(`unknown command: ${command ?? '(none)'}`);
  const names: readonly string[] = commandIds[command];
  if (rawIds.length > names.length) throw new UsageError(`unexpected arguments: ${rawIds.slice(names.length).join(' ')}`);
  const ids = names.map((name, index) => {
    const id = parseId(rawIds[index]);
    if (id === null) throw new UsageError(`${command} needs a ${name}`);
    return id;
  });
  if ((command === 'partners:reject' || command === 'partners:suspend' || command === 'services:reject' || command === 'bookings:reassign') && !reason) throw new UsageError(`${command} needs --reason "…"`);
  if ((day !== undefined || hour !== undefined) && command !== 'services:approve') throw new UsageError('--day and --hour go with services:approve only');
  if (out !== undefined && command !== 'partners:proofs') throw new UsageError('--out goes with partners:proofs only');
  const enquiryOptions = enquiryOptionsFor(enquiryValues, command, reason, (message) => new UsageError(message));
  const resolution = disputeResolutionFor(disputeValues, command, (message) => new UsageError(message));
  const page = arrivalPageFor(pageValue, command, (message) => new UsageError(message));
  const reconcile = reconcileOptionsFor(reconcileValues, command, (message) => new UsageError(message));
  const opsMember = opsMemberFor(opsMemberValues, command, (message) => new UsageError(message));
  const parsed: ParsedCommand = { apiUrl, command };
  if (ids[0] !== undefined) parsed.id = ids[0];
  if (ids[1] !== undefined) parsed.partnerId = ids[1];
  if (reason !== undefined) parsed.reason = reason;
  if (out !== undefined) parsed.out = out;
  if (day !== undefined) parsed.ratePerDay = rupees('--day', day);
  if (hour !== undefined) parsed.ratePerHour = rupees('--hour', hour);
  const { partnerId: enquiryPartner, ...enquiry } = enquiryOptions;
  if (enquiryPartner !== undefined) parsed.partnerId = enquiryPartner;
  if (Object.keys(enquiry).length > 0) parsed.enquiry = enquiry;
  if (resolution) parsed.resolution = resolution;
  if (page !== undefined) parsed.page = page;
  if (reconcile) parsed.reconcile = reconcile;
  if (opsMember) parsed.opsMember = opsMember;
  return parsed;
}

async function execute(admin: OpsAdmin, parsed: ParsedCommand, audit: { subject?: string }): Promise<string> {
  const { command, id, partnerId, reason, out, ratePerDay, ratePerHour, enquiry, resolution, page, reconcile, opsMember } = parsed;
  if (isOpsMemberCommand(command)) return runOpsMemberCommand(admin, opsMember!, audit);
  if (isEnquiryCommand(command)) return runEnquiryCommand(admin, command, id, { ...enquiry, partnerId, reason });
  if (isDisputeCommand(command)) return runDisputeCommand(admin, command, id, resolution);
  if (isArrivalCommand(command)) return runArrivalCommand(admin, page);
  if (isMoneyCommand(command)) return runMoneyCommand(admin, command, id, reconcile);
  switch (command) {
    case 'partners:pending':
      return formatPartners(await admin.pendingPartners());
    case 'partners:proofs':
      return downloadProofs(admin, id!, path.resolve(out ?? defaultProofFolder(id!)));
    case 'partners:verify':
      await admin.verify(id!);
      return `Partner ${id} verified.`;
    case 'partners:reject':
      await admin.reject(id!, reason!);
      return `Partner ${id} rejected: ${reason}`;
    case 'partners:kyc':
      return formatKyc(await admin.partnerKyc(id!));
    case 'partners:suspend':
      return formatSuspension(id!, reason!, await admin.suspend(id!, reason!));
    case 'partners:reinstate':
      await admin.reinstate(id!);
      return `Partner ${id} reinstated.`;
    case 'partners:bank-changes':
      return formatBankChanges(await admin.bankChanges());
    case 'partners:bank-verify':
      await admin.verifyBank(id!);
      return `Bank details of partner ${id} verified: payouts resume.`;
    case 'bookings:pending':
      return formatBookingLines(await admin.pendingBookings());
    case 'bookings:partners':
      return formatEligiblePartners(await admin.eligiblePartners(id!));
    case 'bookings:allocate':
      await admin.allocate(id!, partnerId!);
      return `Line ${id} allocated to partner ${partnerId}.`;
    case 'bookings:reassign':
      await admin.reassign(id!, partnerId!, reason!);
      return `Line ${id} re-assigned to partner ${partnerId}: ${reason}`;
    case 'bookings:cancel':
      return `Line ${id} cancelled. Refund due: ${formatRupees(await admin.cancelBooking(id!))}.`;
    case 'bookings:approve':
      await admin.approveBooking(id!);
      return `Line ${id} approved.`;
    case 'bookings:completed':
      return formatCompletedLines(await admin.completedBookings());
    case 'services:pending':
      return formatPartnerServices(await admin.pendingServices());
    case 'services:approve':
      await admin.approveService(id!, { rate_per_day: ratePerDay, rate_per_hour: ratePerHour });
      return `Service ${id} approved.`;
    case 'services:reject':
      await admin.rejectService(id!, reason!);
      return `Service ${id} rejected: ${reason}`;
    case 'logout':
      // Needs no sign-in, so runAdmin answers it before opening an admin.
      throw new UsageError('logout is not an admin action');
  }
}

/**
 * Runs one command; the message to print on success. Service errors become their public message.
 * A change is written to the ops audit log here, the one place every command passes (on the
 * database; through the API the server writes it): also when reconcile --apply repaired some
 * records but mismatches remain.
 */
export async function runCommand(admin: OpsAdmin, parsed: ParsedCommand): Promise<string> {
  const audit: { subject?: string } = {};
  const record = async () => {
    const entry = cliAuditEntry(parsed, audit.subject);
    if (entry) await admin.recordAudit?.(entry);
  };
  try {
    const answer = await execute(admin, parsed, audit);
    await record();
    return answer;
  } catch (error) {
    if (error instanceof MismatchesRemain) await record();
    if (error instanceof HttpError) {
      throw new Error(error.publicMessage ?? Object.values(error.errors).flat()[0] ?? error.message, { cause: error });
    }
    // $ZodError: the shared schemas are zod/mini, whose refusals are no classic ZodError.
    if (error instanceof $ZodError) throw new Error(error.issues[0]?.message ?? 'invalid input', { cause: error });
    throw error;
  }
}
