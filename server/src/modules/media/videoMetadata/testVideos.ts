/**
 * Small but complete videos built from bytes, as phones write them, for the metadata tests:
 * an MP4 with a GPS atom (moov/udta/©xyz) and Apple's location keys, and a WebM with Tags, a
 * Title and a date. Both parse with real parsers (mp4box.js, ts-ebml).
 */

/** Where the tests' videos say they were recorded (Chennai), in ISO 6709 as phones write it. */
export const GPS_TEXT = '+13.0827+080.2707/';
export const CAMERA_TEXT = 'PhoneMaker Snap 9';
export const TITLE_TEXT = 'Our new flat';
/** The "video frames": recognisable bytes that must come out untouched. */
export const FRAME = Buffer.from('frame-bytes-0123456789abcdef'.repeat(8));

const u32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};
const u16 = (value: number) => Buffer.from([value >> 8, value & 0xff]);

function box(type: string, ...content: Buffer[]): Buffer {
  const payload = Buffer.concat(content);
  return Buffer.concat([u32(8 + payload.length), Buffer.from(type, 'latin1'), payload]);
}
/** A full box: version and flags first. */
const fullBox = (type: string, version: number, ...content: Buffer[]) => box(type, Buffer.from([version, 0, 0, 0]), ...content);

/** A date some seconds after 1904 (MP4's epoch), so a test can see it zeroed. */
const RECORDED = 3_800_000_000;
const IDENTITY = Buffer.concat([0x10000, 0, 0, 0, 0x10000, 0, 0, 0, 0x40000000].map(u32));

/** One video track with one sample of FRAME, whose chunk offset points into mdat. */
function moov(mdatDataOffset: number): Buffer {
  const mvhd = fullBox('mvhd', 0, u32(RECORDED), u32(RECORDED), u32(1000), u32(1000), u32(0x10000), u16(0x100), Buffer.alloc(10), IDENTITY, Buffer.alloc(24), u32(2));
  const tkhd = fullBox('tkhd', 0, u32(RECORDED), u32(RECORDED), u32(1), u32(0), u32(1000), Buffer.alloc(8), u16(0), u16(0), u16(0), u16(0), IDENTITY, u32(320 << 16), u32(240 << 16));
  const mdhd = fullBox('mdhd', 0, u32(RECORDED), u32(RECORDED), u32(1000), u32(1000), u16(0x55c4), u16(0));
  const hdlr = fullBox('hdlr', 0, u32(0), Buffer.from('vide'), Buffer.alloc(12), Buffer.from('VideoHandler\0'));
  const sampleEntry = box('mp4v', Buffer.alloc(6), u16(1), Buffer.alloc(16), u16(320), u16(240), u32(0x480000), u32(0x480000), u32(0), u16(1), Buffer.alloc(32), u16(0x18), u16(0xffff));
  const stbl = box(
    'stbl',
    fullBox('stsd', 0, u32(1), sampleEntry),
    fullBox('stts', 0, u32(1), u32(1), u32(1000)),
    fullBox('stsc', 0, u32(1), u32(1), u32(1), u32(1)),
    fullBox('stsz', 0, u32(FRAME.length), u32(1)),
    fullBox('stco', 0, u32(1), u32(mdatDataOffset)),
  );
  const minf = box('minf', fullBox('vmhd', 0, Buffer.alloc(8)), box('dinf', fullBox('dref', 0, u32(1), box('url ', Buffer.from([0, 0, 0, 1])))), stbl);
  const trak = box('trak', tkhd, box('mdia', mdhd, hdlr, minf), box('udta', box('name', Buffer.from(CAMERA_TEXT))));
  // ©xyz as phones write it: a 16-bit length, a language, the ISO 6709 text.
  const xyz = box('\xa9xyz', u16(GPS_TEXT.length), u16(0x15c7), Buffer.from(GPS_TEXT));
  const udta = box('udta', xyz, box('\xa9mak', u16(CAMERA_TEXT.length), u16(0), Buffer.from(CAMERA_TEXT)));
  const keys = fullBox('keys', 0, u32(1), box('mdta', Buffer.from('com.apple.quicktime.location.ISO6709')));
  const ilst = box('ilst', box(String.fromCharCode(0, 0, 0, 1), box('data', u32(1), u32(0), Buffer.from(GPS_TEXT))));
  const meta = fullBox('meta', 0, box('hdlr', u32(0), u32(0), Buffer.from('mdta'), Buffer.alloc(13)), keys, ilst);
  return box('moov', mvhd, trak, udta, meta);
}

