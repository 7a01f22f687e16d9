// Usage: npx tsx bench/media-queue.ts [--runs 5] [--label queue]   (npm run bench:media-queue)
// Issue 37: how long an upload of three ≈2 MB photos and a 20 MB video takes to answer, and, when
// the media are processed on the job queue, how long the queue then takes to make them ready.
// POST user/pd/delivery, in process with app.inject on the real app and a fresh seeded database
// (PGlite; PostgreSQL when DATABASE_URL is set), as bench:enquiries does. A checkout whose server
// has no media queue (before issue 37's second part) processes in the request: its figures are
// the same script run there, under another --label. The load average is recorded with the figures:
// the machine is shared.
// Writes bench/results/media-queue.json (one entry per label and database). Not a CI check.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as jobs from '../server/test/jobs';
import { createTestApp } from '../server/test/testApp';
import { dayInIndia, DEMO_CUSTOMER, demoCustomerToken, mp4OfSize, percentile, photoOfAbout, round } from './lib/media';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' }, label: { type: 'string', default: 'queue' } } });
const runs = Number(values.runs);
const PHOTO_BYTES = 2 * 1024 * 1024;
const VIDEO_BYTES = 20 * 1024 * 1024;

/** The queue's worker step when this checkout has one (test/jobs.ts); undefined when media are processed in the request. */
const workMediaJobs = (jobs as Partial<{ workMediaJobs: (testApp: { db: unknown; dataDir: string }) => Promise<number> }>).workMediaJobs;


const seconds = (started: bigint) => Number(process.hrtime.bigint() - started) / 1e9;

function summary(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return { medianSeconds: round(percentile(sorted, 50), 2), p95Seconds: round(percentile(sorted, 95), 2), seconds: values.map((value) => round(value, 2)) };
}

async function main() {
  const photos = await Promise.all([0, 1, 2].map((seed) => photoOfAbout(PHOTO_BYTES, seed * 5)));
  const video = mp4OfSize(VIDEO_BYTES);
  const testApp = await createTestApp({ env: { NODE_ENV: 'production', SEED_DEMO_ACCOUNTS: 'true' } });
  const { app } = testApp;
  await app.ready();
  const loadBefore = loadavg();
  try {
    const token = await demoCustomerToken(app);

    /** One request's answer time, then (with a queue) the time its job takes. */
    async function upload(run: number) {
      const form = new FormData();
      const fields = { fromaddress: 'T. Nagar, Chennai 600017', toaddress: 'Anna Nagar, Chennai 600040', dob: dayInIndia(2), mobile: DEMO_CUSTOMER.mobile, description: `Bench move ${run + 1}.` };
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      photos.forEach((photo, index) => form.append('images[]', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `photo-${index}.jpg`));
      form.append('video', new Blob([new Uint8Array(video)], { type: 'video/mp4' }), 'move.mp4');
      // The multipart body is made before the clock starts: the figure is the server's work.
      const request = new Request('http://bench.invalid/', { method: 'POST', body: form });
      const payload = Buffer.from(await request.arrayBuffer());

      const started = process.hrtime.bigint();
      const response = await app.inject({
        method: 'POST',
        url: '/api/user/pd/delivery',
        headers: { authorization: `Bearer ${token}`, 'content-type': request.headers.get('content-type')! },
        payload,
      });
      const answer = seconds(started);
      if (response.statusCode !== 200) throw new Error(`user/pd/delivery answered ${response.statusCode}: ${response.body}`);
      let processing: number | null = null;
      if (workMediaJobs) {
        const working = process.hrtime.bigint();
        if ((await workMediaJobs(testApp)) !== 1) throw new Error('the upload queued no media job');
        processing = seconds(working);
      }
      console.log(`${run === 0 ? 'warm-up' : `run ${run}`}: answered in ${answer.toFixed(2)} s${processing === null ? '' : `, processed in ${processing.toFixed(2)} s`}`);
      return { answer, processing };
    }

    // The first request of a fresh process also pays for sharp's start and the JIT: timed, kept apart.
    const warmUp = await upload(0);
    const measured = [];
    for (let run = 1; run <= runs; run++) measured.push(await upload(run));

    const entry = {
      measuredAt: new Date().toISOString(),
      label: values.label,
      database: process.env.DATABASE_URL ? 'postgresql' : 'pglite',
      mediaOnQueue: workMediaJobs !== undefined,
      runs,
      sentBytes: { photos: photos.map((photo) => photo.length), video: video.length },
      loadAverage: { before: loadBefore.map((value) => round(value, 2)), after: loadavg().map((value) => round(value, 2)) },
      warmUp: { answerSeconds: round(warmUp.answer, 2), processingSeconds: warmUp.processing === null ? null : round(warmUp.processing, 2) },
      answer: summary(measured.map((run) => run.answer)),
      // With the queue: the worker's time for the upload's job (three photos re-encoded, the video cleaned), after the answer.
      processing: workMediaJobs ? summary(measured.map((run) => run.processing!)) : null,
    };
    console.log(JSON.stringify(entry, null, 2));
    const resultsFile = path.resolve(import.meta.dirname, 'results/media-queue.json');
    const earlier = await readFile(resultsFile, 'utf8').then((text) => JSON.parse(text) as Record<string, unknown>, () => ({}));
    await mkdir(path.dirname(resultsFile), { recursive: true });
    await writeFile(resultsFile, `${JSON.stringify({ ...earlier, [`${entry.label}-${entry.database}`]: entry }, null, 2)}\n`);
  } finally {
    await testApp.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
