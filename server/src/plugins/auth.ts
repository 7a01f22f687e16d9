import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { AppContext } from '../context';
import { httpTexts } from '../http/messages';
import { HttpError } from '../lib/httpError';
import { findOpsMember, type OpsMember } from '../modules/ops/repository';
import { accountForToken, SESSION_SECONDS, type SessionAccount } from '../modules/sessions/service';
import { isSameOrigin } from './sameOrigin';

export const SESSION_COOKIE = 'sn_session';

export type Role = SessionAccount['role'];

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account, or null. Set for every /api request before any handler runs. */
    account: SessionAccount | null;
    /** How the session arrived: only cookies ride along on cross-site requests. */
    sessionTransport: 'cookie' | 'bearer' | null;
    /**
     * Issue 39: the ops member behind an admin session, read on every request so that a member
     * disabled or given other roles meanwhile is held to it at once; null for everyone else.
     */
    opsMember: OpsMember | null;
  }
  interface FastifyInstance {
    /** PUBLIC_ORIGIN: the origin the site's pages have, when the request cannot tell it. */
    publicOrigin: string | undefined;
  }
}

export const loginRequired = () => new HttpError(401, {}, httpTexts.loginRequired);

function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/** Reads the session from the Bearer header or the sn_session cookie and looks it up by hash. */
export async function registerAuth(api: FastifyInstance, context: AppContext): Promise<void> {
  await api.register(cookie);
  // Read by requireRole's cross-site check, which runs in the routes' scopes below this one.
  api.decorate('publicOrigin', context.config.publicOrigin);
  api.decorateRequest('account', null);
  api.decorateRequest('sessionTransport', null);
  api.decorateRequest('opsMember', null);
  api.addHook('onRequest', async (request) => {
    const bearer = bearerToken(request);
    const token = bearer ?? request.cookies[SESSION_COOKIE];
    if (!token || token.length > 200) return;
    const account = await accountForToken(context.db, context.clock, token);
    if (!account) return;
    request.account = account;
    request.sessionTransport = bearer ? 'bearer' : 'cookie';
    if (account.role === 'admin') request.opsMember = (await findOpsMember(context.db, account.userId)) ?? null;
  });
}

export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface GuardOptions {
  /** A GET that changes state (the spec's GET user/deleteacount) gets the cross-site check too. */
  changesState?: boolean;
}

/**
 * The route's guard: 401 without a live session, 403 for a cross-site cookie request that
 * changes state (SameSite=Lax still sends cookies on top-level navigations), 403 for another role.
 * Routes run it as `preValidation`: who may call comes before what they sent, so a visitor is
 * told to sign in rather than how to fill in a form they may not use.
 */
export function requireRole(roles: Role | Role[], options: GuardOptions = {}): preValidationAsyncHookHandler {
  const allowed = new Set(Array.isArray(roles) ? roles : [roles]);
  return async (request) => {
    const account = signedInAccount(request, options);
    if (!allowed.has(account.role)) throw notAllowed();
  };
}

export const notAllowed = () => new HttpError(403, {}, httpTexts.notAllowed);

/** What every guard checks first: a live session (401), and no cross-site cookie request that changes state (403). */
export function signedInAccount(request: FastifyRequest, options: GuardOptions = {}): SessionAccount {
  const account = request.account;
  if (!account) throw loginRequired();
  const changesState = options.changesState || !SAFE_METHODS.has(request.method);
  if (request.sessionTransport === 'cookie' && changesState && !isSameOrigin(request, request.server.publicOrigin)) {
    throw new HttpError(403, {}, httpTexts.crossSite);
  }
  return account;
}

/** The signed-in account inside a guarded handler. */
export function currentAccount(request: FastifyRequest): SessionAccount {
  if (!request.account) throw loginRequired();
  return request.account;
}

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', path: '/', secure, maxAge: SESSION_SECONDS });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', path: '/', secure });
}
