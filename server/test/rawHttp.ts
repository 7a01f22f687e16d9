import { readdir } from 'node:fs/promises';
import net from 'node:net';

/** One HTTP/1.1 answer as it came over the socket. */
export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Milliseconds from the connection's opening. */
  ms: number;
}

/**
 * A client connection written byte by byte, as the outside probe wrote it: no HTTP client's
 * manners (it can stop in the middle of a body, never end one, or send two requests in a row),
 * and every answer read as it arrives.
 */
export class RawConnection {
  private buffer = Buffer.alloc(0);
  private readonly opened = Date.now();
  private wake: (() => void) | undefined;
  /** The server closed its side (or reset it). */
  closed = false;

  private constructor(readonly socket: net.Socket) {
    socket.on('data', (chunk: Buffer) => {
      this.buffer = Buffer.concat([this.buffer, chunk]);
      this.wake?.();
    });
    const onClosed = () => {
      this.closed = true;
      this.wake?.();
    };
    socket.on('end', onClosed);
    socket.on('close', onClosed);
    // A reset while writing is an expected end here, not a test failure.
    socket.on('error', onClosed);
  }

  static open(port: number): Promise<RawConnection> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => resolve(new RawConnection(socket)));
      socket.once('error', reject);
    });
  }

  /** Writes, and resolves once written (or at once when the connection is gone). */
  write(data: string | Buffer): Promise<void> {
    if (this.socket.destroyed || this.closed) return Promise.resolve();
    return new Promise((resolve) => this.socket.write(data, () => resolve()));
  }

  destroy(): void {
    this.socket.destroy();
  }

  /** The next whole answer; 'closed' when the server closed first, 'timeout' after `waitMs`. */
  async response(waitMs: number): Promise<RawResponse | 'closed' | 'timeout'> {
    const deadline = Date.now() + waitMs;
    for (;;) {
      const parsed = this.take();
      if (parsed) return parsed;
      if (this.closed) return 'closed';
      const left = deadline - Date.now();
      if (left <= 0) return 'timeout';
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = undefined;
    }
  }

  /** Waits until the server has closed the connection; false after `waitMs`. */
  async closedWithin(waitMs: number): Promise<boolean> {
    const deadline = Date.now() + waitMs;
    while (!this.closed && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    return this.closed;
  }

  private take(): RawResponse | undefined {
    const end = this.buffer.indexOf('\r\n\r\n');
    if (end < 0) return undefined;
    const [statusLine, ...lines] = this.buffer.subarray(0, end).toString('latin1').split('\r\n');
    const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
    const length = Number(headers['content-length'] ?? 0);
    if (this.buffer.length < end + 4 + length) return undefined;
    const body = this.buffer.subarray(end + 4, end + 4 + length).toString('utf8');
    this.buffer = this.buffer.subarray(end + 4 + length);
    return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine ?? '')?.[1]), headers, body, ms: Date.now() - this.opened };
  }
}

/** A request's head as written on the wire. */
export function requestHead(method: string, path: string, headers: Record<string, string | number>): string {
  const lines = Object.entries({ host: '127.0.0.1', ...headers }).map(([name, value]) => `${name}: ${value}`);
  return `${method} ${path} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`;
}

/** A chunk of a chunked body (`chunk(Buffer.alloc(0))` ends the body). */
export const chunk = (bytes: Buffer | string) => {
  const data = Buffer.from(bytes);
  return data.length === 0 ? Buffer.from('0\r\n\r\n') : Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from('\r\n')]);
};

/** Open file descriptors of this process: sockets, files, pipes. */
export const openDescriptors = async () => (await readdir('/proc/self/fd')).length;

/** Polls `read` until it is at most `limit`; answers the last reading. */
export async function settlesTo(read: () => Promise<number>, limit: number, waitMs = 5_000): Promise<number> {
  const deadline = Date.now() + waitMs;
  let value = await read();
  while (value > limit && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  return value;
}
