/*
 * The reply schemas' few building blocks, named as zod/mini names them: object, array, string,
 * number, boolean, oneOf (zod's enum), optional, nullable and withDefault (zod's _default).
 * Why not zod (docs/architecture.md §11): the pages without forms (the catalogue, the content
 * pages) load no zod today, and in a remote with forms zod's core is shared with classic zod, so
 * it is not tree-shaken. Measured first visits, gzip: zod/mini reply schemas cost 16.3 KB on
 * /pages/about-us (leaving 0.4 KB of its budget) and 6.6 KB on the catalogue pages; these
 * blocks cost 0.4 KB. The rules of forms stay zod (shared/src/schemas).
 */

/** What a schema answers for a value it refuses. */
const REFUSED: unique symbol = Symbol('refused');

export interface Schema<Output, Input = Output> {
  /** The value read, defaults applied, or REFUSED. */
  read(value: unknown): Output | typeof REFUSED;
  /** Only for the types: what the schema accepts. */
  readonly input?: Input;
  /** A field its object may be sent without. */
  readonly optional?: boolean;
  /** A field its object may be read without (no default). */
  readonly missing?: boolean;
}

export type AnySchema = Schema<unknown, unknown>;
export type Output<S extends AnySchema> = S extends Schema<infer O, unknown> ? O : never;
export type Input<S extends AnySchema> = S extends Schema<unknown, infer I> ? I : never;

type Shape = Record<string, AnySchema>;
type OptionalKeys<T extends Shape> = { [K in keyof T]: T[K] extends { optional: true } ? K : never }[keyof T];
type MissingKeys<T extends Shape> = { [K in keyof T]: T[K] extends { missing: true } ? K : never }[keyof T];
type Flat<T> = { [K in keyof T]: T[K] };
type ObjectInput<T extends Shape> = Flat<
  { [K in Exclude<keyof T, OptionalKeys<T>>]: Input<T[K]> } & { [K in OptionalKeys<T>]?: Input<T[K]> }
>;
type ObjectOutput<T extends Shape> = Flat<
  { [K in Exclude<keyof T, MissingKeys<T>>]: Output<T[K]> } & { [K in MissingKeys<T>]?: Output<T[K]> }
>;

const when =
  <T>(accepts: (value: unknown) => value is T): (() => Schema<T>) =>
  () => ({ read: (value) => (accepts(value) ? value : REFUSED) });

export const string = when((value): value is string => typeof value === 'string');
export const number = when((value): value is number => typeof value === 'number' && Number.isFinite(value));
export const boolean = when((value): value is boolean => typeof value === 'boolean');

/** One of the given strings or numbers, e.g. oneOf(['day', 'hour']). */
export function oneOf<const T extends readonly (string | number)[]>(values: T): Schema<T[number]> {
  return { read: (value) => (values.includes(value as T[number]) ? (value as T[number]) : REFUSED) };
}

export function nullable<O, I>(schema: Schema<O, I>): Schema<O | null, I | null> {
  return { read: (value) => (value === null ? null : schema.read(value)) };
}

/** A field that may be missing (or undefined). */
export function optional<O, I>(schema: Schema<O, I>): Schema<O | undefined, I | undefined> & { optional: true; missing: true } {
  return { read: (value) => (value === undefined ? undefined : schema.read(value)), optional: true, missing: true };
}

/** A field that may be missing, read as `fallback` then. */
export function withDefault<O, I>(schema: Schema<O, I>, fallback: O): Schema<O, I | undefined> & { optional: true } {
  return { read: (value) => (value === undefined ? fallback : schema.read(value)), optional: true };
}

export function array<O, I>(item: Schema<O, I>): Schema<O[], I[]> {
  return {
    read(value) {
      if (!Array.isArray(value)) return REFUSED;
      const items: O[] = [];
      for (const element of value) {
        const read = item.read(element);
        if (read === REFUSED) return REFUSED;
        items.push(read);
      }
      return items;
    },
  };
}

/** An object with these fields; fields the shape does not name are dropped. */
export function object<T extends Shape>(shape: T): Schema<ObjectOutput<T>, ObjectInput<T>> & { shape: T } {
  return {
    shape,
    read(value) {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return REFUSED;
      const fields: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(shape)) {
        const read = field.read((value as Record<string, unknown>)[key]);
        if (read === REFUSED) return REFUSED;
        if (read !== undefined || key in value) fields[key] = read;
      }
      return fields as ObjectOutput<T>;
    },
  };
}

/** Reads a value; `ok: false` when the schema refuses it. */
export function check<O>(schema: Schema<O, unknown>, value: unknown): { ok: true; value: O } | { ok: false } {
  const read = schema.read(value);
  return read === REFUSED ? { ok: false } : { ok: true, value: read };
}
