/**
 * The one i18n runtime of the page (issue 41, decision 0064). Every app writes its texts with
 * `defineTexts(english, { hi, ta })`: the English, the spec's own texts, in code; each other
 * language in a catalogue file beside it (`texts.hi.json`) that a translator edits without
 * reading code, loaded only when that language is in use and only once a module that defines the
 * texts is loaded (a page's chunk brings its catalogues' loaders with it).
 *
 * A text is read as a property (`cartTexts.title`), whose getter answers in the current
 * language: in the browser the tab's (the shell sets it, and loads every catalogue it needs
 * before it switches), on the server the request's (`addLanguageSource`, an AsyncLocalStorage).
 * A text a catalogue lacks falls back to English; the catalogue tests report it.
 *
 * Shared as a singleton under the host contract's version (`@servenear/shared/i18n`), so the
 * shell and every remote meet in this one instance.
 */
import { DEFAULT_LANGUAGE, LOCALES, type Language, type TranslatedLanguage } from './languages';

/** A catalogue as a file holds it: the English texts' shape, strings translated, any part missing. */
export type Catalogue = { readonly [key: string]: string | Catalogue };

type CatalogueModule = { default: Catalogue } | Catalogue;

export type CatalogueLoaders = Readonly<Record<TranslatedLanguage, () => Promise<CatalogueModule>>>;

/** English texts: strings, nested in groups. */
export type EnglishTexts = { readonly [key: string]: string | EnglishTexts };

