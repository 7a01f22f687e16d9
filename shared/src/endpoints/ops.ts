import * as z from 'zod/mini';
import { opsRoles, type OpsRole } from '@servenear/shared/ops-roles';
import { loginSchema } from '../schemas/auth';
import { requiredText } from '../schemas/common';
import { databaseIdText, idParams } from '../schemas/idSchemas';
import { adminLoginReplyWire } from '../wire/admin';
import { opsAuditRowWire, opsMemberCreatedWire, opsMemberWire, opsMeWire, opsSecondFactorReplyWire } from '../wire/ops';

// The console's and the server's names for these shapes: not in the wire area, which customers' pages load.
export type { OpsAuditRowWire, OpsMemberCreatedWire, OpsMemberWire, OpsPartnerServiceWire, OpsSecondFactorWire } from '../wire/ops';
export { opsMeWire };
import { pageInput } from './coordinates';
import { defineEndpoint, envelope, messageEnvelope, pageEnvelope } from './define';

/*
 * Issue 39: ops people instead of one shared admin login. The sign-in's second step (a code
 * texted after the right password), who is signed in, the members an admin manages and the
 * audit log. POST admin/login itself is in ./admin.ts with the other ops calls.
 */

export const opsMessages = {
  codeSent: 'Enter the code we sent to your mobile.',
  codeResent: 'We have sent you a new code.',
  code: 'Please enter the 6-digit code.',
  challenge: 'This sign-in has expired. Please sign in again.',
  accessDisabled: 'Your ops access has been disabled.',
  roles: `Choose one or more roles: ${opsRoles.join(', ')}.`,
  name: 'Please enter the person’s name.',
  nothingToChange: 'Send roles, disabled or both.',
  memberNotFound: 'Ops member not found.',
  created: 'Ops member added. Give them the temporary password: it is shown this once.',
  updated: 'Ops member updated.',
  notYourself: 'You cannot disable yourself.',
  lastAdmin: 'There must be at least one active admin: make someone else admin first.',
  date: 'Dates look like 2026-11-30.',
  perPage: 'per_page must be a whole number from 1 to 200.',
} as const;

/** The opaque challenge of the password step: 43 base64url characters, bounded generously. */
const challenge = () => z.string({ error: opsMessages.challenge }).check(z.minLength(1, { error: opsMessages.challenge }), z.maxLength(64, { error: opsMessages.challenge }));

/** POST admin/login/code: the challenge and the 6-digit code texted with it. */
export const opsSignInCodeSchema = /* @__PURE__ */ z.object({
  challenge: challenge(),
  code: z.string({ error: opsMessages.code }).check(z.trim(), z.maxLength(6, { error: opsMessages.code }), z.regex(/^\d{6}$/, { error: opsMessages.code })),
});

export const opsSignInCodeEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'admin/login/code',
  summary: 'Sign in as ops, second step: the code texted after the password',
  description:
    'Opens the session as the old one-step login did (cookie, and the reply without the mobile number). A wrong or used-up code is a 422 ' +
    'under `code` (5 tries a code); an unknown, used or expired challenge a 422 under `challenge`; a member disabled meanwhile a 403.',
  body: opsSignInCodeSchema,
  reply: adminLoginReplyWire,
});

export const opsResendSignInCodeEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'admin/login/resend',
  summary: 'Text a new sign-in code for a challenge',
  description: 'The old code stops working and the challenge lives as long as the new one. Within the cool-down after a code (`resend_in`) a 429.',
  body: z.object({ challenge: challenge() }),
  reply: opsSecondFactorReplyWire,
});

export const opsMeEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: 'admin/me',
  summary: 'Who is signed in as ops, with their roles',
  reply: envelope(opsMeWire),
});

/** Roles as given: one or more of opsRoles, each once. */
const rolesSchema = () =>
  z
    .array(z.enum(opsRoles, { error: opsMessages.roles }), { error: opsMessages.roles })
    .check(
      z.minLength(1, { error: opsMessages.roles }),
      z.maxLength(opsRoles.length, { error: opsMessages.roles }),
      z.refine((roles: OpsRole[]) => new Set(roles).size === roles.length, { error: opsMessages.roles }),
    );

