/**
 * How a post office's name becomes a locality people type, and how typed text is compared with
 * it. The postal directory names offices 'Thygarayanagar H.O', 'Shivaji Nagar SO Mumbai' or
 * 'Indiranagar S.O (Bengaluru)'; customers type 'T. Nagar', 'shivaji nagar' or 'Indira Nagar'.
 */

/** Office-kind words that end the locality part of an office name ('Shivaji Nagar SO Mumbai'). */
const OFFICE_WORDS = new Set(['so', 'bo', 'ho', 'po', 'gpo', 'nd', 'nds', 'ndso', 'ndc', 'mdg', 'extn', 'counter', 'extension']);

/** Words that are part of a name but say nothing on their own: never a locality by themselves. */
const GENERIC_WORDS = new Set([
  'nagar', 'road', 'street', 'colony', 'layout', 'main', 'cross', 'sector', 'block', 'phase', 'stage',
  'east', 'west', 'north', 'south', 'near', 'opp', 'india', 'city', 'town', 'village', 'post', 'office',
  'house', 'flat', 'floor', 'apartment', 'apartments', 'building', 'society', 'lane', 'market', 'bazar', 'bazaar',
]);

const DIRECTIONS = new Set(['east', 'west', 'north', 'south']);

/** 'T. Nagar' → 'tnagar': lower case, accents and everything but letters and digits dropped. */
export function localityKey(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

const titleCase = (text: string) => text.toLowerCase().replace(/(^|[\s(/-])([a-z])/g, (_, before: string, letter: string) => before + letter.toUpperCase());

/** 'Shivaji Nagar SO Mumbai' → 'Shivaji Nagar'; 'LAJPAT NAGAR NDC' → 'Lajpat Nagar'; '' when nothing is left. */
export function localityName(officeName: string): string {
  const withoutNote = officeName.replace(/\([^)]*\)/g, ' ');
  const words = withoutNote.split(/\s+/).filter(Boolean);
  const kept: string[] = [];
  for (const word of words) {
    if (OFFICE_WORDS.has(localityKey(word))) {
      if (kept.length > 0) break;
      continue; // 'NDC DWARKA SEC-6': a leading office word is dropped, not the end
    }
    kept.push(word);
  }
  const name = kept.join(' ').trim();
  return name === name.toUpperCase() ? titleCase(name) : name;
}

/** The keys a locality is found under: its whole name, and without a trailing direction ('Andheri East' → 'andheri'). */
export function localityKeys(name: string): string[] {
  const keys = [localityKey(name)];
  const words = name.split(/\s+/);
  if (words.length > 1 && DIRECTIONS.has(localityKey(words[words.length - 1]!))) keys.push(localityKey(words.slice(0, -1).join(' ')));
  return keys.filter((key) => key.length >= 3);
}

/** A key that could name a locality by itself: long enough and not a generic word. */
export function isSearchableKey(key: string): boolean {
  return key.length >= 4 && !GENERIC_WORDS.has(key) && !/^\d+$/.test(key);
}

/**
 * The word runs of one typed part, longest first: '12 MG Road Koramangala' is tried as itself,
 * then 'MG Road Koramangala', … down to single words, so a locality inside a street address is found.
 */
export function wordRuns(part: string, longest = 3): string[] {
  const words = part.split(/[\s/]+/).filter(Boolean);
  const runs: string[] = [part];
  for (let size = Math.min(longest, words.length); size >= 1; size--) {
    for (let start = 0; start + size <= words.length; start++) {
      const run = words.slice(start, start + size).join(' ');
      if (run !== part) runs.push(run);
    }
  }
  return runs;
}

/** Levenshtein distance, stopping early once it exceeds `limit` (typos of one or two letters). */
export function editDistanceWithin(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMinimum = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      rowMinimum = Math.min(rowMinimum, value);
    }
    if (rowMinimum > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length]!;
}
