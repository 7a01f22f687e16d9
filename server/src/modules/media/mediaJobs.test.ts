import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { mediaFiles } from '../../db/schema';
import { bearer, demo, login, manualClock, multipart, signUp } from '../../../test/accounts';
import { jobStates, retryAfter, workMediaJobs } from '../../../test/jobs';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { moveForm, sendMove } from '../enquiries/testKit';
import { verifiedPartner } from '../partner/bookings/testBookings';
import type { cataloguePlace } from '../partner/services/testServices';
import { filesUnder } from './testSupport';
import { mediaJobHandler, processQueuedFile } from './mediaJobs';
import { MediaStore, PD_MEDIA } from './store';
import { GPS_TEXT, mp4WithGps } from './videoMetadata/testVideos';

/** Issue 37: an upload answers before its photos and video are processed; the `media` job does it. */
let testApp: TestApp;
let partnerToken: string;
/** Catalogue services this partner has not offered yet: a partner offers each once. */
let places: Array<Awaited<ReturnType<typeof cataloguePlace>>>;
let uploads: string;
let store: MediaStore;
let colour = 0;

beforeAll(async () => {
  testApp = await createTestApp();
  const adminToken = (await login(testApp.app, 'admin', demo.admin)).token;
  partnerToken = (await verifiedPartner(testApp.app, adminToken)).token;
  const { rows } = (await testApp.db.execute(
    sql`SELECT id AS service, category_id AS category, subcategory_id AS "subCategory" FROM services WHERE category_id IS NOT NULL AND subcategory_id IS NOT NULL ORDER BY id LIMIT 10`,
  )) as unknown as { rows: typeof places };
  places = rows;
  uploads = path.join(testApp.dataDir, 'uploads');
  store = new MediaStore(uploads);
});
afterAll(() => testApp.close());

/** A phone photo of its own colour (the same photo twice is kept once): EXIF with the camera and where it was taken. */
function photoWithGps(): Promise<Buffer> {
  colour += 1;
  return sharp({ create: { width: 640, height: 480, channels: 3, background: { r: colour * 20, g: 90, b: 40 } } })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Snap 9' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '13/1 4/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '80/1 16/1 0/1' },
    })
    .jpeg()
    .toBuffer();
}

/** A PNG whose header is sound (the request's checks pass it) and whose pixels are not. */
async function undecodablePng(): Promise<Buffer> {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7d44' } }).png().toBuffer();
  const broken = Buffer.from(png);
  broken.fill(0xff, png.indexOf('IDAT') + 4, png.indexOf('IDAT') + 24);
  return broken;
}

const photoPart = (bytes: Buffer, name = 'p.jpg') => ({ field: 'images[]', name, type: 'image/jpeg', bytes });

/** employee/upload-service of the next catalogue service with these files; answers the card and the names the offer holds. */
async function upload(files: Parameters<typeof multipart>[1]) {
  const place = places.shift()!;
  const body = await multipart(
    {
      name: 'Karthik Raja',
      mobile: '9876543210',
      email: 'karthik@example.in',
      address: 'Velachery, Chennai',
      category: String(place.category),
      subCategory: String(place.subCategory),
      service: String(place.service),
      employeeType: 'full_time',
      checkbox: 'true',
    },
    files,
  );
  const response = await testApp.app.inject({ method: 'POST', url: '/api/employee/upload-service', headers: { ...bearer(partnerToken), ...body.headers }, payload: body.payload });
  expect(response.statusCode).toBe(200);
  const card = response.json().data as { action_id: number; image_url: string[]; video_url: string | null };
  const stems = card.image_url.map((url) => /([0-9a-f]{32})-640\.jpg$/.exec(url)![1]!);
  const video = card.video_url ? path.basename(card.video_url) : null;
  return { card, stems, video, names: [...stems, ...(video ? [video] : [])] };
}

async function statuses(names: string[]): Promise<Record<string, string>> {
  const rows = await testApp.db.select({ name: mediaFiles.name, status: mediaFiles.status }).from(mediaFiles).where(inArray(mediaFiles.name, names));
  return Object.fromEntries(rows.map((row) => [row.name, row.status]));
}

const queued = () => filesUnder(store.queuedDir);
const servedOf = async (names: string[]) => (await filesUnder(uploads)).filter((file) => !file.startsWith('.') && names.some((name) => file.includes(name.slice(0, 32))));

