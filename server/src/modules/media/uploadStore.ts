import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FieldErrors } from '@servenear/shared/schemas';
import { unprocessable } from '../../lib/httpError';
import { randomFileStem } from '../../lib/secrets';
import { idProofMessages } from '../partner/account/idProofs';
import { UnreadableImageError, withoutImageMetadata } from './cleanImage';
import { withoutPdfMetadata } from './cleanPdf';
import type { DetectedType } from './fileType';
import { mediaTexts } from './messages';

export type UploadKind = 'profile' | 'id-proofs';

/** Names this store hands out: 32 hex digits and a known extension. Anything else is never opened. */
export const STORED_NAME = /^[0-9a-f]{32}\.(jpg|png|webp|pdf)$/;

/** A stored file: its name under DATA_DIR/uploads/<kind>/, its type and its stored size. */
export interface StoredUpload {
  fileName: string;
  mime: DetectedType['mime'];
  size: number;
}

/** An image that passed the type check by its first bytes but does not decode: refused as the form words it. */
const unreadable = (kind: UploadKind): FieldErrors =>
  kind === 'profile' ? { profile_image: [mediaTexts.profileImage] } : { images: [idProofMessages.badFile] };

/**
 * Uploaded files under DATA_DIR/uploads/<kind>/, named randomly with the extension of the
 * detected type: the client's file name is never used for anything. Images are stored
 * re-encoded, without their metadata (./cleanImage); a PDF proof without its document
 * information and XMP (./cleanPdf). Nothing
 * here is public: profile photos go out on signed links, ID proofs to their partner and ops.
 */
export class UploadStore {
  constructor(private readonly root: string) {}

  private pathOf(kind: UploadKind, name: string): string {
    if (!STORED_NAME.test(name)) throw new Error(`not a stored upload name: ${name}`);
    return path.join(this.root, kind, name);
  }

  async save(kind: UploadKind, bytes: Buffer, type: DetectedType): Promise<string> {
    return (await this.write(kind, bytes, type)).fileName;
  }

  /** Several files of one form: all stored, or none (what was stored is removed again). */
  async saveAll(kind: UploadKind, files: readonly { bytes: Buffer; type: DetectedType }[]): Promise<StoredUpload[]> {
    const stored: StoredUpload[] = [];
    try {
      for (const file of files) stored.push(await this.write(kind, file.bytes, file.type));
      return stored;
    } catch (error) {
      await Promise.all(stored.map(({ fileName }) => this.remove(kind, fileName)));
      throw error;
    }
  }

  private async write(kind: UploadKind, bytes: Buffer, type: DetectedType): Promise<StoredUpload> {
    const stored = type.extension === 'pdf' ? await withoutPdfMetadata(bytes) : await this.cleaned(kind, bytes, type);
    const fileName = `${randomFileStem()}.${type.extension}`;
    await mkdir(path.join(this.root, kind), { recursive: true });
    await writeFile(this.pathOf(kind, fileName), stored, { flag: 'wx', mode: 0o600 });
    return { fileName, mime: type.mime, size: stored.length };
  }

  private async cleaned(kind: UploadKind, bytes: Buffer, type: Exclude<DetectedType, { extension: 'pdf' }>): Promise<Buffer> {
    try {
      return await withoutImageMetadata(bytes, type);
    } catch (error) {
      if (error instanceof UnreadableImageError) throw unprocessable(unreadable(kind));
      throw error;
    }
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
