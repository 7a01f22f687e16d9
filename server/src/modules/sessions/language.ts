/**
 * Issue 41: the language a person reads, kept per browser (the `sn_lang` cookie) and per account
 * (`users.language`), decision 0064. The browser's explicit choice wins over the account's: the
 * person made it on this device; an account's choice opens a new browser in it at sign-in.
 */
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isLanguage, LANGUAGE_COOKIE, type Language } from '@servenear/shared/i18n';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { languageOfRequest } from '../../plugins/language';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The cookie is no secret: the shell reads it to follow a choice made at sign-in. */
export function setLanguageCookie(reply: FastifyReply, language: Language, secure: boolean): void {
  reply.setCookie(LANGUAGE_COOKIE, language, { sameSite: 'lax', path: '/', secure, maxAge: YEAR_SECONDS });
}

export async function saveAccountLanguage(db: Database, userId: number, language: Language): Promise<void> {
  await db.update(users).set({ language }).where(eq(users.id, userId));
}

/** The browser's own choice: `?lang=` on this request, else its cookie. */
function browserChoice(request: FastifyRequest): Language | null {
  if (request.chosenLanguage) return request.chosenLanguage;
  const cookie = request.cookies?.[LANGUAGE_COOKIE];
  return isLanguage(cookie) ? cookie : null;
}

/**
 * At sign-in and sign-up: the browser's choice is kept on the account; without one, the
 * account's choice becomes the browser's; an account that never chose keeps the language it was
 * signed into (its texted messages are then written in it).
 */
export async function keepLanguageAtSignIn(db: Database, request: FastifyRequest, reply: FastifyReply, account: { id: number; language: Language | null }, secure: boolean): Promise<void> {
  const language = browserChoice(request) ?? account.language ?? languageOfRequest(request);
  if (language !== account.language) await saveAccountLanguage(db, account.id, language);
  if (request.cookies?.[LANGUAGE_COOKIE] !== language) setLanguageCookie(reply, language, secure);
}
