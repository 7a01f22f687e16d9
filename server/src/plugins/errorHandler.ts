import type { FastifyError, FastifyInstance, FastifyReply, FastifySchemaValidationError } from 'fastify';
import { $ZodError } from 'zod/v4/core';
import { fieldErrorsFromZod, type FieldErrors } from '@servenear/shared/schemas';
import { localiseMessage } from '@servenear/shared/i18n';
import { inputRefusalMessage } from '../lib/dbErrors';
import { HttpError } from '../lib/httpError';

/** The one error body of the API (customer §8). */
export interface ErrorBody {
  status: number;
  errors: FieldErrors;
  message?: string;
}

/**
 * Issue 41: messages are written in English where they arise (a shared rule, a service's refusal)
 * and sent in the request's language: each one a catalogue knows is translated here.
 */
function localisedErrors(errors: FieldErrors): FieldErrors {
  return Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, messages.map(localiseMessage)]));
}

export function sendError(reply: FastifyReply, status: number, errors: FieldErrors, message?: string) {
  const localised = localisedErrors(errors);
  const body: ErrorBody = message === undefined ? { status, errors: localised } : { status, errors: localised, message: localiseMessage(message) };
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/**
 * A route schema's refusal (Fastify's `error.validation`, one entry per zod issue) as the spec's
 * field map: `/address/pincode` → `address.pincode`; a refusal of the whole part → `form`.
 * Collected in a Map: a client may name a field `toString` or `__proto__`.
 */
export function fieldErrorsFromValidation(issues: FastifySchemaValidationError[]): FieldErrors {
  const errors = new Map<string, string[]>();
  for (const issue of issues) {
    const field = issue.instancePath.split('/').filter(Boolean).join('.') || 'form';
    errors.set(field, [...(errors.get(field) ?? []), issue.message ?? 'Invalid value.']);
  }
  return Object.fromEntries(errors);
}

/** The spec shows one message per field: the first rule that failed. */
export function firstMessages(errors: FieldErrors): FieldErrors {
  return Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, messages.slice(0, 1)]));
}

/**
 * One error handler for the whole server: schema failures become 422 with field messages,
 * expected failures keep their status, anything else is logged and hidden behind a 500.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | $ZodError | Error, request, reply) => {
    // $ZodError: a refusal of classic zod and of zod/mini alike (the shared schemas are zod/mini).
    if (error instanceof $ZodError) {
      return sendError(reply, 422, firstMessages(fieldErrorsFromZod(error)));
    }
    if ('validation' in error && Array.isArray(error.validation)) {
      return sendError(reply, 422, firstMessages(fieldErrorsFromValidation(error.validation)));
    }
    if (error instanceof HttpError) {
      return sendError(reply, error.statusCode, error.errors, error.publicMessage);
    }
    const statusCode = 'statusCode' in error ? error.statusCode : undefined;
    if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) {
      return sendError(reply, statusCode, {}, error.message);
    }
    const refusal = inputRefusalMessage(error);
    if (refusal) {
      request.log.warn({ err: error }, 'input refused by the database');
      return sendError(reply, 422, {}, refusal);
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, 500, {}, 'Something went wrong');
  });

  app.setNotFoundHandler((request, reply) => sendError(reply, 404, {}, 'Not Found'));
}
