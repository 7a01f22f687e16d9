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

/**
 * Answers are written by fast-json-stringify from the route's response schema (docs/architecture.md
 * §11): faster than JSON.stringify on the big lists, and a field the schema does not name never
 * leaves the server, whatever a query selected.
 */
export function createSerializerCompiler({ checkAnswers }: SerializerOptions): FastifySerializerCompiler<z.ZodType> {
  return ({ schema, method, url }) => {
    const stringify = fastJsonStringify(responseJsonSchema(schema) as Parameters<typeof fastJsonStringify>[0]);
    if (!checkAnswers) return stringify;
    return (data: unknown) => {
      const checked = schema.safeParse(data);
      if (!checked.success) throw new ResponseSerializationError(method, url, { cause: checked.error });
      return stringify(data);
    };
  };
}
