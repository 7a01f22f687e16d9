import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { FORBIDDEN_CONTROL_CHARACTERS, textMessages } from '@servenear/shared/schemas';
import type { z } from 'zod';

/** Where a forbidden control character sits in a request part: the field's path, or null. */
function controlCharacterPath(value: unknown, path: (string | number)[] = []): (string | number)[] | null {
  if (typeof value === 'string') return FORBIDDEN_CONTROL_CHARACTERS.test(value) ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = controlCharacterPath(item, [...path, index]);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (FORBIDDEN_CONTROL_CHARACTERS.test(key)) return [...path, key];
      const found = controlCharacterPath(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/**
 * Request validation for every route (docs/architecture.md §11): the route's zod schema, through
 * fastify-type-provider-zod, after two rules that hold whatever the schema says:
 * - no string anywhere in params, query or body carries a control character but tab and
 *   newline (a NUL cannot even be stored), so no field can forget the rule;
 * - a missing JSON body is checked as `{}`, so the client is told which fields are required
 *   in the spec's words instead of "expected object".
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = zodValidatorCompiler(route);
  return (data: unknown) => {
    const path = controlCharacterPath(data);
    if (path) {
      return {
        error: [
          {
            keyword: 'custom',
            instancePath: `/${path.join('/')}`,
            schemaPath: '#/controlCharacters',
            message: textMessages.controlCharacters,
            params: {},
          },
        ],
      };
    }
    return validate(route.httpPart === 'body' && (data === undefined || data === null) ? {} : data);
  };
};
