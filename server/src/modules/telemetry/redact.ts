/**
 * Error messages come from browsers and may quote a URL with a token, an e-mail address or
 * a phone number: what is stored must say what broke without saying who it happened to.
 */

export const STORED_MESSAGE_LENGTH = 300;

// scheme://[user:password@]rest, then an optional query string or fragment up to a space,
// quote or closing bracket (a URL quoted inside parentheses keeps its parenthesis).
const urlPattern = /\b([a-z][a-z0-9+.-]*:\/\/)(?:[^\s/?#@]*@)?([^\s?#'"<>)\]]*)(?:[?#][^\s'"<>)\]]*)?/gi;
const emailPattern = /[^\s@<>()[\]'",;:]+@[^\s@<>()[\]'",;:]+\.[^\s@<>()[\]'",;:]+/g;
const longNumberPattern = /\d{6,}/g;

/** Keeps scheme, host and path of every URL: drops credentials, query string and fragment. */
function withoutUrlSecrets(text: string): string {
  return text.replace(urlPattern, (_url, scheme: string, rest: string) => `${scheme}${rest}`);
}

/** Phone, account and card numbers are long; chunk ids and status codes stay readable. */
function withoutPersonalTokens(text: string): string {
  return text.replace(emailPattern, '[email]').replace(longNumberPattern, '[number]');
}

/** Cuts by code point, so an emoji is never halved into a lone surrogate. */
function cut(text: string, length: number): string {
  const codePoints = Array.from(text);
  return codePoints.length <= length ? text : codePoints.slice(0, length).join('');
}

export function redactErrorMessage(message: string): string {
  const redacted = withoutPersonalTokens(withoutUrlSecrets(message));
  return cut(redacted.replace(/\s+/g, ' ').trim(), STORED_MESSAGE_LENGTH);
}

/** A route is a path of the site: its query string or fragment may carry a token or a search. */
export function redactRoute(route: string): string {
  const path = route.replace(/[?#].*$/s, '');
  return withoutPersonalTokens(path) || '/';
}
