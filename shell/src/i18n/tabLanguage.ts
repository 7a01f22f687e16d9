/**
 * The tab's language (issue 41, decision 0064). The server chose it for the page's HTML (`?lang=`,
 * the `sn_lang` cookie, the account, the browser's languages) and wrote it in `<html lang>`;
 * the shell reads it there, so the page hydrates in the language it was drawn in.
 *
 * A switch on the built site loads the page again with `?lang=`: its files carry their texts in
 * one language (decision 0067), and the server keeps the choice (the cookie and, for someone
 * signed in, the account) and draws the page in it. In the tests and the dev build, where each
 * catalogue loads on its own, a switch loads them first, then changes the whole page at once
 * (RootLayout draws it again under the new language) and asks the server to keep the choice.
 */
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, LANGUAGE_PARAMETER, loadTexts, setTabLanguage, textsFixedInPage, type Language } from '@servenear/shared/i18n';

type Listener = () => void;

const listeners = new Set<Listener>();
let language: Language = DEFAULT_LANGUAGE;

/** The language the server drew this page in. */
export function languageOfPage(doc: Document = document): Language {
  const drawnIn = doc.documentElement.lang;
  return isLanguage(drawnIn) ? drawnIn : DEFAULT_LANGUAGE;
}

/** Called once at boot, before the first render. */
export function startLanguage(initial: Language): void {
  language = initial;
  setTabLanguage(initial);
}

export function getLanguage(): Language {
  return language;
}

export function subscribeLanguage(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** PUT session/language (chooseLanguageEndpoint): with fetch, as the shell's other calls. */
async function keepChoice(chosen: Language): Promise<void> {
  const response = await fetch('/api/session/language', {
    method: 'PUT',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ language: chosen }),
  });
  if (!response.ok) throw new Error(`Language choice answered ${response.status}`);
}

/**
 * Shows the page in `next`. On the built site: loads it again with `?lang=next`, which the server
 * keeps (a page that cannot load then is the browser's to report, and nothing is lost that a
 * reload would not lose). Otherwise once its catalogues are here; a catalogue that cannot load
 * leaves the page as it was and rejects (the switch says so). Keeping the choice may fail on its
 * own (offline): the page still switches, and the next page load asks the server again.
 */
export async function switchLanguage(next: Language, { keep = true }: { keep?: boolean } = {}): Promise<void> {
  if (textsFixedInPage()) {
    if (next === language) return;
    window.location.assign(pageIn(next));
    // The page is leaving: the switch stays busy until the new one is drawn.
    return new Promise<never>(() => undefined);
  }
  await loadTexts(next);
  if (keep) void keepChoice(next).catch((error: unknown) => console.warn('ServeNear: the language choice was not kept', error));
  if (next === language) return;
  language = next;
  setTabLanguage(next);
  document.documentElement.lang = next;
  for (const listener of listeners) listener();
}

/** This page's address with `?lang=` set to `language`. */
function pageIn(language: Language): string {
  const url = new URL(window.location.href);
  url.searchParams.set(LANGUAGE_PARAMETER, language);
  return url.href;
}

/** The browser's kept choice, which a sign-in may have just set from the account. */
function cookieLanguage(): Language | null {
  const value = document.cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  return isLanguage(value) ? value : null;
}

/** After a sign-in: the account's language, which the server put in the cookie, becomes the tab's. */
export function followSignedInLanguage(): void {
  const kept = cookieLanguage();
  if (kept && kept !== language) void switchLanguage(kept, { keep: false }).catch((error: unknown) => console.warn('ServeNear: the account’s language could not load', error));
}
