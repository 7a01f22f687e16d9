export type VideoExtension = 'mp4' | 'webm';

/** Bytes needed to tell the video's type. */
export const VIDEO_SNIFF_BYTES = 8;

/**
 * The video's real type from its first bytes (the client's name and Content-Type are never
 * trusted): MP4 (and QuickTime-family ISO media) starts with a box whose type is 'ftyp' at
 * bytes 4..8; WebM is Matroska, which starts with the EBML magic 1A 45 DF A3.
 */
export function detectVideoType(head: Uint8Array): VideoExtension | undefined {
  if (head.length >= 8 && head[4] === 0x66 && head[5] === 0x74 && head[6] === 0x79 && head[7] === 0x70) return 'mp4';
  if (head.length >= 4 && head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) return 'webm';
  return undefined;
}
