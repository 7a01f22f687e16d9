import type { FileHandle } from 'node:fs/promises';

/** Zeroes are written in pieces of this size, so a large metadata element is never held whole. */
const ZERO_CHUNK = 64 * 1024;

/** Random access to a video being cleaned in place: only headers are read, never the media. */
export class FileBytes {
  constructor(
    private readonly handle: FileHandle,
    readonly size: number,
  ) {}

  /** Up to `length` bytes at `offset` (fewer at the end of the file). */
  async read(offset: number, length: number): Promise<Buffer> {
    const buffer = Buffer.alloc(Math.max(0, Math.min(length, this.size - offset)));
    if (buffer.length === 0) return buffer;
    const { bytesRead } = await this.handle.read(buffer, 0, buffer.length, offset);
    return buffer.subarray(0, bytesRead);
  }

  async write(offset: number, bytes: Uint8Array): Promise<void> {
    await this.handle.write(bytes, 0, bytes.length, offset);
  }

  async zero(from: number, to: number): Promise<void> {
    const zeros = Buffer.alloc(Math.min(ZERO_CHUNK, Math.max(0, to - from)));
    for (let offset = from; offset < to; offset += zeros.length) {
      await this.handle.write(zeros, 0, Math.min(zeros.length, to - offset), offset);
    }
  }
}
