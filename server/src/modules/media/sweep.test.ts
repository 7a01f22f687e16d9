import { mkdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { mediaFiles } from '../../db/schema';
import { randomFileStem } from '../../lib/secrets';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { MediaStore, PD_MEDIA } from './store';
import { sweepMediaLeftovers } from './sweep';
import { filesUnder } from './testSupport';

/** Issue 37: files of uploads that died halfway are swept, never one a pending medium still names. */
let testApp: TestApp;
let uploads: string;
let media: MediaStore;
let pdMedia: MediaStore;
const hour = 60 * 60 * 1000;

beforeAll(async () => {
  testApp = await createTestApp();
  uploads = path.join(testApp.dataDir, 'uploads');
  media = new MediaStore(uploads);
  pdMedia = new MediaStore(uploads, PD_MEDIA);
});
afterAll(() => testApp.close());

/** A file last written `ageMs` ago. */
async function fileAged(file: string, ageMs: number): Promise<string> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, 'bytes of an upload');
  const when = new Date(Date.now() - ageMs);
  await utimes(file, when, when);
  return path.basename(file);
}

const queuedNamed = (name: string, ageMs: number) => fileAged(media.queuedPath(name), ageMs);

it('deletes old queued files no pending medium names, old partial videos and spooled photos; keeps the rest', async () => {
  const orphan = await queuedNamed(randomFileStem(), 2 * hour);
  const orphanVideo = await queuedNamed(`${randomFileStem()}.mp4`, 2 * hour);
  const waiting = await queuedNamed(randomFileStem(), 3 * hour);
  const waitingVideo = await queuedNamed(`${randomFileStem()}.webm`, 3 * hour);
  const leftAfterReady = await queuedNamed(randomFileStem(), 2 * hour);
  const fresh = await queuedNamed(randomFileStem(), 5 * 60 * 1000);
  await testApp.db.insert(mediaFiles).values([
    // A job still to run (retries can take 20 minutes, a stopped worker longer): its file stays, however old.
    { name: waiting, store: 'service', kind: 'photo' },
    { name: waitingVideo, store: 'pd', kind: 'video' },
    // Processed, but the worker died before removing the raw file.
    { name: leftAfterReady, store: 'service', kind: 'photo', status: 'ready', processedAt: new Date() },
  ]);
  await fileAged(media.partialPath(`${randomFileStem()}.mp4`), 2 * hour);
  const freshPartial = await fileAged(pdMedia.partialPath(`${randomFileStem()}.webm`), 60 * 1000);
  await fileAged(path.join(pdMedia.partialDir, `${randomFileStem()}.part`), 2 * hour);
  await fileAged(path.join(uploads, '.incoming', `${randomFileStem()}.photo`), 2 * hour);
  const freshSpooled = await fileAged(path.join(uploads, '.incoming', `${randomFileStem()}.photo`), 60 * 1000);

  const swept = await sweepMediaLeftovers({ db: testApp.db, media, pdMedia }, hour);

  expect(swept.sort()).toEqual([orphan, orphanVideo, leftAfterReady].sort());
  expect((await filesUnder(media.queuedDir)).sort()).toEqual([waiting, waitingVideo, fresh].sort());
  expect(await filesUnder(media.partialDir)).toEqual([]);
  expect(await filesUnder(pdMedia.partialDir)).toEqual([freshPartial]);
  expect(await filesUnder(path.join(uploads, '.incoming'))).toEqual([freshSpooled]);
});

it('keeps everything younger than the age it is given, orphans included', async () => {
  const orphan = await queuedNamed(randomFileStem(), 2 * hour);
  expect(await sweepMediaLeftovers({ db: testApp.db, media, pdMedia }, 3 * hour)).toEqual([]);
  expect(await filesUnder(media.queuedDir)).toContain(orphan);
});

it('does nothing when no upload ever made the folders', async () => {
  const root = path.join(testApp.dataDir, 'never-uploaded');
  expect(await sweepMediaLeftovers({ db: testApp.db, media: new MediaStore(root), pdMedia: new MediaStore(root, PD_MEDIA) }, hour)).toEqual([]);
});

it("is sent and worked by the server's own worker (JOBS_WORKER) as it starts", async () => {
  const worker = await createTestApp({ env: { JOBS_WORKER: 'true', MEDIA_SWEEP_AGE_MINUTES: '60' } });
  try {
    const store = new MediaStore(path.join(worker.dataDir, 'uploads'));
    const orphan = store.queuedPath(randomFileStem());
    const kept = store.queuedPath(randomFileStem());
    await fileAged(orphan, 2 * hour);
    await fileAged(kept, 30 * 60 * 1000);
    await worker.app.ready();
    for (let waited = 0; waited < 10_000 && (await filesUnder(store.queuedDir)).length > 1; waited += 200) await new Promise((done) => setTimeout(done, 200));
    expect(await filesUnder(store.queuedDir)).toEqual([path.basename(kept)]);
  } finally {
    await worker.close();
  }
});
