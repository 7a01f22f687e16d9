import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { categories, services, subcategories } from '../../../db/schema';
import { preparedOnce } from '../../../db/prepared';
import { rowsQuery } from '../../../db/rowsQuery';
import { nearPlaceholders, nearValues, offeredNearEach } from '../near';
import type { Nearness } from '../repository';

export interface SearchRow {
  id: number;
  name: string;
  categoryId: number;
  subcategoryId: number;
  categoryName: string;
  subcategoryName: string;
}

/** `%` and `_` in the typed text are literal characters, not wildcards. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** The letters-only words of the texts, as search_words holds them; at most `limit`. */
export function typedWords(texts: string[], limit = 8): string[] {
  const words = new Set(texts.flatMap((text) => text.split(/[^\p{L}]+/u)).filter((word) => word.length > 0 && word.length <= 60));
  return [...words].slice(0, limit);
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const inCatalogue = sql`s.category_id IS NOT NULL AND s.subcategory_id IS NOT NULL`;
const nearLiterals = (near: Nearness) => (near.point ? nearValues(near.point, near.radiusKm) : null);

/**
 * The least text above every text that starts with `prefix`, in code point order, which is the
 * byte order of UTF-8 and so of a "C" collation: the prefix with its last character the next one.
 */
export function afterPrefix(prefix: string): string {
  const characters = [...prefix];
  const last = characters.pop();
  if (last === undefined) return '\u{10FFFF}';
  const next = last.codePointAt(0)! + 1;
  // No UTF-8 text holds a surrogate: after U+D7FF comes U+E000. After U+10FFFF there is nothing.
  if (next > 0x10ffff) return `${prefix}\u{10FFFF}`;
  return characters.join('') + String.fromCodePoint(next >= 0xd800 && next <= 0xdfff ? 0xe000 : next);
}

/**
 * First tier: names that start with one of the texts, in name order, walked along the
 * services_name_prefix index (byte order, so a prefix is one range of it) and checked one by
 * one for a near partner until `limit` are found: the typed text's matches, then each rewrite's.
 * The prefix is written as its range (from the text up to afterPrefix), not as a LIKE, so that one
 * generic plan walks the index whatever the text: a LIKE with a bound pattern gives the planner
 * no range (its generic plan read every name of the range and sorted them, 8 ms for 'elec'),
 * and planning for each call's text was half of PostgreSQL's time on a search.
 */
export async function namesStartingWith(db: Database, texts: string[], near: Nearness, limit: number): Promise<number[]> {
  const name = `search_prefix_${near.point ? 'point' : 'anywhere'}`;
  const query = preparedOnce(db, name, () =>
    rowsQuery(
      db,
      name,
      db
        .select({ id: sql<number>`s.id` })
        .from(sql`services s`)
        .where(
          sql`${inCatalogue} AND lower(s.name) COLLATE "C" >= ${sql.placeholder('from')} AND lower(s.name) COLLATE "C" < ${sql.placeholder('to')}
            AND ${offeredNearEach(sql.raw('s.id'), near.point ? nearPlaceholders : null)}`,
        )
        .orderBy(sql`lower(s.name) COLLATE "C"`, sql`s.id`)
        .limit(sql.placeholder('limit')),
      'generic',
    ),
  );
  const values = { ...nearLiterals(near), limit };
  const found = await Promise.all(
    texts.map((text) => query.rows({ ...values, from: text, to: afterPrefix(text) })),
  );
  return found.flat().map((row) => Number(row[0]));
}

/** A typed word is corrected to catalogue words it starts, or that are this similar (pg_trgm) to it. */
const CORRECTION_SIMILARITY = 0.35;
/** Catalogue words per typed word, the closest first. */
const CORRECTIONS_PER_WORD = 4;
/** Each way of matching adds at most this many candidates, so a very common word stays cheap. */
const CANDIDATES_PER_MATCH = 300;
/** A category's name matching counts a little less than the service's or the subcategory's own. */
const CATEGORY_WEIGHT = 0.9;

/**
 * Second tier, for what the first did not fill: services whose name, subcategory or category
 * holds a word the typed words correct to ('plumbr' → plumber, 'electrision' → electrician),
 * or whose name contains the typed text, ranked by pg_trgm's word similarity to the closest text,
 * then checked one by one for a near partner until `limit` are found. Each way of matching adds
 * at most CANDIDATES_PER_MATCH candidates (any of them, not the best: the ranking comes after),
 * which keeps a word that thousands of names hold to a few milliseconds.
 */
export async function similarNames(
  db: Database,
  texts: string[],
  near: Nearness,
  options: { limit: number; exclude: number[] },
): Promise<number[]> {
  const words = typedWords(texts);
  const typed = texts[0] ?? '';
  if (words.length === 0 && typed.length < 3) return [];
  const wordsArray = sql`ARRAY[${sql.join(
    words.map((word) => sql`${word}`),
    sql`, `,
  )}]::text[]`;
  const similarity = (column: SQL) => sql.join(
    texts.map((text) => sql`word_similarity(${text}, ${column})`),
    sql`, `,
  );
  // The trigram index answers a contains-pattern only from three characters on.
  const contains = typed.length >= 3
    ? sql` UNION (SELECT s.id FROM services s WHERE lower(s.name) LIKE ${`%${escapeLike(typed)}%`} ESCAPE '\\' ORDER BY s.id LIMIT ${CANDIDATES_PER_MATCH})`
    : sql``;
  const corrected = words.length > 0
    ? sql`WITH corrections AS MATERIALIZED (
        SELECT c.word FROM unnest(${wordsArray}) AS t(word) CROSS JOIN LATERAL (
          SELECT w.word FROM search_words w
          WHERE w.word LIKE t.word || '%' OR similarity(w.word, t.word) >= ${CORRECTION_SIMILARITY}
          ORDER BY w.word LIKE t.word || '%' DESC, similarity(w.word, t.word) DESC, w.word
          LIMIT ${CORRECTIONS_PER_WORD}
        ) AS c
        -- The typed words too: a word of a name may start with one ('e' → Electrician, Elderly).
        UNION SELECT word FROM unnest(${wordsArray}) AS t(word)
      ),
      query AS MATERIALIZED (SELECT to_tsquery('simple', string_agg(quote_literal(word) || ':*', ' | ')) AS q FROM corrections)`
    : sql`WITH query AS MATERIALIZED (SELECT NULL::tsquery AS q)`;
  const excluded = sql`ARRAY[${sql.join([0, ...options.exclude].map((id) => sql`${id}`), sql`, `)}]::int[]`;
  const result = await db.execute(sql`${corrected},
    candidates AS (
      (SELECT s.id FROM services s, query WHERE to_tsvector('simple', s.name) @@ query.q LIMIT ${CANDIDATES_PER_MATCH})
      UNION (SELECT s.id FROM services s JOIN subcategories sc ON sc.id = s.subcategory_id, query
        WHERE to_tsvector('simple', sc.name) @@ query.q ORDER BY s.category_id, s.subcategory_id, s.id LIMIT ${CANDIDATES_PER_MATCH})
      UNION (SELECT s.id FROM services s JOIN categories c ON c.id = s.category_id, query
        WHERE to_tsvector('simple', c.name) @@ query.q ORDER BY s.category_id, s.subcategory_id, s.id LIMIT ${CANDIDATES_PER_MATCH})
      ${contains}
    ),
    -- A subcategory's score (its own name's, or its category's a little less), once per subcategory.
    subcategory_scores AS MATERIALIZED (
      SELECT sc.id, greatest(${similarity(sql`lower(sc.name)`)}, ${CATEGORY_WEIGHT}::real * greatest(${similarity(sql`lower(c.name)`)})) AS score
      FROM subcategories sc JOIN categories c ON c.id = sc.category_id
    ),
    ranked AS (
      SELECT s.id, greatest(${similarity(sql`lower(s.name)`)}, subcategory_scores.score) AS score, lower(s.name) COLLATE "C" AS sort_name
      FROM candidates JOIN services s ON s.id = candidates.id
      JOIN subcategory_scores ON subcategory_scores.id = s.subcategory_id
      WHERE ${inCatalogue} AND s.id <> ALL(${excluded})
      -- OFFSET 0 keeps the near check out of this subquery: it runs on the ranked rows, in order.
      ORDER BY score DESC, sort_name, s.id OFFSET 0
    )
    SELECT ranked.id FROM ranked WHERE ${offeredNearEach(sql.raw('ranked.id'), nearLiterals(near))} LIMIT ${options.limit}`);
  return rowsOf<{ id: number }>(result).map((row) => Number(row.id));
}

/** The result rows for the ids, in the ids' order. */
export async function searchRows(db: Database, ids: number[]): Promise<SearchRow[]> {
  if (ids.length === 0) return [];
  const query = preparedOnce(db, 'search_rows', (name) =>
    rowsQuery(
      db,
      name,
      db
        .select({
          id: services.id,
          name: services.name,
          categoryId: categories.id,
          subcategoryId: subcategories.id,
          categoryName: categories.name,
          subcategoryName: subcategories.name,
        })
        .from(services)
        .innerJoin(categories, eq(categories.id, services.categoryId))
        .innerJoin(subcategories, eq(subcategories.id, services.subcategoryId))
        .where(sql`${services.id} = ANY(${sql.placeholder('ids')}::int[])`),
      'generic',
    ),
  );
  const byId = new Map<number, SearchRow>(
    (await query.rows({ ids })).map(([id, name, categoryId, subcategoryId, categoryName, subcategoryName]) => [
      Number(id),
      {
        id: Number(id),
        name: String(name),
        categoryId: Number(categoryId),
        subcategoryId: Number(subcategoryId),
        categoryName: String(categoryName),
        subcategoryName: String(subcategoryName),
      },
    ]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}
