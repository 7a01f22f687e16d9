// A reply's shape as a contract (issue 42): every field path of a JSON Schema with what it may
// hold, written compactly so a build's contracts.json reads well in a diff:
//   { "data[].status": "enum:pending|confirmed", "data[].image_url": "string|null", "data[].note": "string?" }
// `a.b` is a property, `a[]` an array's items, `a{}` a record's values; a trailing `?` marks a
// field its object may leave out. Both sides are written this way: what a build's code accepts
// (its catalogue's reply schemas, as input) and what a server sends (the same schemas as output,
// or the live server's OpenAPI document).

export type ReplyShape = Record<string, string>;

type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema | JsonSchema[];
  prefixItems?: JsonSchema[];
  additionalProperties?: JsonSchema | boolean;
};

/** Deeper than any reply of ours; stops a recursive schema ($ref to itself) from looping. */
const MAX_DEPTH = 12;

const jsonType = (value: unknown): string => (value === null ? 'null' : Number.isInteger(value) ? 'integer' : typeof value);

/** Follows `#/…` references inside the document the schema came from. */
function resolver(document: unknown) {
  return (schema: JsonSchema): JsonSchema => {
    let current = schema;
    for (let hops = 0; current.$ref && hops < MAX_DEPTH; hops += 1) {
      const target = current.$ref
        .replace(/^#\//, '')
        .split('/')
        .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], document);
      if (!target) return {};
      current = target as JsonSchema;
    }
    return current;
  };
}

interface Kind {
  types: Set<string>;
  values?: Set<unknown>;
}

function kindOf(schema: JsonSchema, resolve: (schema: JsonSchema) => JsonSchema): Kind {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    const kinds = branches.map((branch) => kindOf(resolve(branch), resolve));
    const types = new Set(kinds.flatMap((kind) => [...kind.types]));
    // The values are a list only when every branch but null is one.
    const valued = kinds.filter((kind) => !(kind.types.size === 1 && kind.types.has('null')));
    const values = valued.every((kind) => kind.values) ? new Set(valued.flatMap((kind) => [...kind.values!])) : undefined;
    return { types, values: values && kinds.some((kind) => kind.types.has('null')) ? new Set([...values, null]) : values };
  }
  if (schema.allOf?.length) return kindOf(resolve(schema.allOf[0]!), resolve);
  if (schema.const !== undefined) return { types: new Set([jsonType(schema.const)]), values: new Set([schema.const]) };
  if (schema.enum) return { types: new Set(schema.enum.map(jsonType)), values: new Set(schema.enum) };
  if (schema.type) return { types: new Set(Array.isArray(schema.type) ? schema.type : [schema.type]) };
  if (schema.properties) return { types: new Set(['object']) };
  return { types: new Set(['any']) };
}

function describe(kind: Kind, optional: boolean): string {
  const values = kind.values ? [...kind.values].filter((value) => value !== null) : undefined;
  const nullable = kind.values?.has(null) || kind.types.has('null');
  const base = values ? `enum:${values.map(String).sort().join('|')}${nullable ? '|null' : ''}` : [...kind.types].sort().join('|');
  return `${base}${optional ? '?' : ''}`;
}

/** The branches of a schema that hold fields: itself, or each branch of a union (null left out). */
function fieldHolders(schema: JsonSchema, resolve: (schema: JsonSchema) => JsonSchema): { holders: JsonSchema[]; union: boolean } {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    const holders = branches.map(resolve).filter((branch) => !(branch.type === 'null' || (branch.const === null && !branch.properties)));
    // A nullable object is one shape: its fields keep their own optionality. A union of shapes
    // is several: a field only some of them have may be absent.
    return { holders: holders.flatMap((holder) => fieldHolders(holder, resolve).holders), union: holders.length > 1 };
  }
  if (schema.allOf) return { holders: schema.allOf.map(resolve).flatMap((part) => fieldHolders(part, resolve).holders), union: false };
  return { holders: [schema], union: false };
}

