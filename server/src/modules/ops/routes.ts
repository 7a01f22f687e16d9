import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  opsAuditEndpoint,
  opsCreateMemberEndpoint,
  opsLoginEndpoint,
  opsMeEndpoint,
  opsMembersEndpoint,
  opsMessages,
  opsResendSignInCodeEndpoint,
  opsSignInCodeEndpoint,
  opsUpdateMemberEndpoint,
} from '@servenear/shared/endpoints';
import type { AppContext } from '../../context';
import { routeOf } from '../../http/endpointRoute';
import { sha256Hex } from '../../lib/secrets';
import { auditAs, auditNote, currentOps, opsOnly } from '../../plugins/opsGuard';
import { loginRateLimit } from '../../plugins/rateLimits';
import { signIn } from '../sessions/http';
import { auditPage } from './audit';
import { changeOpsMember, createOpsMember, memberWire, opsMembersList } from './members';
import { finishSignIn, resendSignInCode, startSignIn } from './signIn';

/** The challenge's hash, never the challenge itself, keys its limit: the counters are stored. */
const challengeKey = (request: FastifyRequest) => {
  const challenge = (request.body as { challenge?: unknown } | undefined)?.challenge;
  return `challenge:${typeof challenge === 'string' ? sha256Hex(challenge).slice(0, 32) : ''}`;
};

/**
 * Issue 39, under /api/admin: the two-step sign-in (password, then the texted code), who is
 * signed in, the members an admin manages and the audit log.
 */
export const opsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const limits = context.config.rateLimits;

  // The login limits read the body's mobile after this schema has normalised it.
  routeOf(app, opsLoginEndpoint, loginRateLimit(app, limits), async (request) => ({
    status: 200,
    message: opsMessages.codeSent,
    second_factor: await startSignIn(context, request.body, request.ip),
  }));

  routeOf(app, opsSignInCodeEndpoint, loginRateLimit(app, limits, challengeKey), async (request, reply) => {
    const { account, member } = await finishSignIn(context, request.body);
    auditAs(request, member, { action: 'sign-in', subject: `ops-member:${member.userId}` });
    // The staff reply is the customer's without the mobile number (partner §3), as before issue 39.
    const { mobile: _mobile, ...success } = await signIn(context, request, reply, account);
    return { status: 200, message: 'Login Successfully.', success };
  });

  routeOf(app, opsResendSignInCodeEndpoint, loginRateLimit(app, limits, challengeKey), async (request) => ({
    status: 200,
    message: opsMessages.codeResent,
    second_factor: await resendSignInCode(context, request.body.challenge, request.ip),
  }));

  routeOf(app, opsMeEndpoint, opsOnly(), async (request) => {
    const member = currentOps(request);
    return { status: 200, data: { user_id: member.userId, name: member.name, mobile: member.mobile, roles: member.roles } };
  });

  const manage = opsOnly('ops-members.manage');
  const deps = { db: context.db, clock: context.clock, passwordHashCost: context.config.passwordHashCost };

  routeOf(app, opsMembersEndpoint, manage, async () => ({ status: 200, data: await opsMembersList(context) }));

  routeOf(app, opsCreateMemberEndpoint, manage, async (request, reply) => {
    const created = await createOpsMember(deps, currentOps(request).userId, request.body);
    auditNote(request, { subject: `ops-member:${created.user_id}` });
    reply.code(201);
    return { status: 201, message: opsMessages.created, data: created };
  });

  routeOf(app, opsUpdateMemberEndpoint, manage, async (request) => {
    const { before, after } = await changeOpsMember(deps, currentOps(request).userId, request.params.id, request.body);
    const state = (member: typeof before) => ({ roles: member.roles, disabled: member.disabledAt !== null });
    auditNote(request, { details: { before: state(before), after: state(after) } });
    return { status: 200, message: opsMessages.updated, data: memberWire(after) };
  });

  // Admins only: a member's own history is theirs to ask an admin for (the console may add a "my actions" view later).
  routeOf(app, opsAuditEndpoint, opsOnly('audit.read'), async (request) => auditPage(context.db, request.query));
};
