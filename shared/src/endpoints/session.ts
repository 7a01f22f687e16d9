import * as z from 'zod/mini';
import type { Session } from '@servenear/shared/host';
import { sessionWire } from '../wire/auth';
import { defineEndpoint, envelope } from './define';

/**
 * GET session (ours): who is signed in, for the shell's guard (any role), or data null for a
 * visitor. No session is the expected answer on most first visits, so it is a 200, not a 401
 * that every browser console would report as an error. The shell asks with fetch
 * (shell/src/auth/sessionApi.ts, so the landing page loads no axios) and reads it as toModel does.
 */
export const sessionEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: 'session',
  summary: 'Who the session cookie belongs to, or null (ours)',
  description: 'Any role. data is null for a visitor: a 200, not a 401, since no session is the usual answer on a first visit.',
  reply: envelope(z.nullable(sessionWire)),
  toModel: ({ data }): Session | null => {
    if (!data) return null;
    const session: Session = { role: data.role, name: data.name, userId: data.user_id, verified: data.is_verified === 1 };
    return data.mobile ? { ...session, phoneNumber: data.mobile } : session;
  },
});

/**
 * PUT session/language (ours, issue 41): the language this browser shows, chosen in the header's
 * switch. Anyone may call it: the reply keeps it in the `sn_lang` cookie, and a signed-in
 * person's account keeps it too (their other browsers, their texted messages).
 */
export const chooseLanguageEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'PUT',
  path: 'session/language',
  summary: 'Keep the language chosen in this browser, and on the account when signed in (ours)',
  description: '`language` is en, hi or ta. Sets the sn_lang cookie; a signed-in account keeps the choice for its other browsers and its SMS.',
  body: z.object({ language: z.enum(['en', 'hi', 'ta']) }),
  reply: z.object({ status: z.int(), language: z.enum(['en', 'hi', 'ta']) }),
});
