import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { storeServicePhoto } from './photos';
import { MediaStore } from './store';
import { photoSources, photoUrl, videoUrl } from './urls';
import { photo } from './testSupport';

let testApp: TestApp;
let store: MediaStore;
const video = Buffer.from(Array.from({ length: 1000 }, (_, index) => index % 251));
const videoName = `${'ab'.repeat(16)}.mp4`;

beforeAll(async () => {
  testApp = await createTestApp();
  await testApp.app.ready();
  // The store app.ts builds: the uploads folder of DATA_DIR.
  store = new MediaStore(path.join(testApp.dataDir, 'uploads'));
  await mkdir(store.videosDir, { recursive: true });
  await writeFile(store.videoPath(videoName), video);
  await mkdir(store.partialDir, { recursive: true });
  await writeFile(store.partialPath(videoName), video);
});
afterAll(() => testApp.close());

const get = (url: string, headers: Record<string, string> = {}) => testApp.app.inject({ method: 'GET', url, headers });

describe('GET /api/files/service-videos/:name', () => {
  it('answers the whole video, saying it takes ranges, cached for good', async () => {
    const response = await get(videoUrl(videoName));
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(video);
    expect(response.headers['content-type']).toBe('video/mp4');
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers.etag).toBeDefined();
  });

  it('answers a byte range with 206', async () => {
    const response = await get(videoUrl(videoName), { range: 'bytes=0-99' });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-length']).toBe('100');
    expect(response.headers['content-range']).toBe('bytes 0-99/1000');
    expect(response.rawPayload).toEqual(video.subarray(0, 100));
  });

  it('sends ranges as they are to a browser that accepts compression', async () => {
    const response = await get(videoUrl(videoName), { range: 'bytes=100-199', 'accept-encoding': 'gzip, deflate, br' });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload).toEqual(video.subarray(100, 200));
  });

  it('answers a suffix range with the last bytes', async () => {
    const response = await get(videoUrl(videoName), { range: 'bytes=-10' });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe('bytes 990-999/1000');
    expect(response.rawPayload).toEqual(video.subarray(990));
  });

  it('answers 416 with the size for a range past the end', async () => {
    const response = await get(videoUrl(videoName), { range: 'bytes=5000-6000' });
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toBe('bytes */1000');
    expect(response.json()).toMatchObject({ status: 416 });
  });

  it.each([
    ['a path', '..%2F..%2Fx.mp4'],
    ['the partial folder', `.partial%2F${videoName}`],
    ['a dotfile', '.partial'],
    ['another extension', `${'ab'.repeat(16)}.mov`],
    ['a name the store never made', 'clip.mp4'],
    ['a missing file', `${'cd'.repeat(16)}.mp4`],
  ])('answers 404 for %s', async (_case, name) => {
    const response = await get(`/api/files/service-videos/${name}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 404, errors: {}, message: 'File not found.' });
  });
});

describe('GET /api/files/service-photos/:name', () => {
  it('answers each stored size in its format, cached for good', async () => {
    const stem = await storeServicePhoto(store, await photo(900, 600));
    const urls = [photoUrl(stem), ...Object.values(photoSources(stem)).flatMap((srcset) => srcset.split(', ').map((entry) => entry.split(' ')[0]!))];
    expect(urls).toHaveLength(7);
    for (const url of urls) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(url.endsWith('.webp') ? 'image/webp' : 'image/jpeg');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it.each([['a width not stored', `${'ab'.repeat(16)}-500.webp`], ['an original', `${'ab'.repeat(16)}.png`], ['a path', '..%2Fservice-videos%2Fx']])(
    'answers 404 for %s',
    async (_case, name) => {
      const response = await get(`/api/files/service-photos/${name}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status: 404, errors: {}, message: 'File not found.' });
    },
  );
});
