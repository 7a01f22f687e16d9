import type { FieldErrors } from '@servenear/shared/schemas';

/** An expected failure with the spec's error shape (customer §8); thrown by services. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  /** Sent to the client as `message`; absent when the field errors say it all. */
  readonly publicMessage: string | undefined;

  constructor(
    readonly statusCode: number,
    readonly errors: FieldErrors,
    message?: string,
  ) {
    super(message ?? `HTTP ${statusCode}`);
    this.publicMessage = message;
  }
}

export function notFound(message: string, errors: FieldErrors = {}): HttpError {
  return new HttpError(404, errors, message);
}

export function unprocessable(errors: FieldErrors): HttpError {
  return new HttpError(422, errors);
}
