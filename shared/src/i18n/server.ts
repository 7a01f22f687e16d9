/**
 * The i18n runtime's server side (issue 41): where the current language comes from when one
 * process draws for many people (an AsyncLocalStorage per request or render), a synchronous render
 * in a given language, the browser's `Accept-Language`, and the catalogue tests' placeholder
 * reader. Never shared with the browser: the server and the server renders import it alone, and
 * their `@servenear/shared/i18n` is the same module instance.
 */
export { addLanguageSource, withLanguage } from './runtime';
export { languageFromAcceptLanguage } from './languages';
/** @internal The catalogue tests. */
export { placeholdersOf } from './format';
