import { HttpError } from '../../lib/httpError';

/** The form fields a media refusal is reported under. */
export type MediaField = 'images' | 'video';

/**
 * A photo or video refused by its content, size or count: a 422 with the message under its
 * field, as the form shows it. Nothing of the refused upload is kept on disk when it is thrown.
 */
export class MediaRefusedError extends HttpError {
  constructor(field: MediaField, message: string) {
    super(422, { [field]: [message] });
  }

  /** Adds a second field's refusal (a bad photo and a bad video in one submission). */
  also(field: MediaField, message: string): this {
    this.errors[field] ??= [message];
    return this;
  }
}
