import { searchSynonyms } from '../../../db/schema';
import type { Database } from '../../../db/client';

/** Typed phrase (one to three words) → what the search looks for in its place. */
export type SynonymTable = ReadonlyMap<string, readonly string[]>;

/** The longest phrase a synonym has, in words ('kaam wali bai'). */
const LONGEST_PHRASE = 3;
/** At most this many texts are searched for one query: the typed one and its rewrites. */
const MAX_ALTERNATIVES = 6;

/** Lower case, one space between words, no punctuation at either end: how phrases are compared. */
export function normaliseSearchText(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * The typed text first, then each text with one of its phrases replaced by a meaning ('ac
 * repair' → 'air conditioner repair'; 'kaamwali bai' → 'maid'), longest phrases first.
 */
export function searchAlternatives(text: string, synonyms: SynonymTable): string[] {
  const typed = normaliseSearchText(text);
  const words = typed.split(' ');
  const found = new Set([typed]);
  for (let length = Math.min(LONGEST_PHRASE, words.length); length >= 1; length -= 1) {
    for (let start = 0; start + length <= words.length; start += 1) {
      for (const meaning of synonyms.get(words.slice(start, start + length).join(' ')) ?? []) {
        found.add([...words.slice(0, start), meaning, ...words.slice(start + length)].join(' '));
      }
    }
  }
  return [...found].slice(0, MAX_ALTERNATIVES);
}

/** The table changes only with a migration: re-read now and then, never per request. */
const RELOAD_AFTER_MS = 10 * 60_000;
let loaded: { table: SynonymTable; at: number; db: Database } | null = null;

export async function loadSynonyms(db: Database, now = Date.now()): Promise<SynonymTable> {
  if (loaded && loaded.db === db && now - loaded.at < RELOAD_AFTER_MS) return loaded.table;
  const table = new Map<string, string[]>();
  for (const row of await db.select().from(searchSynonyms)) {
    table.set(row.word, [...(table.get(row.word) ?? []), row.meaning]);
  }
  loaded = { table, at: now, db };
  return table;
}