function walk(schema: JsonSchema, at: string, optional: boolean, depth: number, shape: ReplyShape, resolve: (schema: JsonSchema) => JsonSchema): void {
  const resolved = resolve(schema);
  if (at) shape[at] = describe(kindOf(resolved, resolve), optional);
  if (depth >= MAX_DEPTH) return;
  const { holders, union } = fieldHolders(resolved, resolve);
  for (const holder of holders) {
    const required = new Set(holder.required ?? []);
    for (const [key, property] of Object.entries(holder.properties ?? {})) {
      const field = at ? `${at}.${key}` : key;
      // Under a union a field is certain only when every shape has it, and then the last one wins: rare enough.
      walk(property, field, union || !required.has(key), depth + 1, shape, resolve);
    }
    if (holder.items && !Array.isArray(holder.items)) walk(holder.items, `${at}[]`, false, depth + 1, shape, resolve);
    const tuple = holder.prefixItems ?? (Array.isArray(holder.items) ? holder.items : undefined);
    tuple?.forEach((item, index) => walk(item, `${at}[${index}]`, false, depth + 1, shape, resolve));
    if (holder.additionalProperties && typeof holder.additionalProperties === 'object') {
      walk(holder.additionalProperties, `${at}{}`, true, depth + 1, shape, resolve);
    }
  }
}

/** The shape of a JSON Schema; `document` is what its `$ref`s point into (the schema itself, or an OpenAPI document). */
export function replyShape(schema: unknown, document: unknown = schema): ReplyShape {
  const shape: ReplyShape = {};
  walk(schema as JsonSchema, '', false, 0, shape, resolver(document));
  return Object.fromEntries(Object.entries(shape).sort(([a], [b]) => a.localeCompare(b)));
}

interface Descriptor {
  types: Set<string>;
  values?: Set<string>;
  optional: boolean;
}

function parseDescriptor(descriptor: string): Descriptor {
  const optional = descriptor.endsWith('?');
  const body = optional ? descriptor.slice(0, -1) : descriptor;
  if (body.startsWith('enum:')) {
    const values = body.slice('enum:'.length).split('|');
    return { types: new Set(values.includes('null') ? ['enum', 'null'] : ['enum']), values: new Set(values.filter((value) => value !== 'null')), optional };
  }
  return { types: new Set(body.split('|')), optional };
}

/** True when a value of type `sent` passes a reader's check for `read`. */
function accepts(read: Set<string>, sent: string): boolean {
  return read.has('any') || read.has(sent) || (sent === 'integer' && read.has('number'));
}

/**
 * Why a reader of `reads` would refuse a reply of `sends`, field by field: a field it needs that
 * is gone or may now be left out, a type it does not take, a value outside the list it knows.
 * Fields the reader does not know are fine (its schemas drop them).
 */
export function shapeProblems(reads: ReplyShape, sends: ReplyShape): string[] {
  const problems: string[] = [];
  for (const [field, readDescriptor] of Object.entries(reads)) {
    const read = parseDescriptor(readDescriptor);
    const sentDescriptor = sends[field];
    if (sentDescriptor === undefined) {
      if (!read.optional) problems.push(`${field} is not sent (it reads ${readDescriptor})`);
      continue;
    }
    const sent = parseDescriptor(sentDescriptor);
    if (sent.optional && !read.optional) problems.push(`${field} may be left out (it reads ${readDescriptor}, the server sends ${sentDescriptor})`);
    if (sent.types.has('any') || read.types.has('any')) continue;
    if (read.values) {
      const outside = sent.values ? [...sent.values].filter((value) => !read.values!.has(value)) : ['any text'];
      const nullSent = sent.types.has('null') && !read.types.has('null');
      if (outside.length > 0 || nullSent) {
        problems.push(`${field} may be ${[...outside, ...(nullSent ? ['null'] : [])].join(', ')} (it reads ${readDescriptor})`);
      }
      continue;
    }
    // A list of values is text or numbers to a reader that takes any of those.
    const sentTypes = sent.values ? [...new Set([...sent.values].map((value) => (Number.isNaN(Number(value)) ? 'string' : 'number')))] : [...sent.types];
    const refused = [...sentTypes, ...(sent.values && sent.types.has('null') ? ['null'] : [])].filter((type) => type !== 'enum' && !accepts(read.types, type));
    if (refused.length > 0) problems.push(`${field} is sent as ${sentDescriptor.replace(/\?$/, '')} (it reads ${readDescriptor})`);
  }
  return problems;
}
