import type { FastifySerializerCompiler } from 'fastify';
import fastJsonStringify from 'fast-json-stringify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

export interface SerializerOptions {
  /**
   * Also parse every answer with its zod schema before writing it, and fail it (500) when it
   * does not match: on in development and tests, so a server type drifting from `shared/wire`
   * fails a test; off in production, where fast-json-stringify alone writes the answer.
   */
  checkAnswers: boolean;
}

/** The JSON Schema fast-json-stringify compiles for a response zod schema (its output side). */
export function responseJsonSchema(schema: z.ZodType) {
  return z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' });
}

type Stringify = (data: unknown) => string;

const compile = (schema: z.ZodType): Stringify => fastJsonStringify(responseJsonSchema(schema) as Parameters<typeof fastJsonStringify>[0]);

/** Compiled at its first answer: see createSerializerCompiler. */
function compiledOnFirstUse(schema: z.ZodType): Stringify {
  let stringify: Stringify | undefined;
  return (data) => (stringify ??= compile(schema))(data);
}

/**
 * Answers are written by fast-json-stringify from the route's response schema (docs/architecture.md
 * §11): faster than JSON.stringify on the big lists, and a field the schema does not name never
 * leaves the server, whatever a query selected.
 *
 * In production every route's writer is compiled as the server starts, so a schema it cannot
 * compile stops the start, not a customer's request. Elsewhere (`checkAnswers`: development and
 * tests) each is compiled at its route's first answer: compiling all of them was an eighth of a
 * server test file's time (a whole app is built for each file, and most answer a few routes).
 */
export function createSerializerCompiler({ checkAnswers }: SerializerOptions): FastifySerializerCompiler<z.ZodType> {
  return ({ schema, method, url }) => {
    if (!checkAnswers) return compile(schema);
    const stringify = compiledOnFirstUse(schema);
    return (data: unknown) => {
      const checked = schema.safeParse(data);
      if (!checked.success) throw new ResponseSerializationError(method, url, { cause: checked.error });
      return stringify(data);
    };
  };
}