/** POST admin/ops-members, and the CLI's ops:create. */
export const opsNewMemberSchema = /* @__PURE__ */ z.object({
  name: requiredText(opsMessages.name, 120),
  mobile: loginSchema.shape.mobile,
  roles: rolesSchema(),
});
export type OpsNewMember = z.output<typeof opsNewMemberSchema>;

export const opsMembersEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: 'admin/ops-members',
  summary: 'Ops members with their roles, disabled ones included (admin only)',
  reply: envelope(z.array(opsMemberWire)),
});

export const opsCreateMemberEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'admin/ops-members',
  summary: 'Add an ops member: an admin account with a temporary password, answered once (admin only)',
  description: 'A number some ops account already has is a 409.',
  body: opsNewMemberSchema,
  successStatus: 201,
  reply: messageEnvelope(opsMemberCreatedWire),
});

/** PATCH admin/ops-members/{id}: new roles, disabled or enabled again, or both. */
export const opsMemberChangeSchema = /* @__PURE__ */ z
  .object({ roles: z.optional(rolesSchema()), disabled: z.optional(z.boolean({ error: 'disabled must be true or false.' })) })
  .check(z.refine((change) => change.roles !== undefined || change.disabled !== undefined, { error: opsMessages.nothingToChange }));
export type OpsMemberChange = z.output<typeof opsMemberChangeSchema>;

export const opsUpdateMemberEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'PATCH',
  path: 'admin/ops-members/:id',
  summary: 'Change an ops member’s roles, or disable or enable them (admin only)',
  description: 'Disabling yourself, or leaving no active admin, is a 409. A disabled member’s sessions stop working at once.',
  params: idParams('id'),
  body: opsMemberChangeSchema,
  reply: messageEnvelope(opsMemberWire),
});

/** A real calendar day of this century, YYYY-MM-DD: the date read back is the date given (no 31 February). */
const isRealDay = (value: string) => {
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
};
const day = () =>
  z.optional(
    z.string({ error: opsMessages.date }).check(z.maxLength(10, { error: opsMessages.date }), z.regex(/^20\d{2}-\d{2}-\d{2}$/, { error: opsMessages.date }), z.refine(isRealDay, { error: opsMessages.date })),
  );

/** Rows a page of the audit log holds unless told. */
export const AUDIT_PER_PAGE = 50;

/** GET admin/audit?actor=&action=&subject=&q=&from=&to=&page=&per_page= */
export const opsAuditQuerySchema = /* @__PURE__ */ z.object({
  actor: z.optional(databaseIdText()),
  action: z.optional(z.string().check(z.trim(), z.maxLength(80))),
  subject: z.optional(z.string().check(z.trim(), z.maxLength(80))),
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  from: day(),
  to: day(),
  page: pageInput,
  per_page: z.pipe(
    z.optional(z.string({ error: opsMessages.perPage }).check(z.maxLength(3, { error: opsMessages.perPage }), z.regex(/^\d+$/, { error: opsMessages.perPage }))),
    z.pipe(z.transform((value: string | undefined) => (value ? Number(value) : AUDIT_PER_PAGE)), z.int().check(z.minimum(1, { error: opsMessages.perPage }), z.maximum(200, { error: opsMessages.perPage }))),
  ),
});
export type OpsAuditQuery = z.output<typeof opsAuditQuerySchema>;

export const opsAuditEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: 'admin/audit',
  summary: 'The ops audit log, newest first, paged (admin only)',
  description:
    '`actor` a member’s user id; `action` (partner.verify, partners:verify for the CLI) and `subject` (partner:12) exact; `q` any part of ' +
    'the actor’s name, action, subject, reason or details; `from` and `to` whole days in India time, both included. ' +
    `\`per_page\` 1 to 200 (${AUDIT_PER_PAGE} unless told); \`total\` counts every matching row.`,
  query: opsAuditQuerySchema,
  reply: pageEnvelope(opsAuditRowWire),
});
