import { opsCreateMemberEndpoint, opsNewMemberSchema, type OpsNewMember } from '@servenear/shared/endpoints';
import type { OpsMemberCreatedWire } from '@servenear/shared/endpoints';
import type { Database } from '../db/client';
import type { Clock } from '../lib/clock';
import { createOpsMember } from '../modules/ops/members';
import type { ApiPost } from './opsAdmin';

/**
 * Issue 39: ops members from the CLI. The first one has to be made on the database (nobody can
 * sign in yet); later ones may be, or go through the API as an admin:
 *
 *   ops:create --name "…" --mobile <number> --roles admin[,support…]
 *
 * adminCli.ts reads the command; this file reads its options, runs it and writes its answer.
 */

export const opsMemberUsage = `  ops:create --name "…" --mobile <number> --roles <role>[,<role>…]
                                        add an ops member (roles: admin, support, verification,
                                        finance, releases); prints their temporary password once`;

export const opsMemberCommandIds = { 'ops:create': [] } as const satisfies Record<string, readonly string[]>;
type OpsMemberCommandName = keyof typeof opsMemberCommandIds;

export const isOpsMemberCommand = (name: string): name is OpsMemberCommandName => Object.hasOwn(opsMemberCommandIds, name);

export interface OpsMemberAdmin {
  createOpsMember(member: OpsNewMember): Promise<OpsMemberCreatedWire>;
}

export interface OpsMemberOptionValues {
  name?: string | undefined;
  mobile?: string | undefined;
  roles?: string | undefined;
}

export function takeOpsMemberOptions(args: string[], take: (args: string[], name: string) => string | undefined): OpsMemberOptionValues {
  return { name: take(args, '--name'), mobile: take(args, '--mobile'), roles: take(args, '--roles') };
}

/** The new member, checked by the API's own rules; only ops:create takes these options. */
export function opsMemberFor(values: OpsMemberOptionValues, command: string, refuse: (message: string) => Error): OpsNewMember | undefined {
  const given = values.name !== undefined || values.mobile !== undefined || values.roles !== undefined;
  if (command !== 'ops:create') {
    if (given) throw refuse('--name, --mobile and --roles go with ops:create only');
    return undefined;
  }
  if (!values.name || !values.mobile || !values.roles) throw refuse('ops:create needs --name, --mobile and --roles');
  const parsed = opsNewMemberSchema.safeParse({ name: values.name, mobile: values.mobile, roles: values.roles.split(',').map((role) => role.trim()) });
  if (!parsed.success) throw refuse(parsed.error.issues[0]?.message ?? 'invalid ops member');
  return parsed.data;
}

/** Runs ops:create; `audit.subject` names the new member for the audit row (cliAudit.ts). */
export async function runOpsMemberCommand(admin: OpsMemberAdmin, member: OpsNewMember, audit: { subject?: string }): Promise<string> {
  const created = await admin.createOpsMember(member);
  audit.subject = `ops-member:${created.user_id}`;
  return [
    `Ops member ${created.user_id} added: ${created.name}, ${created.mobile}, roles ${created.roles.join(', ')}.`,
    `Temporary password (shown this once): ${created.temporary_password}`,
    'They sign in with it and the code texted to their number.',
  ].join('\n');
}

/** On the database, through the same service as the admin API; nobody made them (created_by null). */
export function databaseOpsMemberAdmin(deps: { db: Database; clock: Clock; passwordHashCost: number }): OpsMemberAdmin {
  return { createOpsMember: (member) => createOpsMember(deps, null, member) };
}

export function apiOpsMemberAdmin(post: ApiPost): OpsMemberAdmin {
  return { createOpsMember: async (member) => (await post(opsCreateMemberEndpoint, {}, member)).data as OpsMemberCreatedWire };
}
