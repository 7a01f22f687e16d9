/**
 * Where the catalogues are (issue 41): every source file that calls `defineTexts`, in the apps
 * customers and partners use, the shared package and the server (the ops console stays English).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { defineTexts } from '@servenear/shared/i18n';
import { placeholdersOf } from '@servenear/shared/i18n-server';

type EnglishTexts = Parameters<typeof defineTexts>[0];
type CatalogueLoaders = NonNullable<Parameters<typeof defineTexts>[1]>;

const FOLDERS = ['shell/src', 'remote-catalog/src', 'remote-booking/src', 'remote-account/src', 'remote-partner/src', 'shared/src', 'server/src'];
/** The runtime itself, and code that shows nobody anything. */
const SKIPPED = /(^|\/)(node_modules|dist|test|testing|dev)(\/|$)|^shared\/src\/i18n\/|\.test\.tsx?$/;

function walk(dir: string, out: string[]): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (/\.tsx?$/.test(entry.name)) out.push(full);
  }
  return out;
}

/** Repository paths of the files that define texts, sorted. */
export function textFiles(root: string): string[] {
  return FOLDERS.flatMap((folder) => walk(path.join(root, folder), []))
    .map((file) => path.relative(root, file).split(path.sep).join('/'))
    .filter((file) => !SKIPPED.test(file) && /\bdefineTexts\(/.test(readFileSync(path.join(root, file), 'utf8')))
    .sort();
}

export interface CatalogueSource {
  english: EnglishTexts;
  loaders: CatalogueLoaders;
}

/**
 * The texts a file defines, read in a module registry of its own in which `defineTexts` notes
 * the file that calls it (from the call's stack), so texts its imports define are not its own.
 */
export function catalogueSources(root: string, file: string): CatalogueSource[] {
  const target = path.join(root, file);
  const found: CatalogueSource[] = [];
  jest.isolateModules(() => {
    jest.doMock('@servenear/shared/i18n', () => {
      const actual = jest.requireActual<typeof import('@servenear/shared/i18n')>('@servenear/shared/i18n');
      return {
        ...actual,
        defineTexts: (english: EnglishTexts, loaders: CatalogueLoaders) => {
          const caller = new Error().stack?.split('\n')[2] ?? '';
          if (caller.includes(`${target}:`)) found.push({ english, loaders });
          return actual.defineTexts(english, loaders);
        },
      };
    });
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- any file of the apps, by path, in this registry
    require(target);
  });
  return found;
}

/** Names that stay in Latin letters in every language. */
const NAMES = ['ServeNear', 'Pass Fast Express'];

/**
 * A translation that is the English itself, where the English has words (not a name, an
 * abbreviation or a placeholder alone): most likely a text copied and never translated.
 */
function untranslated(english: string, translated: string): boolean {
  if (english !== translated) return false;
  const words = english.replace(/\{[^}]*\}/g, ' ').replace(new RegExp(NAMES.join('|'), 'g'), ' ');
  return /\b[a-z]{4,}\b/.test(words);
}

/** What a translation lacks or has wrong against its English, one line each, by key path. */
export function compareCatalogue(english: EnglishTexts, catalogue: Record<string, unknown>, prefix = ''): string[] {
  const problems: string[] = [];
  for (const [key, value] of Object.entries(english)) {
    const name = `${prefix}${key}`;
    const translated = catalogue[key];
    if (typeof value === 'string') {
      if (typeof translated !== 'string' || translated.trim() === '') {
        problems.push(`${name}: missing (English: ${JSON.stringify(value)})`);
      } else if (placeholdersOf(value).join() !== placeholdersOf(translated).join()) {
        problems.push(`${name}: placeholders ${placeholdersOf(translated).join(', ') || 'none'} instead of ${placeholdersOf(value).join(', ') || 'none'}`);
      } else if (untranslated(value, translated)) {
        problems.push(`${name}: still the English ${JSON.stringify(value)}`);
      } else {
        const lost = NAMES.filter((brand) => value.includes(brand) && !translated.includes(brand));
        if (lost.length > 0) problems.push(`${name}: ${lost.join(', ')} must stay in Latin letters`);
      }
    } else if (typeof translated !== 'object' || translated === null) {
      problems.push(`${name}: missing group`);
    } else {
      problems.push(...compareCatalogue(value, translated as Record<string, unknown>, `${name}.`));
    }
  }
  for (const key of Object.keys(catalogue)) {
    if (!(key in english)) problems.push(`${prefix}${key}: not in the English (removed or renamed?)`);
  }
  return problems;
}
