export type DetectedType =
  | { mime: 'image/jpeg'; extension: 'jpg' }
  | { mime: 'image/png'; extension: 'png' }
  | { mime: 'image/webp'; extension: 'webp' }
  | { mime: 'application/pdf'; extension: 'pdf' };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * The file's real type from its first bytes. The client's file name and Content-Type are
 * never trusted: a renamed executable must not be stored as a photo.
 */
export function detectFileType(bytes: Uint8Array): DetectedType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', extension: 'jpg' };
  if (startsWith(bytes, PNG_SIGNATURE)) return { mime: 'image/png', extension: 'png' };
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) {
    return { mime: 'image/webp', extension: 'webp' };
  }
  if (startsWith(bytes, ascii('%PDF-'))) return { mime: 'application/pdf', extension: 'pdf' };
  return undefined;
}

export const imageTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Whether a type is one of the photo types (JPEG, PNG, WebP); a PDF or nothing is not. */
export const isImageType = (mime: string | undefined): mime is (typeof imageTypes)[number] =>
  mime !== undefined && (imageTypes as readonly string[]).includes(mime);
export const idProofTypes = [...imageTypes, 'application/pdf'] as const;

export const mimeByExtension: Record<DetectedType['extension'], DetectedType['mime']> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
};
