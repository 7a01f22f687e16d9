import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { clearSessionCookie, currentAccount, setSessionCookie } from '../../plugins/auth';
import type { AuthSuccessWire } from '@servenear/shared/wire';
import type { AccountRow } from '../accounts/repository';
import { loginResult } from '../accounts/service';
import { endSession, startSession } from './service';
import { keepLanguageAtSignIn } from './language';

const secureCookies = (context: AppContext) => context.config.nodeEnv === 'production';

/** Sets the session cookie and the X-User-Role header the site reads after a login (customer §3). */
export function sendSession(reply: FastifyReply, context: AppContext, account: AccountRow, token: string): void {
  setSessionCookie(reply, token, secureCookies(context));
  reply.header('X-User-Role', account.role);
}

/**
 * Opens a session for an account that has just proved who it is (login, sign-up), sends its
 * cookie and role header, and gives the login reply's `success`.
 */
export async function signIn(context: AppContext, request: FastifyRequest, reply: FastifyReply, account: AccountRow): Promise<AuthSuccessWire> {
  const token = await startSession(context.db, context.clock, account.id);
  sendSession(reply, context, account, token);
  await keepLanguageAtSignIn(context.db, request, reply, account, secureCookies(context));
  return loginResult(account, token);
}

/** Revokes the session that made this request (the body's token is ignored) and clears the cookie. */
export async function logout(context: AppContext, request: FastifyRequest, reply: FastifyReply) {
  await endSession(context.db, context.clock, currentAccount(request).sessionId);
  clearSessionCookie(reply, secureCookies(context));
  return { status: 200, message: 'Logged out successfully.' };
}

export function forgetSessionCookie(reply: FastifyReply, context: AppContext): void {
  clearSessionCookie(reply, secureCookies(context));
}
