import type { Readable } from 'node:stream';
import Busboy, { type BusboyHeaders, type BusboyInstance } from '@fastify/busboy';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../lib/httpError';

/**
 * Multipart bodies, read by the route that expects one and by nothing else
 * (docs/decisions/0037-own-multipart-reader.md): the content type parser only takes note of the
 * body, so a caller refused by its session, role or rate limit never gets a byte of it read.
 * `readMultipart` then reads it within the route's limits, and answers every way a body can go
 * wrong with a 4xx in the API's shape, once every part's handler has cleaned up after itself.
 */

declare module 'fastify' {
  interface FastifyRequest {
    /** Whether the body is multipart/form-data (and so not read yet). */
    isMultipart(): boolean;
  }
}

export const UNREADABLE_UPLOAD_MESSAGE = 'The upload could not be read.';
export const UPLOAD_TOO_LARGE_MESSAGE = 'The upload is too large.';
export const TOO_MANY_PARTS_MESSAGE = 'The upload has too many parts.';

const kPayload = Symbol('multipartPayload');
const kCleanUps = Symbol('multipartCleanUps');
type WithPayload = FastifyRequest & { [kPayload]?: Readable; [kCleanUps]?: CleanUps };

/** What a request put on disk for itself, removed once: before its answer goes out, or when its client goes. */
class CleanUps {
  private readonly pending: Array<() => Promise<void>> = [];

  constructor(private readonly log: FastifyRequest['log']) {}

  add(cleanUp: () => Promise<void>): void {
    this.pending.push(cleanUp);
  }

  async run(): Promise<void> {
    const due = this.pending.splice(0);
    const results = await Promise.allSettled(due.map((cleanUp) => cleanUp()));
    for (const result of results) if (result.status === 'rejected') this.log.warn({ err: result.reason }, 'an upload left files behind');
  }
}

/** What a route accepts in one multipart body. */
export interface MultipartBodyLimits {
  /** The whole body, part headers included: refused from Content-Length, or once passed. */
  maxBytes: number;
  /** Past this a file part is cut (its stream's `truncated` is set) and the rest dropped. */
  maxFileBytes: number;
  maxFiles: number;
}

/** Beside the files: text fields, their names and values, and every part's headers. */
const FIELDS = { fields: 40, fieldSize: 16 * 1024, fieldNameSize: 100, parts: 50, headerPairs: 20 };
/** What the text fields and part headers of a form may add to its files. */
export const FORM_OVERHEAD_BYTES = FIELDS.fields * (FIELDS.fieldSize + 1024) + 64 * 1024;

export type FilePart = Readable & { truncated?: boolean };

export interface PartHandlers {
  field(name: string, value: string): void;
  /** Reads `file` to its end, or fails. Parts are handed over one at a time, in the body's order. */
  file(name: string, file: FilePart): Promise<void>;
}

/** More files than the route accepts: the route answers it under its own field. */
export class TooManyFilesError extends HttpError {
  constructor() {
    super(422, {}, 'Too many files were sent.');
  }
}

const unreadable = () => new HttpError(400, {}, UNREADABLE_UPLOAD_MESSAGE);
const tooLarge = () => new HttpError(413, {}, UPLOAD_TOO_LARGE_MESSAGE);

/** Registers the multipart content type on a scope: noted, never read here. */
export function registerMultipart(scope: FastifyInstance): void {
  scope.decorateRequest('isMultipart', function (this: FastifyRequest) {
    return (this as WithPayload)[kPayload] !== undefined;
  });
  scope.addHook('onRequest', async (request, reply) => {
    if (!request.headers['content-type']?.toLowerCase().startsWith('multipart/')) return;
    const cleanUps = new CleanUps(request.log);
    (request as WithPayload)[kCleanUps] = cleanUps;
    // A client gone before the answer: nothing is sent, the connection just closes.
    reply.raw.once('close', () => void cleanUps.run());
  });
  scope.addHook('onSend', async (request) => {
    await (request as WithPayload)[kCleanUps]?.run();
  });
  scope.addContentTypeParser('multipart/form-data', (request, payload, done) => {
    (request as WithPayload)[kPayload] = payload;
    done(null, undefined);
  });
}

/**
 * Runs `cleanUp` just before the request's answer is sent, or when its client goes away before
 * that: what a request put on disk for itself never outlives it, whatever the route did.
 */
export function beforeAnswer(request: FastifyRequest, cleanUp: () => Promise<void>): void {
  const cleanUps = (request as WithPayload)[kCleanUps];
  if (!cleanUps) throw new Error('beforeAnswer: not a multipart request of a scope with registerMultipart');
  cleanUps.add(cleanUp);
}

