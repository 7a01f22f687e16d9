import type { Socket } from 'node:net';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Timeouts } from '../config';
import { HttpError } from '../lib/httpError';

export const BODY_TOO_SLOW_MESSAGE = 'The request took too long to arrive. Please try again.';
export const BODY_CUT_SHORT_MESSAGE = 'The request was cut short. Please try again.';

/**
 * A request body as it arrives, with a deadline that moves: `bodyMs` from the start, then one
 * second later for every `bodyMinBytesPerSecond` bytes received, but never more than `bodyMs`
 * ahead of now nor past `requestMs` from the start. So a client may be silent for at most
 * `bodyMs`, must send at `bodyMinBytesPerSecond` on average, and cannot bank time with an early
 * burst: a phone uploading a video slowly keeps going; a client that stops, or drips a byte
 * every few seconds, is cut within about `bodyMs`. Past the deadline the stream fails with a
 * 408 in the API's shape, which the JSON parser and the multipart reader both answer (with
 * Connection: close, see registerBodyDeadlines).
 */
class DeadlineStream extends Transform {
  private readonly started = Date.now();
  private deadline: number;
  private timer: NodeJS.Timeout;

  constructor(
    private readonly source: Readable,
    private readonly timeouts: Timeouts,
  ) {
    super();
    // Nobody may be reading (a route that refused before reading its body): a late deadline
    // must not be an unhandled 'error' event.
    this.on('error', () => undefined);
    this.deadline = this.started + timeouts.bodyMs;
    this.timer = setTimeout(() => this.check(), timeouts.bodyMs);
    // pipe() passes neither: a client that goes away ends the body here, at once.
    const cutShort = () => this.destroy(new HttpError(400, {}, BODY_CUT_SHORT_MESSAGE));
    source.once('error', cutShort);
    source.once('close', () => {
      if (!this.writableEnded) cutShort();
    });
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    const earned = (chunk.length / this.timeouts.bodyMinBytesPerSecond) * 1000;
    this.deadline = Math.min(this.deadline + earned, Date.now() + this.timeouts.bodyMs, this.started + this.timeouts.requestMs);
    done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    clearTimeout(this.timer);
    done();
  }

  override _destroy(error: Error | null, done: (error?: Error | null) => void): void {
    clearTimeout(this.timer);
    done(error);
  }

  /** Stops counting: the answer has gone out, whatever became of the body. */
  stop(): void {
    clearTimeout(this.timer);
  }

  private check(): void {
    const left = this.deadline - Date.now();
    if (left > 0) {
      this.timer = setTimeout(() => this.check(), left);
      return;
    }
    this.source.unpipe(this);
    this.destroy(new HttpError(408, {}, BODY_TOO_SLOW_MESSAGE));
  }
}

/** How long a connection closed on an unread body keeps reading before it is dropped. */
const LINGER_MS = 2_000;

/**
 * Node closes a `Connection: close` answer's socket as soon as the answer is written. With a
 * body still arriving, the client's next bytes then meet a closed socket, and the reset that
 * follows can wipe our answer from the client's buffers before it reads it (a browser shows
 * "connection reset" instead of "too large"). So the socket only half-closes (FIN after the
 * answer), reads and drops what still comes for a moment, then goes: a lingering close.
 */
function lingerBeforeClosing(socket: Socket): void {
  socket.destroySoon = function lingeringClose(this: Socket) {
    this.end();
    const timer = setTimeout(() => this.destroy(), LINGER_MS);
    this.once('close', () => clearTimeout(timer));
  };
}

const kDeadline = Symbol('bodyDeadline');
type WithDeadline = FastifyRequest & { [kDeadline]?: DeadlineStream };

/** Whether the request says a body follows (Node's parser reads exactly these two headers). */
function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * Every body under this scope arrives before its deadline or is answered 408. And an answer sent
 * before its request's body was read to the end (a refusal from the Content-Length, a 401 before
 * an upload, an upload cut short) closes the connection: the rest of the body is still on its
 * way, and a next request on the same connection would wait behind it for ever.
 */
export function registerBodyDeadlines(scope: FastifyInstance, timeouts: Timeouts): void {
  scope.addHook('preParsing', async (request, _reply, payload) => {
    if (!hasBody(request)) return payload;
    const deadline = new DeadlineStream(payload, timeouts);
    (request as WithDeadline)[kDeadline] = deadline;
    // Fastify reads a compressed body's size from the stream it gets (none here are compressed).
    return payload.pipe(deadline);
  });
  scope.addHook('onSend', async (request, reply) => {
    // light-my-request's requests have no `complete`: an injected body is always whole.
    if (request.raw.complete !== false) return;
    reply.header('connection', 'close');
    lingerBeforeClosing(request.raw.socket);
  });
  scope.addHook('onResponse', async (request) => {
    (request as WithDeadline)[kDeadline]?.stop();
    // What is still coming of an unread body is read and dropped while the connection lingers.
    if (request.raw.complete === false) request.raw.resume();
  });
}
