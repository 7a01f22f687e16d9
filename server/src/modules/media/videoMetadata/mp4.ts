import type { FileBytes } from './fileBytes';

/**
 * Boxes that carry what a camera or an app says about a recording, never what a player needs:
 * user data (udta: ©xyz GPS, ©day, make and model), metadata (meta: Apple's location and
 * keys, ilst tags), uuid boxes (XMP) and Xtra (Windows' tags).
 */
const METADATA_BOXES = new Set(['udta', 'meta', 'uuid', 'XMP_', 'Xtra']);
/** Boxes whose children are walked: metadata also hides in a track and its media. */
const CONTAINERS = new Set(['moov', 'trak', 'mdia']);
/** Headers holding the recording's creation and modification times, zeroed ("unknown" in ISO 14496-12). */
const TIMED_HEADERS = new Set(['mvhd', 'tkhd', 'mdhd']);

const FREE = Buffer.from('free', 'latin1');

interface Box {
  type: string;
  start: number;
  headerSize: number;
  end: number;
}

/** The box at `offset`, or undefined where the bytes stop being a box that fits before `limit`. */
async function boxAt(file: FileBytes, offset: number, limit: number): Promise<Box | undefined> {
  const header = await file.read(offset, 16);
  if (header.length < 8) return undefined;
  const size32 = header.readUInt32BE(0);
  const type = header.toString('latin1', 4, 8);
  let headerSize = 8;
  let size = size32;
  if (size32 === 1) {
    if (header.length < 16) return undefined;
    headerSize = 16;
    size = Number(header.readBigUInt64BE(8));
  } else if (size32 === 0) {
    // "To the end of the file": only meaningful for the last top-level box.
    size = limit - offset;
  }
  if (size < headerSize || offset + size > limit) return undefined;
  return { type, start: offset, headerSize, end: offset + size };
}

/**
 * Turns a box into a `free` box of the same size, its content zeroed. Sizes stay, so every
 * offset into the file (stco/co64 chunk offsets, sidx, mfra) still points where it did.
 */
async function free(file: FileBytes, box: Box): Promise<void> {
  await file.write(box.start + 4, FREE);
  await file.zero(box.start + box.headerSize, box.end);
}

/** mvhd, tkhd, mdhd: version and flags, then creation and modification times (32 or 64 bits each). */
async function zeroTimes(file: FileBytes, box: Box): Promise<void> {
  const [version] = await file.read(box.start + box.headerSize, 1);
  const timesBytes = version === 1 ? 16 : 8;
  const from = box.start + box.headerSize + 4;
  if (from + timesBytes <= box.end) await file.zero(from, from + timesBytes);
}

async function cleanBoxes(file: FileBytes, from: number, to: number): Promise<void> {
  let offset = from;
  while (offset < to) {
    const box = await boxAt(file, offset, to);
    // Past a broken box no player reads on, so neither can it find metadata there.
    if (!box) return;
    if (METADATA_BOXES.has(box.type)) await free(file, box);
    else if (TIMED_HEADERS.has(box.type)) await zeroTimes(file, box);
    else if (CONTAINERS.has(box.type)) await cleanBoxes(file, box.start + box.headerSize, box.end);
    offset = box.end;
  }
}

/** Removes the metadata of an MP4 (ISO-BMFF, QuickTime) file in place; its media and layout stay byte for byte. */
export function cleanMp4(file: FileBytes): Promise<void> {
  return cleanBoxes(file, 0, file.size);
}