/**
 * Reads the request's multipart body part by part into `handlers`, within `limits`. Resolves once
 * the whole body is read and every handler is done. Rejects (after every started handler has
 * settled, so their files are gone) with a 4xx HttpError in the API's shape:
 * - 413 at once when Content-Length is over `maxBytes`, or as soon as the bytes read pass it;
 * - 400 for a body busboy cannot read: no boundary, broken part headers, cut off before its
 *   closing boundary, or a client gone in the middle;
 * - 408 when the body comes too slowly (http/bodyDeadline.ts);
 * - TooManyFilesError (422) or 413 for more files, fields or parts than allowed, once the body
 *   is read to its end (so the connection stays usable); the parts after the limit are dropped;
 * or with a handler's own error.
 * A body left unread is answered with Connection: close (registerBodyDeadlines).
 */
export async function readMultipart(request: FastifyRequest, limits: MultipartBodyLimits, handlers: PartHandlers): Promise<void> {
  const payload = (request as WithPayload)[kPayload];
  if (!payload) throw unreadable();
  if (Number(request.headers['content-length']) > limits.maxBytes) throw tooLarge();
  // Failed while the guards ran (the client gone): its events are past, so ask its state.
  if (payload.errored) throw payload.errored instanceof HttpError ? payload.errored : unreadable();
  if (payload.destroyed || payload.readableEnded) throw unreadable();
  let busboy: BusboyInstance;
  try {
    busboy = Busboy({
      headers: request.headers as BusboyHeaders,
      limits: { ...FIELDS, fileSize: limits.maxFileBytes, files: limits.maxFiles },
    });
  } catch {
    throw unreadable();
  }
  return new Promise<void>((resolve, reject) => {
    let received = 0;
    let parsed = false;
    let ended = false;
    let failure: Error | undefined;
    let overLimit: HttpError | undefined;
    let handling: Promise<void> = Promise.resolve();
    const openFiles = new Set<FilePart>();

    const fail = (error: Error) => {
      if (failure) return;
      failure = error;
      payload.unpipe(busboy);
      payload.removeListener('data', count);
      // The rest is dropped as it comes until the answer is out and the connection closed: a
      // client still sending then sees the answer rather than a reset.
      payload.resume();
      for (const file of openFiles) file.destroy(error);
      void handling.finally(() => reject(error));
    };
    const finish = () => {
      if (!parsed || !ended || failure) return;
      // Past a limit, a part still open will get no more bytes (see limitReached).
      if (overLimit) for (const file of openFiles) file.destroy(overLimit);
      void handling.then(() => (overLimit ? reject(overLimit) : resolve()), reject);
    };
    // Past a limit nothing more of the body is wanted, and busboy is fed no more of it: its own
    // skipping of the parts after a limit can stall for good on a large part (seen in
    // uploadAbuse.test.ts: all bytes received, busboy waiting for a drain that never came). The
    // rest is read and dropped, and the refusal answered once the body has arrived, so the
    // connection stays usable.
    const limitReached = (error: HttpError) => {
      if (overLimit || failure) return;
      overLimit = error;
      payload.unpipe(busboy);
      payload.resume();
      parsed = true;
      finish();
    };
    // A part handler's failure ends the read; the parts after it are not handed over.
    const queue = (step: () => void | Promise<void>) => {
      handling = handling.then(() => (failure ? undefined : step())).catch((error: Error) => fail(error));
    };
    function count(chunk: Buffer) {
      received += chunk.length;
      if (received > limits.maxBytes) fail(tooLarge());
    }

    busboy.on('field', (name: string, value: string) => queue(() => handlers.field(name, value)));
    busboy.on('file', (name: string, file: FilePart) => {
      // Destroyed by fail() before its handler reads it: no unhandled 'error' event.
      file.on('error', () => undefined);
      openFiles.add(file);
      file.once('close', () => openFiles.delete(file));
      queue(async () => {
        await handlers.file(name, file);
        // A handler that stopped reading early: the rest of the part is dropped.
        file.resume();
      });
    });
    busboy.on('filesLimit', () => limitReached(new TooManyFilesError()));
    busboy.on('fieldsLimit', () => limitReached(new HttpError(413, {}, TOO_MANY_PARTS_MESSAGE)));
    busboy.on('partsLimit', () => limitReached(new HttpError(413, {}, TOO_MANY_PARTS_MESSAGE)));
    busboy.on('error', () => fail(unreadable()));
    busboy.on('finish', () => {
      parsed = true;
      finish();
    });
    payload.on('data', count);
    payload.once('end', () => {
      ended = true;
      finish();
    });
    // A deadline (408), or a client gone (400): the payload's own error says which.
    payload.once('error', (error: Error) => fail(error instanceof HttpError ? error : unreadable()));
    payload.once('close', () => {
      if (!ended) fail(unreadable());
    });
    payload.pipe(busboy);
  });
}
