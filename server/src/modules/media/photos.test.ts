import { readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { PHOTO_WIDTHS, serviceFormMessages } from '@servenear/shared/partner-schemas';
import { tempFolder } from '../../../test/fixtures';
import { UnreadableImageError } from './cleanImage';
import { storeServicePhoto } from './photos';
import { removeStoredMedia } from './storeForm';
import { MediaStore, PHOTO_FORMATS } from './store';
import { filesUnder, multipartRequest, photo, uploadApp } from './testSupport';

let root: string;
let store: MediaStore;

beforeEach(async () => {
  root = await tempFolder('media-photos');
  store = new MediaStore(root);
});
afterEach(() => rm(root, { recursive: true, force: true }));

/** A landscape phone photo held sideways: EXIF orientation 6 (turn 90° clockwise to view), GPS and camera tags. */
function sidewaysPhotoWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#c85028' } })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Snap 9' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '13/1 4/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '80/1 16/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
}

const storedFiles = (stem: string) =>
  PHOTO_WIDTHS.flatMap((width) => PHOTO_FORMATS.map((format) => ({ width, format, file: store.photoPath(stem, width, format) })));

describe('storeServicePhoto', () => {
  it('stores the photo upright, with no EXIF, GPS or other metadata left', async () => {
    const original = await sidewaysPhotoWithGps();
    const before = await sharp(original).metadata();
    expect(before).toMatchObject({ width: 1600, height: 1000, orientation: 6 });
    expect(before.exif).toBeDefined();

    const stem = await storeServicePhoto(store, original);

    expect(stem).toMatch(/^[0-9a-f]{32}$/);
    for (const { file } of storedFiles(stem)) {
      const bytes = await readFile(file);
      const metadata = await sharp(bytes).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      // Upright: the sideways 1600 × 1000 photo is taller than wide.
      expect(metadata.height).toBeGreaterThan(metadata.width);
      expect(bytes.includes('PhoneMaker')).toBe(false);
    }
    const largest = await sharp(store.photoPath(stem, 1280, 'jpg')).metadata();
    expect([largest.width, largest.height]).toEqual([1000, 1600]);
  });

  it('stores every width as WebP and JPEG', async () => {
    const stem = await storeServicePhoto(store, await photo(2000, 1500));
    for (const { width, format, file } of storedFiles(stem)) {
      const metadata = await sharp(file).metadata();
      expect(metadata.format).toBe(format === 'jpg' ? 'jpeg' : 'webp');
      expect([metadata.width, metadata.height]).toEqual([width, (width * 3) / 4]);
    }
    expect(await filesUnder(root)).toHaveLength(PHOTO_WIDTHS.length * 2);
  });

  it('never enlarges a small photo: it is stored at its own width under every name', async () => {
    const stem = await storeServicePhoto(store, await photo(200, 150, 'jpeg'));
    for (const { file } of storedFiles(stem)) {
      const metadata = await sharp(file).metadata();
      expect([metadata.width, metadata.height]).toEqual([200, 150]);
    }
  });

  it('lays a transparent PNG on white for the JPEG and keeps its transparency in WebP', async () => {
    const transparent = await sharp({ create: { width: 400, height: 400, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    const stem = await storeServicePhoto(store, transparent);
    const { data } = await sharp(store.photoPath(stem, 320, 'jpg')).raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)].every((value) => value > 250)).toBe(true);
    expect((await sharp(store.photoPath(stem, 320, 'webp')).metadata()).hasAlpha).toBe(true);
  });

  it.each([
    ['a 16-bit PNG', () => sharp({ create: { width: 700, height: 500, channels: 3, background: '#3366cc' } }).toColourspace('rgb16').png().toBuffer()],
    ['a greyscale JPEG', () => sharp({ create: { width: 700, height: 500, channels: 3, background: '#777777' } }).greyscale().jpeg().toBuffer()],
    ['a CMYK JPEG', () => sharp({ create: { width: 700, height: 500, channels: 3, background: '#cc3366' } }).toColourspace('cmyk').jpeg().toBuffer()],
  ])('stores %s as 8-bit sRGB', async (_name, make) => {
    const stem = await storeServicePhoto(store, await make());
    const metadata = await sharp(store.photoPath(stem, 640, 'jpg')).metadata();
    expect(metadata).toMatchObject({ width: 640, space: 'srgb', depth: 'uchar', channels: 3 });
  });

  it('fails on bytes that start like a JPEG but do not decode, and leaves nothing', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF but then nothing of an image'.repeat(50))]);
    const refusal = await storeServicePhoto(store, fake).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(UnreadableImageError);
    expect(await filesUnder(root)).toEqual([]);
  });

  it('answers the undecodable photo of a form with 422 on images, keeping nothing of the form', async () => {
    const app = await uploadApp(store);
    const form = new FormData();
    form.append('images[]', new File([new Uint8Array(await photo(300, 200))], 'a.png', { type: 'image/png' }));
    form.append('images[]', new File([Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])], 'b.png', { type: 'image/png' }));
    form.append('video', new File([Uint8Array.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 1, 2, 3])], 'v.mp4', { type: 'video/mp4' }));
    const response = await app.inject({ method: 'POST', url: '/upload', ...multipartRequest(form) });
    await app.close();
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ status: 422, errors: { images: [serviceFormMessages.imageRefused] } });
    expect(await filesUnder(root)).toEqual([]);
  });
});

describe('removing', () => {
  it('removes every file of the photos named, and the video named', async () => {
    const kept = await storeServicePhoto(store, await photo(300, 200));
    const removed = await Promise.all([storeServicePhoto(store, await photo(300, 200)), storeServicePhoto(store, await photo(300, 200))]);
    await mkdir(store.videosDir, { recursive: true });
    const video = `${'ef'.repeat(16)}.webm`;
    await writeFile(store.videoPath(video), 'video');

    await removeStoredMedia(store, { photos: [...removed, '../not-a-stem'], video });
    await removeStoredMedia(store, { photos: [], video: null });

    expect((await filesUnder(root)).sort()).toEqual(storedFiles(kept).map(({ file }) => path.relative(root, file)).sort());
  });
});
