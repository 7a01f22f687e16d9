import { readdir, readFile, readlink } from 'node:fs/promises';
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

/**
 * Open file descriptors of this process (sockets, files, pipes), but for its connections to the
 * PostgreSQL server of DATABASE_URL: a pool opens those as requests come at once and closes idle
 * ones after 10 s, so a count that included them changed with the pool, not with the server
 * under test (once +3 on a loaded machine).
 */
export async function openDescriptors(): Promise<number> {
  const databaseSockets = await databaseSocketLinks();
  const links = await Promise.all((await readdir('/proc/self/fd')).map((fd) => readlink(`/proc/self/fd/${fd}`).catch(() => '')));
  return links.filter((link) => !databaseSockets.has(link)).length;
}

/** `socket:[inode]` of each TCP connection of this process to DATABASE_URL's port. */
async function databaseSocketLinks(): Promise<Set<string>> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) return new Set();
  const port = Number(new URL(databaseUrl).port || 5432).toString(16).toUpperCase().padStart(4, '0');
  const links = new Set<string>();
  for (const table of ['/proc/self/net/tcp', '/proc/self/net/tcp6']) {
    const rows = (await readFile(table, 'utf8').catch(() => '')).split('\n').slice(1);
    // Fields: sl, local address, remote address, state, queues, timer, retransmits, uid, timeout, inode.
    for (const fields of rows.map((row) => row.trim().split(/\s+/))) {
      if (fields[2]?.endsWith(`:${port}`)) links.add(`socket:[${fields[9]}]`);
    }
  }
  return links;
}

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
