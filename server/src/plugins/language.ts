/**
 * The language of each request (issue 41, decision 0064): every text the server writes for it (an
 * error's message, a field's refusal, the page's HTML) is in the language the person reads.
 *
 * Chosen, first to last: `?lang=` on the URL (a switch: a page request keeps it in the cookie);
 * the browser's `sn_lang` cookie (its choice); the signed-in account's choice; the browser's
 * `Accept-Language`; English. The request's language lives in an AsyncLocalStorage that the shared
 * i18n runtime reads (`addLanguageSource`), so code deep in a request needs no parameter for it,
 * and two requests answered at once never see each other's.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isLanguage, LANGUAGE_COOKIE, LANGUAGE_PARAMETER, loadTexts, localiseMessage, TRANSLATED_LANGUAGES, type Language } from '@servenear/shared/i18n';
import { addLanguageSource, languageFromAcceptLanguage } from '@servenear/shared/i18n-server';

declare module 'fastify' {
  interface FastifyRequest {
    /** `?lang=` on this request's URL, when it names a language of ours: the person switched. */
    chosenLanguage: Language | null;
  }
}

const requestOfThisCall = new AsyncLocalStorage<FastifyRequest>();
const languageOverride = new AsyncLocalStorage<Language>();

function parseCookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/**
 * The language a request is answered in (see the module's comment for the order). `account`: the
 * signed-in account where the request's scope does not read it (the pages' scope).
 */
export function languageOfRequest(request: FastifyRequest, account: { language: Language | null } | null = request.account ?? null): Language {
  if (request.chosenLanguage) return request.chosenLanguage;
  const cookie = request.cookies?.[LANGUAGE_COOKIE] ?? parseCookieValue(request.headers.cookie, LANGUAGE_COOKIE);
  if (isLanguage(cookie)) return cookie;
  if (account?.language) return account.language;
  return languageFromAcceptLanguage(request.headers['accept-language']) ?? 'en';
}

/** `?lang=` of a raw URL, when it is one of ours. */
function languageParameter(url: string): Language | null {
  const query = url.indexOf('?');
  if (query < 0) return null;
  const value = new URLSearchParams(url.slice(query + 1)).get(LANGUAGE_PARAMETER);
  return isLanguage(value) ? value : null;
}

/** `fn` with every text read in `language`: a job writing a person's SMS, a render for a language. */
export function inLanguage<T>(language: Language, fn: () => T): T {
  return languageOverride.run(language, fn);
}

let installed = false;

/** Reads the request's (or `inLanguage`'s) language wherever the shared runtime asks for it. */
export function installLanguageSource(): void {
  if (installed) return;
  installed = true;
  addLanguageSource(() => {
    const explicit = languageOverride.getStore();
    if (explicit) return explicit;
    const request = requestOfThisCall.getStore();
    return request ? languageOfRequest(request) : undefined;
  });
}

export function registerLanguage(app: FastifyInstance): void {
  installLanguageSource();
  // Every catalogue the server's code defines, in every language, before the first request.
  app.addHook('onReady', async () => {
    await Promise.all(TRANSLATED_LANGUAGES.map((language) => loadTexts(language)));
  });
  app.decorateRequest('chosenLanguage', null);
  // A reply's `message` (the spec's success texts, 'Cart Update successfully') in the request's
  // language, as errors are (plugins/errorHandler.ts): each one a catalogue knows is translated.
  app.addHook('preSerialization', async (_request, _reply, payload: unknown) => {
    if (typeof payload !== 'object' || payload === null || Array.isArray(payload) || Buffer.isBuffer(payload)) return payload;
    const message = (payload as { message?: unknown }).message;
    if (typeof message !== 'string') return payload;
    const localised = localiseMessage(message);
    return localised === message ? payload : { ...payload, message: localised };
  });
  // As @fastify/request-context does: the rest of the request runs inside the store.
  app.addHook('onRequest', (request, _reply, done) => {
    request.chosenLanguage = languageParameter(request.url);
    requestOfThisCall.run(request, done);
  });
}
