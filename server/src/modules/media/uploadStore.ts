import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomFileStem } from '../../lib/secrets';
import type { DetectedType } from './fileType';

export type UploadKind = 'profile' | 'id-proofs';

/** Names this store hands out: 32 hex digits and a known extension. Anything else is never opened. */
export const STORED_NAME = /^[0-9a-f]{32}\.(jpg|png|webp|pdf)$/;

/**
 * Uploaded files under DATA_DIR/uploads/<kind>/, named randomly with the extension of the
 * detected type: the client's file name is never used for anything.
 */
export class UploadStore {
  constructor(private readonly root: string) {}

  private pathOf(kind: UploadKind, name: string): string {
    if (!STORED_NAME.test(name)) throw new Error(`not a stored upload name: ${name}`);
    return path.join(this.root, kind, name);
  }

  async save(kind: UploadKind, bytes: Uint8Array, type: DetectedType): Promise<string> {
    const name = `${randomFileStem()}.${type.extension}`;
    await mkdir(path.join(this.root, kind), { recursive: true });
    await writeFile(this.pathOf(kind, name), bytes, { flag: 'wx', mode: 0o600 });
    return name;
  }

  /** The file's bytes, or undefined when the name is not one of ours or the file is gone. */
  async read(kind: UploadKind, name: string): Promise<Buffer | undefined> {
    if (!STORED_NAME.test(name)) return undefined;
    try {
      return await readFile(this.pathOf(kind, name));
    } catch {
      return undefined;
    }
  }

  async remove(kind: UploadKind, name: string | null | undefined): Promise<void> {
    if (name && STORED_NAME.test(name)) await rm(this.pathOf(kind, name), { force: true });
  }
}
