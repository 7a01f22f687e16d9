/*
 * The browser's i18n runtime (shared as one instance under the host contract's version). What only
 * a server or a server render needs (where the language comes from there, the catalogue tests'
 * helper) is `@servenear/shared/i18n-server`, so no page downloads it.
 */
export { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, LANGUAGE_NAMES, LANGUAGE_PARAMETER, LANGUAGES, TRANSLATED_LANGUAGES, type Language } from './languages';
export { currentLanguage, currentLocale, defineTexts, loadTexts, localiseMessage, setTabLanguage, textsFixedInPage, textsReady } from './runtime';
export { fill, formatNumber } from './format';
export { lazyWithTexts, useTextsReady } from './react';
