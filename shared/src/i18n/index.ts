export * from './languages';
export { addLanguageSource, currentLanguage, currentLocale, defineTexts, loadTexts, localiseMessage, setTabLanguage, textsReady, withLanguage } from './runtime';
export { fill, formatNumber } from './format';
/** @internal The catalogue tests. */
export { placeholdersOf } from './format';
export { lazyWithTexts, useTextsReady } from './react';
