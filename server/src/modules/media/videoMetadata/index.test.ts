import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createFile, MP4BoxBuffer, type ISOFile } from 'mp4box';
import { Decoder } from 'ts-ebml';
import { tempFolder } from '../../../../test/fixtures';
import { stripVideoMetadata } from '.';
import { CAMERA_TEXT, FRAME, GPS_TEXT, mp4WithGps, TITLE_TEXT, webmWithTags } from './testVideos';

let root: string;
beforeEach(async () => {
  root = await tempFolder('video-metadata');
});
afterEach(() => rm(root, { recursive: true, force: true }));

async function stripped(bytes: Buffer, type: 'mp4' | 'webm'): Promise<Buffer> {
  const file = path.join(root, `clip.${type}`);
  await writeFile(file, bytes);
  await stripVideoMetadata(file, type);
  return readFile(file);
}

/** The file as mp4box.js (GPAC's parser, as players read it) sees it. */
function parseMp4(bytes: Buffer): ISOFile {
  const file = createFile();
  file.appendBuffer(MP4BoxBuffer.fromArrayBuffer(new Uint8Array(bytes).buffer, 0));
  file.flush();
  return file;
}

const boxTypes = (boxes: { type: string; boxes?: unknown[] }[]): string[] =>
  boxes.flatMap((box) => [box.type, ...boxTypes((box.boxes ?? []) as { type: string }[])]);

describe('stripVideoMetadata, MP4', () => {
  it('the test video really carries GPS, camera and location keys, and parses', () => {
    const original = mp4WithGps();
    expect(original.includes(GPS_TEXT)).toBe(true);
    const parsed = parseMp4(original);
    expect(boxTypes(parsed.boxes)).toEqual(expect.arrayContaining(['moov', 'udta', 'meta', 'mdat']));
    expect(parsed.getInfo().tracks).toHaveLength(1);
  });

  it('leaves no GPS atom, camera name, location key or recording time, and the same size', async () => {
    const original = mp4WithGps();
    const bytes = await stripped(original, 'mp4');
    expect(bytes.length).toBe(original.length);
    for (const secret of [GPS_TEXT, CAMERA_TEXT, '\xa9xyz', 'com.apple.quicktime.location']) expect(bytes.includes(Buffer.from(secret, 'latin1'))).toBe(false);
    const parsed = parseMp4(bytes);
    const types = boxTypes(parsed.boxes);
    expect(types).not.toContain('udta');
    expect(types).not.toContain('meta');
    expect(parsed.moov?.mvhd?.creation_time).toBe(0);
    expect(parsed.moov?.traks[0]?.tkhd?.creation_time).toBe(0);
  });

  it('keeps moov and mdat intact: the track, its sample and where the sample lies', async () => {
    const bytes = await stripped(mp4WithGps(), 'mp4');
    const parsed = parseMp4(bytes);
    expect(boxTypes(parsed.boxes).filter((type) => ['ftyp', 'moov', 'mdat'].includes(type))).toEqual(['ftyp', 'moov', 'mdat']);
    const [track] = parsed.getInfo().tracks;
    expect(track).toMatchObject({ nb_samples: 1, codec: 'mp4v', video: { width: 320, height: 240 } });
    const [offset = -1] = parsed.moov?.traks[0]?.mdia.minf.stbl.stco?.chunk_offsets ?? [];
    expect(bytes.subarray(offset, offset + FRAME.length)).toEqual(FRAME);
  });

  it('leaves a file that stops being boxes after ftyp as it is', async () => {
    const fake = Buffer.concat([mp4WithGps().subarray(0, 24), Buffer.alloc(4096, 7)]);
    expect(await stripped(fake, 'mp4')).toEqual(fake);
  });
});

/** Every element name ts-ebml (a Matroska schema parser) reads in the file. */
function ebmlNames(bytes: Buffer): string[] {
  return new Decoder().decode(new Uint8Array(bytes).buffer).map((element) => element.name);
}

describe('stripVideoMetadata, WebM', () => {
  it('the test video really carries tags, a title and a date, and parses', () => {
    const names = ebmlNames(webmWithTags());
    expect(names).toEqual(expect.arrayContaining(['Tags', 'TagString', 'Title', 'DateUTC', 'Cluster', 'SimpleBlock']));
  });

  it('leaves no tags, title or date; tracks and frames stay where they were', async () => {
    const original = webmWithTags();
    const bytes = await stripped(original, 'webm');
    expect(bytes.length).toBe(original.length);
    for (const secret of [GPS_TEXT, CAMERA_TEXT, TITLE_TEXT]) expect(bytes.includes(secret)).toBe(false);
    const names = ebmlNames(bytes);
    for (const name of ['Tags', 'SimpleTag', 'Title', 'DateUTC']) expect(names).not.toContain(name);
    expect(names).toEqual(expect.arrayContaining(['EBML', 'Segment', 'Info', 'MuxingApp', 'Tracks', 'CodecID', 'Cluster', 'SimpleBlock', 'Void']));
    expect(bytes.indexOf(FRAME)).toBe(original.indexOf(FRAME));
  });
});
