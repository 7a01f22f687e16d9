import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FilePart } from '../../http/multipartBody';

/** What came of one file part written through a gate. */
export interface GatedFile<T> {
  /** Told from the first bytes; undefined for an empty part or one refused by its first bytes. */
  type: T | undefined;
  /** Every byte of the part, written or not. */
  bytes: number;
  /** Over the limit, or not of an accepted type: nothing past that point was written. */
  refused: boolean;
}

/**
 * Checks the first bytes of a part and counts the rest while passing them to disk. Once the bytes
 * are refused (not of an accepted type, or over the limit) it keeps reading but writes nothing
 * more: the part must be read to its end for the next one to come, and an error here would
 * destroy the part's stream under the multipart reader.
 */
class FileGate<T> extends Transform {
  type: T | undefined;
  bytes = 0;
  refused = false;
  private head: Buffer[] = [];
  private headLength = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly sniffBytes: number,
    private readonly detect: (head: Buffer) => T | undefined,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.refused) return done();
    if (this.bytes > this.maxBytes) return this.refuse(done);
    if (this.type !== undefined) return done(null, chunk);
    this.head.push(chunk);
    this.headLength += chunk.length;
    if (this.headLength < this.sniffBytes) return done();
    this.decide(done);
  }

  /** A part shorter than the sniffed bytes is judged on what there is. */
  override _flush(done: TransformCallback): void {
    if (this.refused || this.type !== undefined || this.headLength === 0) return done();
    this.decide(done);
  }

  private decide(done: TransformCallback): void {
    const head = Buffer.concat(this.head);
    this.head = [];
    this.type = this.detect(head);
    if (this.type === undefined) return this.refuse(done);
    done(null, head);
  }

  private refuse(done: TransformCallback): void {
    this.refused = true;
    this.head = [];
    done();
  }
}

/**
 * Streams one file part to `target` (a new file, owner-only), never holding it in memory, and
 * says what it was. On a failure (the part cut off, the disk full) the file is removed and the
 * error thrown; otherwise the caller decides what to keep.
 */
export async function writeGatedFile<T>(
  file: FilePart,
  target: string,
  rules: { maxBytes: number; sniffBytes: number; detect: (head: Buffer) => T | undefined },
): Promise<GatedFile<T>> {
  const gate = new FileGate(rules.maxBytes, rules.sniffBytes, rules.detect);
  try {
    await pipeline(file, gate, createWriteStream(target, { flags: 'wx', mode: 0o600 }));
  } catch (error) {
    await rm(target, { force: true });
    throw error;
  }
  // truncated: the reader stopped at its per-file limit.
  return { type: gate.type, bytes: gate.bytes, refused: gate.refused || file.truncated === true };
}