/** ftyp, moov first ("fast start", so removing bytes from moov would move mdat), then mdat. */
export function mp4WithGps(): Buffer {
  const ftyp = box('ftyp', Buffer.from('isom'), u32(0x200), Buffer.from('isomiso2mp41'));
  // moov's size does not depend on the offset it holds: measure it once, then write it for real.
  const moovSize = moov(0).length;
  const mdatDataOffset = ftyp.length + moovSize + 8;
  return Buffer.concat([ftyp, moov(mdatDataOffset), box('mdat', FRAME)]);
}

/** An EBML element with a size field of `sizeLength` bytes (8: room to grow, as muxers write). */
function element(id: number, content: Buffer | Buffer[], sizeLength = 8): Buffer {
  const payload = Buffer.isBuffer(content) ? content : Buffer.concat(content);
  const hex = id.toString(16);
  const idBytes = Buffer.from(hex.length % 2 === 1 ? `0${hex}` : hex, 'hex');
  const size = Buffer.alloc(sizeLength);
  size.writeUIntBE(payload.length, Math.max(0, sizeLength - 6), Math.min(6, sizeLength));
  size.writeUInt8(size.readUInt8(0) | (0x100 >> sizeLength), 0);
  return Buffer.concat([idBytes, size, payload]);
}
const uint = (id: number, value: number) => element(id, Buffer.from([value]), 1);
const text = (id: number, value: string) => element(id, Buffer.from(value), 1);
/** Size all ones: "unknown", as a live recorder writes Segment and Cluster. */
const UNKNOWN_SIZE = Buffer.from('01ffffffffffffff', 'hex');

/** EBML header; Segment (unknown size) of Info, Tracks, one Cluster (unknown size), then Tags. */
export function webmWithTags(): Buffer {
  const header = element(0x1a45dfa3, [uint(0x4286, 1), uint(0x42f7, 1), uint(0x42f2, 4), uint(0x42f3, 8), text(0x4282, 'webm'), uint(0x4287, 4), uint(0x4285, 2)]);
  const info = element(0x1549a966, [
    element(0x2ad7b1, Buffer.from([0x0f, 0x42, 0x40]), 1),
    text(0x4d80, 'Chrome'),
    text(0x5741, 'Chrome'),
    text(0x7ba9, TITLE_TEXT),
    element(0x4461, Buffer.from('0000000012345678', 'hex'), 1),
  ]);
  const video = element(0xe0, [element(0xb0, u16(320), 1), element(0xba, u16(240), 1)]);
  const tracks = element(0x1654ae6b, element(0xae, [uint(0xd7, 1), uint(0x73c5, 1), uint(0x83, 1), text(0x86, 'V_VP8'), video]));
  const block = Buffer.concat([Buffer.from([0x81, 0, 0, 0x80]), FRAME]);
  const cluster = Buffer.concat([Buffer.from('1f43b675', 'hex'), UNKNOWN_SIZE, uint(0xe7, 0), element(0xa3, block)]);
  const simpleTag = (name: string, value: string) => element(0x67c8, [text(0x45a3, name), text(0x4487, value)]);
  const tags = element(0x1254c367, element(0x7373, [element(0x63c0, []), simpleTag('LOCATION', GPS_TEXT), simpleTag('DEVICE', CAMERA_TEXT)]));
  return Buffer.concat([header, Buffer.from('18538067', 'hex'), UNKNOWN_SIZE, info, tracks, cluster, tags]);
}