it('answers before processing: the rows are pending and the raw files queued; working the queue makes them ready, without EXIF or GPS', async () => {
  const { card, stems, video, names } = await upload([photoPart(await photoWithGps()), photoPart(await photoWithGps()), photoPart(await photoWithGps()), { field: 'video', name: 'clip.mp4', type: 'video/mp4', bytes: mp4WithGps() }]);
  expect(stems).toHaveLength(3);
  expect(video).toMatch(/^[0-9a-f]{32}\.mp4$/);

  // Right after the answer: pending, the raw uploads waiting where nothing serves them, nothing served yet.
  expect(await statuses(names)).toEqual(Object.fromEntries(names.map((name) => [name, 'pending'])));
  expect((await queued()).sort()).toEqual([...names].sort());
  expect((await readFile(store.queuedPath(video!))).includes(GPS_TEXT)).toBe(true);
  expect(await servedOf(names)).toEqual([]);

  // The partner's list asks for the photo at once: the request waits for the job, then gets it.
  const asked = testApp.app.inject({ method: 'GET', url: card.image_url[0]! });
  await new Promise((done) => setTimeout(done, 300));
  expect(await workMediaJobs(testApp)).toBe(1);
  const early = await asked;
  expect(early.statusCode).toBe(200);
  expect(early.headers['content-type']).toBe('image/jpeg');

  expect(await statuses(names)).toEqual(Object.fromEntries(names.map((name) => [name, 'ready'])));
  expect(await queued()).toEqual([]);
  expect(await servedOf(names)).toHaveLength(3 * 6 + 1);
  const photo = await testApp.app.inject({ method: 'GET', url: card.image_url[0]! });
  expect(photo.statusCode).toBe(200);
  expect((await sharp(photo.rawPayload).metadata()).exif).toBeUndefined();
  expect(photo.rawPayload.includes('PhoneMaker')).toBe(false);
  const served = await testApp.app.inject({ method: 'GET', url: card.video_url! });
  expect(served.statusCode).toBe(200);
  expect(served.rawPayload.includes(GPS_TEXT)).toBe(false);
  expect(served.rawPayload.length).toBe(mp4WithGps().length);
});

it('retries a job that failed (the photo folder could not be written), and finishes it once it can be', async () => {
  await retryAfter(testApp.db, 'media', 1);
  const { names } = await upload([photoPart(await photoWithGps())]);
  const photosDir = path.join(uploads, 'service-photos');
  // A file where the folder should be: every write into it fails, as on a full or broken disk.
  await rename(photosDir, `${photosDir}.away`);
  await writeFile(photosDir, 'not a folder');
  const before = await jobStates(testApp.db, 'media');
  try {
    expect(await workMediaJobs(testApp)).toBe(0);
  } finally {
    await rm(photosDir);
    await rename(`${photosDir}.away`, photosDir);
  }
  expect(await jobStates(testApp.db, 'media')).toEqual({ ...before, created: undefined, retry: 1 });
  expect(await statuses(names)).toEqual({ [names[0]!]: 'pending' });
  expect(await queued()).toEqual(names);

  await new Promise((done) => setTimeout(done, 1100));
  expect(await workMediaJobs(testApp)).toBe(1);
  expect(await statuses(names)).toEqual({ [names[0]!]: 'ready' });
  expect(await queued()).toEqual([]);
  expect(await servedOf(names)).toHaveLength(6);
});

it('fails a photo for good when its pixels do not decode after all: the row is failed, its file gone, the job not retried', async () => {
  const good = await photoWithGps();
  const { names } = await upload([photoPart(good), photoPart(await undecodablePng(), 'broken.png')]);
  const before = (await jobStates(testApp.db, 'media')).completed ?? 0;

  expect(await workMediaJobs(testApp)).toBe(1);

  expect(await statuses(names)).toEqual({ [names[0]!]: 'ready', [names[1]!]: 'failed' });
  // A failed medium is not waited for: its URL answers 404 at once.
  expect((await testApp.app.inject({ method: 'GET', url: `/api/files/service-photos/${names[1]}-640.jpg` })).statusCode).toBe(404);
  expect((await jobStates(testApp.db, 'media')).completed).toBe(before + 1);
  expect(await queued()).toEqual([]);
  expect(await servedOf([names[1]!])).toEqual([]);
});

it('is idempotent: a job taken again after its worker died, or done twice, ends with the same files and rows', async () => {
  const { names } = await upload([photoPart(await photoWithGps()), { field: 'video', name: 'clip.mp4', type: 'video/mp4', bytes: mp4WithGps() }]);
  // A worker that died after writing the files, before marking the rows: the files are there, the rows pending.
  for (const name of names) await processQueuedFile(store, name);
  expect(await statuses(names)).toEqual(Object.fromEntries(names.map((name) => [name, 'pending'])));
  const { rows } = (await testApp.db.execute(sql`SELECT data FROM jobs.job WHERE name = 'media' AND state = 'created'`)) as unknown as { rows: Array<{ data: object }> };
  expect(rows).toHaveLength(1);

  // The job, taken again when its time ran out, and then once more (a second delivery).
  expect(await workMediaJobs(testApp)).toBe(1);
  const served = (await servedOf(names)).sort();
  await mediaJobHandler({ db: testApp.db, media: store, pdMedia: new MediaStore(uploads, PD_MEDIA) })(rows[0]!.data, { id: 'again', finalAttempt: false });

  expect(await statuses(names)).toEqual(Object.fromEntries(names.map((name) => [name, 'ready'])));
  expect((await servedOf(names)).sort()).toEqual(served);
  expect(served).toHaveLength(6 + 1);
  expect(await queued()).toEqual([]);
  expect((await readFile(store.videoPath(names[1]!))).includes(GPS_TEXT)).toBe(false);
});

