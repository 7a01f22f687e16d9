import type { FileHandle } from 'node:fs/promises';

/** Zeroes are written in pieces of this size, so a large metadata element is never held whole. */
const ZERO_CHUNK = 64 * 1024;

/** Header reads are served from a window of this size: a WebM's blocks sit a few KB apart. */
const READ_WINDOW = 64 * 1024;

/** Random access to a video being cleaned in place: only headers are read, never the media. */
export class FileBytes {
  private window = Buffer.alloc(0);
  private windowStart = 0;

  constructor(
    private readonly handle: FileHandle,
    readonly size: number,
  ) {}

  /** Up to `length` bytes (at most READ_WINDOW) at `offset`; fewer at the end of the file. */
  async read(offset: number, length: number): Promise<Buffer> {
    const end = Math.min(offset + length, this.size);
    if (offset < this.windowStart || end > this.windowStart + this.window.length) {
      this.window = Buffer.alloc(Math.max(0, Math.min(READ_WINDOW, this.size - offset)));
      this.windowStart = offset;
      const { bytesRead } = await this.handle.read(this.window, 0, this.window.length, offset);
      this.window = this.window.subarray(0, bytesRead);
    }
    return Buffer.from(this.window.subarray(offset - this.windowStart, Math.max(offset, end) - this.windowStart));
  }

  async write(offset: number, bytes: Uint8Array): Promise<void> {
    this.window = Buffer.alloc(0);
    await this.handle.write(bytes, 0, bytes.length, offset);
  }

  async zero(from: number, to: number): Promise<void> {
    this.window = Buffer.alloc(0);
    const zeros = Buffer.alloc(Math.min(ZERO_CHUNK, Math.max(0, to - from)));
    for (let offset = from; offset < to; offset += zeros.length) {
      await this.handle.write(zeros, 0, Math.min(zeros.length, to - offset), offset);
    }
  }
}
