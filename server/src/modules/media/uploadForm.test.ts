import { openAsBlob } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { MAX_VIDEO_BYTES, serviceFormMessages } from '@servenear/shared/partner-schemas';
import { tempFolder } from '../../../test/fixtures';
import { MediaStore } from './store';
import { filesUnder, multipartRequest, photo, uploadApp } from './testSupport';

let root: string;
let scratch: string;
let store: MediaStore;
let app: FastifyInstance;

beforeAll(async () => {
  scratch = await tempFolder('media-scratch');
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

beforeEach(async () => {
  root = await tempFolder('media');
  store = new MediaStore(root);
  app = await uploadApp(store);
});
afterEach(async () => {
  await app.close();
  await rm(root, { recursive: true, force: true });
});

/** An MP4's first box: size, then 'ftyp', brand 'isom'. */
const ftyp = Buffer.from([0, 0, 0, 0x18, ...Buffer.from('ftypisom'), 0, 0, 2, 0, ...Buffer.from('isomiso2mp41')]);
const webmHead = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01]);

const file = (bytes: Buffer, name: string, type: string) => new File([new Uint8Array(bytes)], name, { type });

function send(form: FormData) {
  return app.inject({ method: 'POST', url: '/upload', ...multipartRequest(form) });
}

function serviceForm(): FormData {
  const form = new FormData();
  form.append('name', 'Asha');
  form.append('employeeType', 'individual');
  return form;
}