it('only tidies up when the service was deleted before its job ran', async () => {
  const { card, names } = await upload([photoPart(await photoWithGps())]);
  const deleted = await testApp.app.inject({ method: 'POST', url: '/api/employee/delete-service', headers: bearer(partnerToken), payload: { serviceId: card.action_id } });
  expect(deleted.statusCode).toBe(200);
  expect(await statuses(names)).toEqual({});
  expect(await queued()).toEqual([]);

  expect(await workMediaJobs(testApp)).toBe(1);
  expect(await servedOf(names)).toEqual([]);
});

it("is worked by the server's own worker (JOBS_WORKER): the photo's URL answers once it is processed", async () => {
  // The move form's day is in 2026-03 (enquiries/testKit.ts): the clock is set before it.
  const worker = await createTestApp({ clock: manualClock().clock, env: { JOBS_WORKER: 'true' } });
  try {
    await worker.app.ready();
    const customer = await signUp(worker.app);
    const sent = await sendMove(worker.app, customer.token, await moveForm({ photos: 3 }));
    expect(sent.statusCode).toBe(200);
    const [move] = (await worker.app.inject({ method: 'GET', url: '/api/user/pdenquiry/list', headers: bearer(customer.token) })).json().data as Array<{ images: string[] }>;
    // Asked at once, as the customer's page does: answered when the worker has made it.
    const photo = await worker.app.inject({ method: 'GET', url: move!.images[0]! });
    expect(photo.statusCode).toBe(200);
    // The worker may still be on the other two photos: the one asked for is ready. Its files are
    // renamed into place before its row is marked ready (a row is never ready before its files
    // exist), so the URL can answer a moment before the row says so: the row follows.
    const name = /([0-9a-f]{32})-640\.jpg/.exec(move!.images[0]!)![1]!;
    const status = async () => (await worker.db.select({ status: mediaFiles.status }).from(mediaFiles).where(inArray(mediaFiles.name, [name])))[0]?.status;
    for (const until = Date.now() + 5_000; (await status()) !== 'ready' && Date.now() < until; ) await new Promise((resume) => setTimeout(resume, 50));
    expect(await status()).toBe('ready');
  } finally {
    await worker.close();
  }
});

describe("the uploader's own replies name each medium's state (media_status)", () => {
  const read = async (url: string) => (await testApp.app.inject({ method: 'GET', url, headers: bearer(partnerToken) })).json().data;

  it('lists pending media as processing, then a photo that could not be decoded as failed; ready ones are never listed', async () => {
    const { card, stems, video } = await upload([
      photoPart(await photoWithGps()),
      photoPart(await undecodablePng(), 'broken.png'),
      { field: 'video', name: 'clip.mp4', type: 'video/mp4', bytes: mp4WithGps() },
    ]);
    const [good, broken] = stems as [string, string];
    const processing = [good, broken, video!].map((name) => ({ name, status: 'processing' }));
    // The upload's own answer, the list, the card and the edit form's values.
    expect((card as { media_status?: object }).media_status).toEqual(processing);
    const listed = (await read('/api/employee/getservice')) as Array<{ action_id: number; media_status: unknown }>;
    expect(listed.find((offer) => offer.action_id === card.action_id)!.media_status).toEqual(processing);
    expect((await read(`/api/employee/getservice/${card.action_id}`)).media_status).toEqual(processing);
    expect((await read(`/api/employee/editservice/${card.action_id}`)).media_status).toEqual(processing);

    expect(await workMediaJobs(testApp)).toBe(1);

    const failed = [{ name: broken, status: 'failed' }];
    const after = (await read('/api/employee/getservice')) as Array<{ action_id: number; media_status: unknown; image_url: string[] }>;
    const offer = after.find((listedOffer) => listedOffer.action_id === card.action_id)!;
    expect(offer.media_status).toEqual(failed);
    // The URLs stay as they were: the state is beside them.
    expect(offer.image_url).toEqual(card.image_url);
    expect((await read(`/api/employee/editservice/${card.action_id}`)).media_status).toEqual(failed);
  });

  it("lists the customer's own move photos as processing until they are ready", async () => {
    const moves = await createTestApp({ db: testApp.db, clock: manualClock().clock });
    try {
      const customer = await signUp(moves.app);
      expect((await sendMove(moves.app, customer.token, await moveForm({ photos: 3 }))).statusCode).toBe(200);
      const list = async () =>
        ((await moves.app.inject({ method: 'GET', url: '/api/user/pdenquiry/list', headers: bearer(customer.token) })).json().data as Array<{ images: string[]; media_status?: unknown }>)[0]!;
      const before = await list();
      const stems = before.images.map((url) => /([0-9a-f]{32})-640\.jpg/.exec(url)![1]!);
      expect(before.media_status).toEqual(stems.map((name) => ({ name, status: 'processing' })));

      expect(await workMediaJobs(moves)).toBe(1);
      // All ready: the field is left out, as before it existed.
      expect((await list()).media_status).toBeUndefined();
    } finally {
      await moves.app.close();
    }
  });
});
