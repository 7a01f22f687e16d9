import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { FORBIDDEN_CONTROL_CHARACTERS, textMessages } from '@servenear/shared/schemas';
import type { $ZodType } from 'zod/v4/core';

interface Visit {
  value: unknown;
  key: string | number | null;
  parent: Visit | null;
}

const pathOf = (visit: Visit): (string | number)[] => {
  const path: (string | number)[] = [];
  for (let at: Visit | null = visit; at?.key != null; at = at.parent) path.unshift(at.key);
  return path;
};

/**
 * Where a forbidden control character sits in a request part: the field's path, or null. A loop
 * over a stack, not recursion, and each visit points at its parent instead of copying a path: a
 * body may nest arrays a hundred thousand levels deep.
 */
function controlCharacterPath(data: unknown): (string | number)[] | null {
  const pending: Visit[] = [{ value: data, key: null, parent: null }];
  while (pending.length > 0) {
    const visit = pending.pop()!;
    const { value } = visit;
    if (typeof value === 'string') {
      if (FORBIDDEN_CONTROL_CHARACTERS.test(value)) return pathOf(visit);
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => pending.push({ value: item, key: index, parent: visit }));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (FORBIDDEN_CONTROL_CHARACTERS.test(key)) return [...pathOf(visit), key];
        pending.push({ value: item, key, parent: visit });
      }
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
export const validatorCompiler: FastifySchemaCompiler<$ZodType> = (route) => {
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
