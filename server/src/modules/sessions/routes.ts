import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chooseLanguageEndpoint, sessionEndpoint } from '@servenear/shared/endpoints';
import { signedInAccount } from '../../plugins/auth';
import { saveAccountLanguage, setLanguageCookie } from './language';
import { routeOf } from '../../http/endpointRoute';
import { asFlag } from '../accounts/service';
import type { Database } from '../../db/client';

/**
 * GET /api/session: who is signed in, for the shell's guard (any role), or data null for a
 * visitor. No session is the expected answer on most first visits, so it is a 200, not a 401
 * that every browser console would report as an error.
 */
export const sessionRoutes: FastifyPluginAsyncZod<{ db: Database; secureCookies: boolean }> = async (app, { db, secureCookies }) => {
  // Issue 41: the header's language switch; a visitor's choice lives in the cookie only.
  routeOf(app, chooseLanguageEndpoint, {}, async (request, reply) => {
    const { language } = request.body;
    if (request.account) await saveAccountLanguage(db, signedInAccount(request).userId, language);
    setLanguageCookie(reply, language, secureCookies);
    return { status: 200, language };
  });

  routeOf(app, sessionEndpoint, {}, async (request) => {
    const account = request.account;
    if (!account) return { status: 200, data: null };
    return {
      status: 200,
      data: {
        role: account.role,
        name: account.name,
        user_id: account.userId,
        is_verified: asFlag(account.isVerified),
        mobile: account.mobile,
      },
    };
  });
};
