/**
 * What a row id is, once for the server and every page (docs/architecture.md §11). Without zod,
 * so a page can read an id from its address without loading the forms' rules
 * (@servenear/shared/id); the route schemas build `databaseId()` (./common.ts) on the same
 * pattern and bound.
 *
 * Every table's id is a PostgreSQL `serial` (int4, server/src/db/schema.ts): 1 to 2,147,483,647.
 * - As text (a path segment, a query string, a multipart field, a JSON string): its decimal
 *   digits as written by `String(id)` and nothing else. No sign, blank, point, exponent, hex
 *   prefix or leading zero, and not above the largest id: "12" is row 12; "012", " 12", "+12",
 *   "1e3", "12.0" and "2147483648" are not ids.
 * - As a JSON number: a whole number in the same range (12, and 12.0, which JSON cannot tell
 *   from it).
 * One spelling per row, so nothing keyed on an id (a rate limit, a cache) can be split by
 * writing the same id another way.
 */

/** The largest id a row can have (PostgreSQL integer): anything above names no row. */
export const MAX_DATABASE_ID = 2_147_483_647;

/**
 * The digits of 1 to MAX_DATABASE_ID exactly: up to nine digits without a leading zero, or ten
 * digits not above 2147483647 (each alternative fixes one more leading digit of it). The OpenAPI
 * document shows this pattern, so it says what the server takes.
 */
export const ID_PATTERN =
  /^(?:[1-9][0-9]{0,8}|1[0-9]{9}|20[0-9]{8}|21[0-3][0-9]{7}|214[0-6][0-9]{6}|2147[0-3][0-9]{5}|21474[0-7][0-9]{4}|214748[0-2][0-9]{3}|2147483[0-5][0-9]{2}|21474836[0-3][0-9]|214748364[0-7])$/;

/** The most characters an id has as text. */
export const MAX_ID_LENGTH = String(MAX_DATABASE_ID).length;

/**
 * The id a value names, or null when it names none: digits matching ID_PATTERN, or a whole
 * number from 1 to MAX_DATABASE_ID. Anything else (null, '', true, an array) is not an id.
 */
export function parseId(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 1 && value <= MAX_DATABASE_ID ? value : null;
  return typeof value === 'string' && value.length <= MAX_ID_LENGTH && ID_PATTERN.test(value) ? Number(value) : null;
}
