import type { FileBytes } from './fileBytes';

/** Matroska / WebM element ids (IETF RFC 9559), with their length-marker bits, as they are written. */
const EBML_HEADER = 0x1a45dfa3;
const SEGMENT = 0x18538067;
const CLUSTER = 0x1f43b675;
const INFO = 0x1549a966;
const VOID = 0xec;
const CRC32 = 0xbf;
/** The Segment's children: in a Cluster of unknown size, the first of these ends the Cluster. */
const SEGMENT_CHILDREN = new Set([0x114d9b74, INFO, 0x1654ae6b, CLUSTER, 0x1c53bb6b, 0x1941a469, 0x1043a770, 0x1254c367]);
/** Tags (any text, GPS included), Attachments (files such as cover photos) and Chapters (titles). */
const METADATA_ELEMENTS = new Set([0x1254c367, 0x1941a469, 0x1043a770]);
/** Inside Info: the Title and DateUTC (when it was recorded). The muxer's name stays. */
const INFO_METADATA = new Set([0x7ba9, 0x4461]);

interface Element {
  id: number;
  start: number;
  headerSize: number;
  /** Undefined for an element of unknown size (a live recording's Segment and Clusters). */
  end: number | undefined;
}

/** A variable-length integer: its length from the leading zero bits of the first byte. */
function vintLength(first: number): number {
  for (let length = 1; length <= 8; length++) if (first & (0x100 >> length)) return length;
  return 0;
}

async function elementAt(file: FileBytes, offset: number, limit: number): Promise<Element | undefined> {
  const header = await file.read(offset, 12);
  const idLength = vintLength(header[0] ?? 0);
  if (idLength === 0 || idLength > 4 || header.length < idLength + 1) return undefined;
  const id = header.readUIntBE(0, idLength);
  const sizeLength = vintLength(header.readUInt8(idLength));
  if (sizeLength === 0 || header.length < idLength + sizeLength) return undefined;
  let size = BigInt(header.readUInt8(idLength) & (0xff >> sizeLength));
  let unknown = size === BigInt(0xff >> sizeLength);
  for (let index = 1; index < sizeLength; index++) {
    const byte = header.readUInt8(idLength + index);
    size = (size << 8n) | BigInt(byte);
    unknown &&= byte === 0xff;
  }
  const headerSize = idLength + sizeLength;
  if (unknown) return { id, start: offset, headerSize, end: undefined };
  const end = offset + headerSize + Number(size);
  return end <= limit ? { id, start: offset, headerSize, end } : undefined;
}

/**
 * Writes a Void element over [start, end): its id, a size of `sizeLength` bytes, and zeroes.
 * Same total length, so the SeekHead's and Cues' positions still hold.
 */
async function voidElement(file: FileBytes, element: Element & { end: number }): Promise<void> {
  const total = element.end - element.start;
  const sizeLength = Math.min(8, element.headerSize - 1);
  let payload = BigInt(total - 1 - sizeLength);
  const header = Buffer.alloc(1 + sizeLength);
  header[0] = VOID;
  for (let index = sizeLength; index >= 1; index--) {
    header[index] = Number(payload & 0xffn);
    payload >>= 8n;
  }
  header.writeUInt8(header.readUInt8(1) | (0x100 >> sizeLength), 1);
  await file.write(element.start, header);
  await file.zero(element.start + header.length, element.end);
}

/** Where a Cluster of unknown size ends: at the next Segment-level element, or at the end. */
async function unknownClusterEnd(file: FileBytes, from: number, limit: number): Promise<number> {
  let offset = from;
  while (offset < limit) {
    const child = await elementAt(file, offset, limit);
    if (!child || child.end === undefined || SEGMENT_CHILDREN.has(child.id) || child.id === SEGMENT) return offset;
    offset = child.end;
  }
  return limit;
}

async function cleanInfo(file: FileBytes, from: number, to: number): Promise<void> {
  let offset = from;
  while (offset < to) {
    const child = await elementAt(file, offset, to);
    if (!child || child.end === undefined) return;
    // A CRC-32 over Info would no longer match once a Title goes: it goes too.
    if (INFO_METADATA.has(child.id) || child.id === CRC32) await voidElement(file, { ...child, end: child.end });
    offset = child.end;
  }
}

/** A Segment's children, up to `to`; answers where the Segment ended (a new Segment may follow). */
async function cleanSegment(file: FileBytes, from: number, to: number): Promise<number> {
  let offset = from;
  while (offset < to) {
    const child = await elementAt(file, offset, to);
    if (!child || child.id === SEGMENT || child.id === EBML_HEADER) return offset;
    const dataStart = child.start + child.headerSize;
    let end = child.end;
    if (end === undefined) {
      // Only a Cluster may be of unknown size here; anything else is not read on by players.
      if (child.id !== CLUSTER) return to;
      end = await unknownClusterEnd(file, dataStart, to);
    } else if (METADATA_ELEMENTS.has(child.id)) {
      await voidElement(file, { ...child, end });
    } else if (child.id === INFO) {
      await cleanInfo(file, dataStart, end);
    }
    offset = end;
  }
  return to;
}

/** Removes the metadata of a WebM (Matroska) file in place: tags, attachments, chapters, title and date. */
export async function cleanWebm(file: FileBytes): Promise<void> {
  let offset = 0;
  while (offset < file.size) {
    const element = await elementAt(file, offset, file.size);
    // Past a broken element no player reads on, so neither can it find metadata there.
    if (!element) return;
    if (element.id === SEGMENT) {
      offset = await cleanSegment(file, element.start + element.headerSize, element.end ?? file.size);
    } else if (element.end === undefined) {
      return;
    } else {
      offset = element.end;
    }
  }
}
