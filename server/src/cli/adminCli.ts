import { HttpError } from '../lib/httpError';
import { ZodError } from 'zod';
import type { PartnerAdmin, PartnerListItem } from './partnerAdmin';

export const usage = `Usage: npm run admin -- [--api <server url>] <command>

Commands:
  partners:pending                      list partners waiting for verification
  partners:verify <id>                  verify a partner
  partners:reject <id> --reason "…"     reject a partner, telling them why

Without --api the CLI opens the server's database (DATABASE_URL, or PGlite in DATA_DIR:
then the server must be stopped). With --api it signs in to a running server as
ADMIN_MOBILE / ADMIN_PASSWORD (the demo admin outside production).`;

export interface ParsedCommand {
  apiUrl: string | undefined;
  command: 'partners:pending' | 'partners:verify' | 'partners:reject';
  id?: number;
  reason?: string;
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

export function parseArguments(argv: string[]): ParsedCommand {
  const args = [...argv];
  const apiUrl = takeOption(args, '--api');
  const reason = takeOption(args, '--reason');
  const [command, rawId, ...rest] = args;
  if (rest.length > 0) throw new UsageError(`unexpected arguments: ${rest.join(' ')}`);
  if (command === 'partners:pending' && rawId === undefined) return { apiUrl, command };
  if (command !== 'partners:verify' && command !== 'partners:reject') throw new UsageError(`unknown command: ${command ?? '(none)'}`);
  const id = Number(rawId);
  if (!Number.isSafeInteger(id) || id < 1) throw new UsageError(`${command} needs a partner id`);
  if (command === 'partners:reject' && !reason) throw new UsageError('partners:reject needs --reason "…"');
  return { apiUrl, command, id, reason };
}

export function formatPartners(partners: PartnerListItem[]): string {
  if (partners.length === 0) return 'No partners are waiting for verification.';
  const rows = [
    ['ID', 'Name', 'Mobile', 'Email', 'Registered', 'ID proofs'],
    ...partners.map((partner) => [
      String(partner.id),
      partner.name,
      partner.mobile ?? '',
      partner.email ?? '',
      partner.registered_at.slice(0, 16).replace('T', ' '),
      String(partner.id_proofs.length),
    ]),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows.map((row) => row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd()).join('\n');
}

/** Runs one command; the message to print on success. Service errors become their public message. */
export async function runCommand(admin: PartnerAdmin, parsed: ParsedCommand): Promise<string> {
  try {
    if (parsed.command === 'partners:pending') return formatPartners(await admin.pending());
    if (parsed.command === 'partners:verify') {
      await admin.verify(parsed.id!);
      return `Partner ${parsed.id} verified.`;
    }
    await admin.reject(parsed.id!, parsed.reason!);
    return `Partner ${parsed.id} rejected: ${parsed.reason}`;
  } catch (error) {
    if (error instanceof HttpError) throw new Error(error.publicMessage ?? error.message);
    if (error instanceof ZodError) throw new Error(error.issues[0]?.message ?? 'invalid input');
    throw error;
  }
}
