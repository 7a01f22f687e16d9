import type { Database } from '../../../db/client';
import type { Nearness } from '../repository';
import { namesStartingWith, searchRows, similarNames, type SearchRow } from './searchQuery';
import { loadSynonyms, searchAlternatives } from './synonyms';

export type { SearchRow } from './searchQuery';

/**
 * Services near the point for a typed text, best first: names that start with the text (or with
 * one of its synonyms' rewrites), then names, subcategories and categories that hold words the
 * typed ones correct to, by similarity. The second tier runs only when the first leaves room.
 */
export async function searchServices(db: Database, text: string, near: Nearness, limit: number): Promise<SearchRow[]> {
  const texts = searchAlternatives(text, await loadSynonyms(db));
  const found = [...new Set(await namesStartingWith(db, texts, near, limit))].slice(0, limit);
  if (found.length < limit) {
    found.push(...(await similarNames(db, texts, near, { limit: limit - found.length, exclude: found })));
  }
  return searchRows(db, found);
}
