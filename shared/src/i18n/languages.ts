/**
 * The languages ServeNear speaks (issue 41, decision 0064): English, the default and the spec's
 * own texts, Hindi and Tamil. Numbers, money and dates follow each one's Indian locale.
 */
export const LANGUAGES = ['en', 'hi', 'ta'] as const;

export type Language = (typeof LANGUAGES)[number];

/** A language other than English: each has a catalogue beside every English text. */
export type TranslatedLanguage = Exclude<Language, 'en'>;

export const DEFAULT_LANGUAGE: Language = 'en';

export const TRANSLATED_LANGUAGES: readonly TranslatedLanguage[] = ['hi', 'ta'];

/** Each language's name in itself: what the header's switch offers. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', hi: 'हिन्दी', ta: 'தமிழ்' };

/** The locale numbers, money and dates are written in. */
export const LOCALES: Readonly<Record<Language, string>> = { en: 'en-IN', hi: 'hi-IN', ta: 'ta-IN' };

/** The browser cookie that keeps the choice (read by the server for the page's first HTML). */
export const LANGUAGE_COOKIE = 'sn_lang';

/** The query parameter that switches the language on any page: `?lang=hi`. */
export const LANGUAGE_PARAMETER = 'lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The first of the browser's languages we speak, by its `Accept-Language` weights
 * ('ta-IN,ta;q=0.9,en;q=0.8' → 'ta'); null when none is ours.
 */
export function languageFromAcceptLanguage(header: string | undefined | null): Language | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const weight = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
      return { base: tag.trim().toLowerCase().split('-')[0] ?? '', quality: weight === undefined ? 1 : Number(weight), index };
    })
    .filter((entry) => entry.quality > 0 && Number.isFinite(entry.quality))
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked.map((entry) => entry.base).find(isLanguage) ?? null;
}