/** What `defineTexts` gives: the same shape, each text a string in the current language. */
export type Texts<T> = { readonly [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

interface TextsEntry {
  english: EnglishTexts;
  /** null: the texts came in the page's language, written into its files by the build (decision 0067). */
  loaders: CatalogueLoaders | null;
  loaded: Map<Language, Catalogue>;
  loading: Map<Language, Promise<void>>;
}

const entries: TextsEntry[] = [];

let tabLanguage: Language = DEFAULT_LANGUAGE;
/** Where a server reads the language of the work at hand; the first that knows one answers. */
const languageSources: (() => Language | undefined)[] = [];
let sourcesSuspended = false;

/** The language texts are read in now. */
export function currentLanguage(): Language {
  if (!sourcesSuspended) {
    for (const source of languageSources) {
      const language = source();
      if (language) return language;
    }
  }
  return tabLanguage;
}

/** The locale numbers, money and dates are written in now ('hi-IN'). */
export function currentLocale(): string {
  return LOCALES[currentLanguage()];
}

/**
 * The tab's language (the shell sets it at boot and when someone switches, after
 * `loadTexts(language)`); on the server, the fallback when a request names none.
 */
export function setTabLanguage(language: Language): void {
  tabLanguage = language;
}

/**
 * Where the current language comes from on a server, where one process answers many requests
 * at once: a function reading the request's AsyncLocalStorage (undefined: it does not know).
 */
export function addLanguageSource(source: () => Language | undefined): void {
  languageSources.push(source);
}

/** `fn` with texts read in `language`, for a render that runs synchronously (the shell's on the server). */
export function withLanguage<T>(language: Language, fn: () => T): T {
  const before = tabLanguage;
  const suspendedBefore = sourcesSuspended;
  tabLanguage = language;
  sourcesSuspended = true;
  try {
    return fn();
  } finally {
    tabLanguage = before;
    sourcesSuspended = suspendedBefore;
  }
}

function lookup(catalogue: Catalogue | undefined, path: readonly string[]): string | undefined {
  let node: string | Catalogue | undefined = catalogue;
  for (const key of path) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[key];
  }
  return typeof node === 'string' && node !== '' ? node : undefined;
}

function textsOf<T extends EnglishTexts>(entry: TextsEntry, english: T, path: readonly string[]): Texts<T> {
  const texts = {};
  for (const [key, value] of Object.entries(english)) {
    const at = [...path, key];
    if (typeof value === 'string') {
      Object.defineProperty(texts, key, {
        enumerable: true,
        get() {
          const language = currentLanguage();
          return language === 'en' || !entry.loaders ? value : (lookup(entry.loaded.get(language), at) ?? value);
        },
      });
    } else {
      Object.defineProperty(texts, key, { enumerable: true, value: textsOf(entry, value, at) });
    }
  }
  return Object.freeze(texts) as Texts<T>;
}

/**
 * Texts with their translations: `english` is the source (the spec's texts, exactly), `loaders`
 * import each other language's catalogue, e.g. `{ hi: () => import('./texts.hi.json'), ta: … }`.
 * A production browser build rewrites the call (scripts/i18n/textsLoader.mjs): the texts in the
 * page's language, written into that language's variant of the chunk, and no loaders.
 */
export function defineTexts<const T extends EnglishTexts>(english: T, loaders: CatalogueLoaders | null): Texts<T> {
  const entry: TextsEntry = { english, loaders, loaded: new Map(), loading: new Map() };
  entries.push(entry);
  return textsOf(entry, english, []);
}

function loadEntry(entry: TextsEntry, language: Language): Promise<void> {
  if (language === 'en' || !entry.loaders || entry.loaded.has(language)) return Promise.resolve();
  let loading = entry.loading.get(language);
  if (!loading) {
    loading = entry.loaders[language]()
      .then((module) => {
        const catalogue = ('default' in module && typeof module.default === 'object' ? module.default : module) as Catalogue;
        entry.loaded.set(language, catalogue);
      })
      .finally(() => entry.loading.delete(language));
    entry.loading.set(language, loading);
  }
  return loading;
}

/**
 * Loads `language`'s catalogue of every text defined so far (the modules loaded so far): before
 * the tab switches, and before a page whose chunk just arrived is drawn. A failed load rejects.
 */
export function loadTexts(language: Language): Promise<void> {
  return Promise.all(entries.map((entry) => loadEntry(entry, language))).then(() => undefined);
}

/** Whether every text defined so far can be read in `language` without waiting. */
export function textsReady(language: Language): boolean {
  return language === 'en' || entries.every((entry) => !entry.loaders || entry.loaded.has(language));
}

/**
 * Whether texts were written into the page's files in its language (a production build,
 * decision 0067): switching language then means loading the page again, in the other language's
 * files. In the tests and the dev build each catalogue loads on its own and a page switches in place.
 */
export function textsFixedInPage(): boolean {
  return entries.some((entry) => !entry.loaders);
}

let englishIndex: Map<string, { entry: TextsEntry; path: string[] }> | null = null;
let indexedEntries = 0;

function indexEnglish(entry: TextsEntry, english: EnglishTexts, path: string[]) {
  for (const [key, value] of Object.entries(english)) {
    if (typeof value === 'string') {
      if (!englishIndex!.has(value)) englishIndex!.set(value, { entry, path: [...path, key] });
    } else indexEnglish(entry, value, [...path, key]);
  }
}

/**
 * A message that left code in English (a rule's message written once in a shared schema, an
 * error the server sent before it knew the language) in the current language, when some
 * catalogue has that English text; otherwise unchanged.
 */
export function localiseMessage(message: string): string {
  const language = currentLanguage();
  if (language === 'en') return message;
  if (!englishIndex || indexedEntries !== entries.length) {
    englishIndex = new Map();
    for (const entry of entries) indexEnglish(entry, entry.english, []);
    indexedEntries = entries.length;
  }
  const found = englishIndex.get(message);
  return (found && lookup(found.entry.loaded.get(language), found.path)) ?? message;
}

let pending: { language: Language; count: number; promise: Promise<void> } | null = null;

/**
 * One promise per language and set of defined texts, for React's `use`: a render that suspends
 * on it gets the same promise when it tries again.
 */
export function textsLoading(language: Language): Promise<void> {
  if (!pending || pending.language !== language || pending.count !== entries.length) {
    pending = { language, count: entries.length, promise: loadTexts(language) };
  }
  return pending.promise;
}
