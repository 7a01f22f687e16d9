// Usage: npx tsx bench/enquiry-upload.ts [--runs 5]   (npm run bench:enquiries)
// A Pass Fast Express request as a customer's phone sends it: POST user/pd/delivery with three
// ≈4 MB photos and a 20 MB video, measured in process with app.inject on the real app and a real
// database (PGlite; PostgreSQL when DATABASE_URL is set). Each run is one request: the photos are
// re-encoded by sharp into every size and format, the video is checked by its first bytes and
// stored. Figures: median and p95 upload time over `runs` requests after one warm-up request,
// and the bytes each request left on disk.
// Writes bench/results/enquiry-upload.json (one entry per database). Not a CI check: the figures depend on the machine.
import { mkdir, readFile, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createTestApp } from '../server/test/testApp';
import { dayInIndia, DEMO_CUSTOMER, demoCustomerToken, mp4OfSize, percentile, photoOfAbout, round } from './lib/media';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const runs = Number(values.runs);
const PHOTO_BYTES = 4 * 1024 * 1024;
const VIDEO_BYTES = 20 * 1024 * 1024;

/** Every stored file under `folder` (partial uploads included: a request that leaves one behind should show), by relative path. */
async function filesUnder(folder: string): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    sizes.set(path.relative(folder, file), (await stat(file)).size);
  }
  return sizes;
}


async function main() {
  const photos = await Promise.all([0, 1, 2].map((seed) => photoOfAbout(PHOTO_BYTES, seed * 5)));
  const video = mp4OfSize(VIDEO_BYTES);
  const testApp = await createTestApp({ env: { NODE_ENV: 'production', SEED_DEMO_ACCOUNTS: 'true' } });
  const { app } = testApp;
  await app.ready();
  try {
    const token = await demoCustomerToken(app);
    const uploads = path.join(testApp.dataDir, 'uploads');

    /** One request: its time, and what it added under uploads/ (files, bytes, bytes per folder). */
    async function upload(run: number) {
      const form = new FormData();
      const fields = { fromaddress: 'T. Nagar, Chennai 600017', toaddress: 'Anna Nagar, Chennai 600040', dob: dayInIndia(2), mobile: DEMO_CUSTOMER.mobile, description: `Bench move ${run + 1}: a fridge and four cartons of books.` };
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      photos.forEach((photo, index) => form.append(`images[${index}]`, new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `photo-${index}.jpg`));
      form.append('video', new Blob([new Uint8Array(video)], { type: 'video/mp4' }), 'move.mp4');
      // The multipart body is made before the clock starts: the figure is the server's work.
      const request = new Request('http://bench.invalid/', { method: 'POST', body: form });
      const payload = Buffer.from(await request.arrayBuffer());

      const before = await filesUnder(uploads);
      const started = process.hrtime.bigint();
      const response = await app.inject({
        method: 'POST',
        url: '/api/user/pd/delivery',
        headers: { authorization: `Bearer ${token}`, 'content-type': request.headers.get('content-type')! },
        payload,
      });
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      if (response.statusCode !== 200) throw new Error(`user/pd/delivery answered ${response.statusCode}: ${response.body}`);
      const after = await filesUnder(uploads);
      const added = [...after].filter(([file]) => !before.has(file));
      const byFolder: Record<string, number> = {};
      for (const [file, size] of added) byFolder[file.split(path.sep)[0]!] = (byFolder[file.split(path.sep)[0]!] ?? 0) + size;
      const bytes = added.reduce((sum, [, size]) => sum + size, 0);
      console.log(`${run === 0 ? 'warm-up' : `run ${run}`}: ${seconds.toFixed(2)} s, ${added.length} files, ${(bytes / 1024 / 1024).toFixed(1)} MB stored`);
      return { seconds, files: added.length, bytes, byFolder };
    }

    // The first request of a fresh process also pays for sharp's start and the JIT: timed, kept apart.
    const warmUp = await upload(0);
    const measured = [];
    for (let run = 1; run <= runs; run++) measured.push(await upload(run));
    const seconds = measured.map((run) => run.seconds);

    const sorted = [...seconds].sort((a, b) => a - b);
    const entry = {
      measuredAt: new Date().toISOString(),
      database: process.env.DATABASE_URL ? 'postgresql' : 'pglite',
      runs,
      sentBytes: { photos: photos.map((photo) => photo.length), video: video.length },
      warmUpSeconds: round(warmUp.seconds, 2),
      secondsPerRequest: seconds.map((value) => round(value, 2)),
      medianSeconds: round(percentile(sorted, 50), 2),
      p95Seconds: round(percentile(sorted, 95), 2),
      storedBytesPerRequest: measured.map((run) => run.bytes),
      storedFilesPerRequest: measured.map((run) => run.files),
      // Photos (every size and format) and the video, by uploads/ folder, of the last request.
      storedBytesByFolder: measured.at(-1)!.byFolder,
    };
    console.log(JSON.stringify(entry, null, 2));
    // One entry per database, so a PGlite run and a PostgreSQL run sit side by side.
    const resultsFile = path.resolve(import.meta.dirname, 'results/enquiry-upload.json');
    const earlier = await readFile(resultsFile, 'utf8').then((text) => JSON.parse(text) as Record<string, unknown>, () => ({}));
    await mkdir(path.dirname(resultsFile), { recursive: true });
    await writeFile(resultsFile, `${JSON.stringify({ ...earlier, [entry.database]: entry }, null, 2)}\n`);
  } finally {
    await testApp.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