describe('readServiceUploadForm', () => {
  it('reads the fields, stores up to three photos and keeps an MP4 video', async () => {
    const form = serviceForm();
    form.append('images[]', file(await photo(800, 600), 'a.png', 'image/png'));
    form.append('images[]', file(await photo(400, 300, 'jpeg'), 'b.jpg', 'image/jpeg'));
    form.append('images', file(await photo(300, 300), 'c.png', 'image/png'));
    form.append('video', file(Buffer.concat([ftyp, Buffer.alloc(6 * 1024 * 1024, 7)]), 'clip.mp4', 'video/mp4'));

    const response = await send(form);

    expect(response.statusCode).toBe(200);
    const { fields, stems, video } = response.json<{ fields: Record<string, string>; stems: string[]; video: string }>();
    expect(fields).toEqual({ name: 'Asha', employeeType: 'individual' });
    expect(stems).toHaveLength(3);
    expect(video).toMatch(/^[0-9a-f]{32}\.mp4$/);
    const stored = await filesUnder(root);
    expect(stored).toHaveLength(3 * 6 + 1);
    expect(stored).toContain(path.join('service-videos', video));
    expect((await readFile(path.join(root, 'service-videos', video))).subarray(0, ftyp.length)).toEqual(ftyp);
  });

  it('keeps the same photo once, whatever it is named (issue 37)', async () => {
    const form = serviceForm();
    const same = await photo(800, 600);
    form.append('images[]', file(same, 'a.png', 'image/png'));
    form.append('images[]', file(same, 'copy of a.png', 'image/png'));
    form.append('images[]', file(await photo(400, 300, 'jpeg'), 'b.jpg', 'image/jpeg'));

    const response = await send(form);

    expect(response.statusCode).toBe(200);
    expect(response.json<{ stems: string[] }>().stems).toHaveLength(2);
  });

  it('keeps a WebM video under .webm', async () => {
    const form = serviceForm();
    form.append('video', file(Buffer.concat([webmHead, Buffer.alloc(1000)]), 'clip.bin', 'application/octet-stream'));
    const response = await send(form);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ video: string }>().video).toMatch(/^[0-9a-f]{32}\.webm$/);
  });

  it('takes empty file inputs as no file', async () => {
    const form = serviceForm();
    form.append('images[]', file(Buffer.alloc(0), '', 'application/octet-stream'));
    form.append('video', file(Buffer.alloc(0), '', 'application/octet-stream'));
    const response = await send(form);
    expect(response.json()).toMatchObject({ stems: [], video: null });
    expect(await filesUnder(root)).toEqual([]);
  });

  it('refuses a video over 50 MB streamed to it, and leaves nothing on disk', async () => {
    const big = path.join(scratch, 'big.mp4');
    await writeFile(big, Buffer.concat([ftyp, Buffer.alloc(60 * 1024 * 1024 - ftyp.length)]));
    const form = serviceForm();
    form.append('images[]', file(await photo(400, 300), 'a.png', 'image/png'));
    form.append('video', await openAsBlob(big, { type: 'video/mp4' }), 'big.mp4');

    const response = await send(form);

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ status: 422, errors: { video: [serviceFormMessages.videoRefused] } });
    expect(await filesUnder(root)).toEqual([]);
  }, 30_000);

  it('answers the 422 over a real connection while the client is still sending', async () => {
    const big = path.join(scratch, 'big-socket.mp4');
    await writeFile(big, Buffer.concat([ftyp, Buffer.alloc(60 * 1024 * 1024 - ftyp.length)]));
    const form = serviceForm();
    form.append('video', await openAsBlob(big, { type: 'video/mp4' }), 'big.mp4');
    const address = await app.listen({ port: 0, host: '127.0.0.1' });

    const response = await fetch(`${address}/upload`, { method: 'POST', body: form });

    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ status: 422, errors: { video: [serviceFormMessages.videoRefused] } });
    expect(await filesUnder(root)).toEqual([]);
  }, 30_000);

  it('leaves nothing when the client goes away in the middle of the video', async () => {
    const boundary = 'servenear-test-boundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="v.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
    );
    const payload = new PassThrough();
    const answer = app.inject({ method: 'POST', url: '/upload', payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
    payload.write(Buffer.concat([head, ftyp, Buffer.alloc(256 * 1024)]));
    // Wait until the partial file exists, then cut the body short.
    for (let tries = 0; tries < 100 && (await filesUnder(store.partialDir)).length === 0; tries += 1) await new Promise((done) => setTimeout(done, 10));
    expect(await filesUnder(store.partialDir)).toHaveLength(1);
    payload.destroy(new Error('client went away'));

    await answer.catch(() => undefined);
    for (let tries = 0; tries < 100 && (await filesUnder(root)).length > 0; tries += 1) await new Promise((done) => setTimeout(done, 10));
    expect(await filesUnder(root)).toEqual([]);
  });

  it('writes photos to disk as they arrive, not to memory, and removes them before answering', async () => {
    const boundary = 'servenear-test-boundary';
    const png = await photo(600, 400);
    const payload = new PassThrough();
    const answer = app.inject({ method: 'POST', url: '/upload', payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
    payload.write(`--${boundary}\r\nContent-Disposition: form-data; name="images[]"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`);
    payload.write(png);
    payload.write(`\r\n--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="v.mp4"\r\nContent-Type: video/mp4\r\n\r\n`);
    payload.write(ftyp);
    // The photo part is complete and the video still coming: the photo is a file of its own.
    const spool = path.join(root, '.incoming');
    for (let tries = 0; tries < 100 && (await filesUnder(spool)).length === 0; tries += 1) await new Promise((done) => setTimeout(done, 10));
    const spooled = await filesUnder(spool);
    expect(spooled).toHaveLength(1);
    expect(await readFile(path.join(spool, spooled[0]!))).toEqual(png);

    payload.end(`\r\n--${boundary}--\r\n`);
    const response = await answer;
    expect(response.statusCode).toBe(200);
    expect(response.json<{ stems: string[] }>().stems).toHaveLength(1);
    expect(await filesUnder(spool)).toEqual([]);
  });

  it('keeps a video of exactly 50 MB', async () => {
    const edge = path.join(scratch, 'edge.mp4');
    await writeFile(edge, Buffer.concat([ftyp, Buffer.alloc(MAX_VIDEO_BYTES - ftyp.length)]));
    const form = serviceForm();
    form.append('video', await openAsBlob(edge, { type: 'video/mp4' }), 'edge.mp4');
    const response = await send(form);
    expect(response.statusCode).toBe(200);
    expect(await filesUnder(root)).toEqual([path.join('service-videos', response.json<{ video: string }>().video)]);
  }, 30_000);

  it.each([
    ['a PNG', async () => photo(100, 100)],
    ['a shell script', async () => Buffer.from('#!/bin/sh\nrm -rf /\n'.repeat(100))],
    ['a few bytes', async () => Buffer.from('ftyp')],
  ])('refuses %s named .mp4, and leaves nothing on disk', async (_name, bytes) => {
    const form = serviceForm();
    form.append('video', file(await bytes(), 'clip.mp4', 'video/mp4'));
    const response = await send(form);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ status: 422, errors: { video: [serviceFormMessages.videoRefused] } });
    expect(await filesUnder(root)).toEqual([]);
  });

  it('refuses a photo that is text named .jpg, and discards the video received before it', async () => {
    const form = serviceForm();
    form.append('video', file(Buffer.concat([ftyp, Buffer.alloc(1000)]), 'clip.mp4', 'video/mp4'));
    form.append('images[]', file(await photo(400, 300), 'a.png', 'image/png'));
    form.append('images[]', file(Buffer.from('not a photo at all'), 'b.jpg', 'image/jpeg'));
    const response = await send(form);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ status: 422, errors: { images: [serviceFormMessages.imageRefused] } });
    expect(await filesUnder(root)).toEqual([]);
  });

  it('refuses a photo over 10 MB, above the app-wide 5 MB file limit too', async () => {
    const form = serviceForm();
    form.append('images[]', file(Buffer.concat([await photo(10, 10), Buffer.alloc(11 * 1024 * 1024)]), 'big.png', 'image/png'));
    const response = await send(form);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ status: 422, errors: { images: [serviceFormMessages.imageRefused] } });
    expect(await filesUnder(root)).toEqual([]);
  });

  it('refuses a fourth photo with the form’s message', async () => {
    const form = serviceForm();
    // Four different photos: the same one again would be kept once, not refused.
    for (const [index, name] of ['a', 'b', 'c', 'd'].entries()) form.append('images[]', file(await photo(100 + index, 100), `${name}.png`, 'image/png'));
    form.append('video', file(Buffer.concat([ftyp, Buffer.alloc(1000)]), 'clip.mp4', 'video/mp4'));
    const response = await send(form);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ status: 422, errors: { images: [serviceFormMessages.imagesTooMany] } });
    expect(await filesUnder(root)).toEqual([]);
  });

  it('refuses many more files than the form has as too many photos', async () => {
    const form = serviceForm();
    const one = await photo(20, 20);
    for (let index = 0; index < 12; index += 1) form.append('images[]', file(one, `${index}.png`, 'image/png'));
    const response = await send(form);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ status: 422, errors: { images: [serviceFormMessages.imagesTooMany] } });
    expect(await filesUnder(root)).toEqual([]);
  });

  it('reports a bad photo and a bad video together', async () => {
    const form = serviceForm();
    form.append('video', file(Buffer.from('<html>'.repeat(10)), 'clip.mp4', 'video/mp4'));
    form.append('images[]', file(Buffer.from('MZ executable'), 'a.jpg', 'image/jpeg'));
    const response = await send(form);
    expect(response.json()).toEqual({
      status: 422,
      errors: { video: [serviceFormMessages.videoRefused], images: [serviceFormMessages.imageRefused] },
    });
  });

  it('reads a JSON body as fields without files', async () => {
    const response = await app.inject({ method: 'POST', url: '/upload', payload: { name: 'Asha', category: 3, checkbox: true } });
    expect(response.json()).toEqual({ fields: { name: 'Asha', category: 3 }, stems: [], video: null });
  });
});
