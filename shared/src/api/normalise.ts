import { isAxiosError } from 'axios';
import { ApiError, type ApiFieldErrors } from './ApiError';
import { apiMessages, apiTexts } from './texts';

/**
 * The message of a reply that is not one of ours, or not the shape its call reads (the server
 * never sends one), in English. An ApiError says it in the page's language (`apiTexts`): a
 * page built in Hindi has no English to look a message up by (decision 0067).
 */
export const UNEXPECTED_REPLY = apiMessages.unexpectedReply;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isHttpStatus(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 100 && value <= 599;
}

/** Keeps only string messages; a lone string (some servers send one) becomes a list. */
function fieldErrors(value: unknown): ApiFieldErrors {
  if (!isRecord(value)) return {};
  const errors: ApiFieldErrors = {};
  for (const [field, messages] of Object.entries(value)) {
    const list = (Array.isArray(messages) ? messages : [messages]).filter(
      (message): message is string => typeof message === 'string' && message.length > 0,
    );
    if (list.length > 0) errors[field] = list;
  }
  return errors;
}

/**
 * Reads `{ status, errors, message }` from a reply body when it has that shape. A refusal
 * without a message of its own (a 422 names only its fields) says its first field message,
 * else a plain sentence: whatever reaches a toast is meant for a person.
 */
export function errorFromBody(httpStatus: number, body: unknown): ApiError {
  if (!isRecord(body)) return new ApiError(httpStatus, {}, apiTexts.refusedWithoutReason);
  const status = isHttpStatus(body.status) ? body.status : httpStatus;
  const errors = fieldErrors(body.errors);
  const firstFieldMessage = Object.values(errors).flat()[0];
  const message = typeof body.message === 'string' && body.message.length > 0 ? body.message : (firstFieldMessage ?? apiTexts.refusedWithoutReason);
  return new ApiError(status, errors, message);
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isAxiosError(error)) {
    if (error.response) return errorFromBody(error.response.status, error.response.data);
    // axios's own 'Network Error' is the spec's text (partner §8): said in the page's language.
    return new ApiError(0, {}, !error.message || error.message === apiMessages.networkError ? apiTexts.networkError : error.message);
  }
  return new ApiError(0, {}, error instanceof Error ? error.message : String(error));
}

/**
 * A 2xx reply still has to be one of ours: an envelope whose own status is 2xx. The spec's
 * server reports some failures only in the body, so a body status outside 2xx is an error.
 */
export function unwrapEnvelope(httpStatus: number, body: unknown): { data: unknown; message?: string } {
  if (!isRecord(body) || !isHttpStatus(body.status)) {
    throw new ApiError(httpStatus, {}, apiTexts.unexpectedReply);
  }
  if (body.status < 200 || body.status > 299) {
    throw errorFromBody(httpStatus, body);
  }
  return { data: body.data, message: typeof body.message === 'string' ? body.message : undefined };
}
