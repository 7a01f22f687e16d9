// Usage: npx tsx bench/partner-portal.ts [--requests 300] [--jobs 500]   (npm run bench:partner)
// Two figures of the partner portal, measured in process with app.inject on the real app and a
// real database (PGlite; PostgreSQL when DATABASE_URL is set):
//   1. latency of GET employee/yourbookings (and the completed and cancelled tabs) for the demo
//      partner with `jobs` booking lines allocated to them: p50, p95, p99 over `requests` calls;
//   2. the time of POST employee/upload-service with three 4 MB photos (re-encoded by sharp into
//      every size, WebP and JPEG) and the bytes stored per photo.
// Writes bench/results/partner-portal.json (one entry per database). Not a CI check: the figures depend on the machine.
import { mkdir, readFile, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { workMediaJobs } from '../server/test/jobs';
import { createTestApp } from '../server/test/testApp';
import { percentile, photoOfAbout, round } from './lib/media';

const { values } = parseArgs({ options: { requests: { type: 'string', default: '300' }, jobs: { type: 'string', default: '500' } } });
const requests = Number(values.requests);
const jobs = Number(values.jobs);
const DEMO_PARTNER = { mobile: '9876500002', password: 'demo1234' };
const UPLOAD_RUNS = 3;
const PHOTO_BYTES = 4 * 1024 * 1024;

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? (result as T[]) : (result as Rows<T>).rows);

async function main() {
  const testApp = await createTestApp({ env: { NODE_ENV: 'production', SEED_DEMO_ACCOUNTS: 'true' } });
  const { app, db } = testApp;
  await app.ready();
  try {
    const partner = rowsOf<{ id: number }>(await db.execute(sql`SELECT id FROM users WHERE mobile = ${DEMO_PARTNER.mobile} AND role = 'employee'`))[0];
    const customer = rowsOf<{ id: number }>(await db.execute(sql`SELECT id FROM users WHERE role = 'user' ORDER BY id LIMIT 1`))[0];
    const service = rowsOf<{ id: number; rate: number }>(await db.execute(sql`SELECT service_id AS id, 800 AS rate FROM partner_services WHERE user_id = ${partner!.id} LIMIT 1`))[0];
    if (!partner || !customer || !service) throw new Error('the demo partner, a customer or a service is missing: is SEED_DEMO_ACCOUNTS on?');

    // `jobs` bookings of one line each: three in five open (assigned or confirmed), one in five
    // completed, one in five cancelled, on days around today.
    await db.execute(sql`
      WITH made AS (
        INSERT INTO bookings (user_id, name, email, mobile, address, description, latitude, longitude, total_amount, payment_status, sent_at)
        SELECT ${customer.id}, 'Bench Customer', 'bench@example.com', '9876543210', 'T. Nagar, Chennai 600017', 'bench job', 13.04, 80.23, ${service.rate}, 'paid', now()
        FROM generate_series(1, ${jobs}) RETURNING id
      )
      INSERT INTO booking_lines (booking_id, service_id, work_method, duration, service_date, service_time, rate, price, status, partner_id, assigned_at, completed_at, cancelled_at, cancelled_by)
      SELECT id, ${service.id}, 'day', 1, (current_date + ((id % 60) - 30))::date, '10:00', ${service.rate}, ${service.rate},
        (ARRAY['assigned', 'confirmed', 'assigned', 'completed', 'cancelled'])[id % 5 + 1], ${partner.id}, now(),
        CASE WHEN id % 5 = 3 THEN now() END, CASE WHEN id % 5 = 4 THEN now() END, CASE WHEN id % 5 = 4 THEN 'admin' END
      FROM made`);

    const login = await app.inject({ method: 'POST', url: '/api/employee/login', payload: DEMO_PARTNER });
    const token = (login.json() as { success: { token: string } }).success.token;
    const headers = { authorization: `Bearer ${token}` };

    const latency: Record<string, { items: number; bytes: number; p50Ms: number; p95Ms: number; p99Ms: number }> = {};
    for (const tab of ['yourbookings', 'completedbookings', 'canceledbooking']) {
      const once = () => app.inject({ method: 'GET', url: `/api/employee/${tab}`, headers });
      const first = await once();
      if (first.statusCode !== 200) throw new Error(`${tab} answered ${first.statusCode}: ${first.body}`);
      for (let i = 0; i < 30; i++) await once();
      const times: number[] = [];
      for (let i = 0; i < requests; i++) {
        const started = process.hrtime.bigint();
        await once();
        times.push(Number(process.hrtime.bigint() - started) / 1e6);
      }
      times.sort((a, b) => a - b);
      const items = (first.json() as { data: unknown[] }).data.length;
      latency[tab] = { items, bytes: first.rawPayload.length, p50Ms: round(percentile(times, 50), 2), p95Ms: round(percentile(times, 95), 2), p99Ms: round(percentile(times, 99), 2) };
    }

    const upload = await measureUpload(app, headers, db, testApp.dataDir);
    const entry = { measuredAt: new Date().toISOString(), database: process.env.DATABASE_URL ? 'postgresql' : 'pglite', jobs, requests, latency, upload };
    console.log(JSON.stringify(entry, null, 2));
    // One entry per database, so a PGlite run and a PostgreSQL run sit side by side.
    const resultsFile = path.resolve(import.meta.dirname, 'results/partner-portal.json');
    const earlier = await readFile(resultsFile, 'utf8').then((text) => JSON.parse(text) as Record<string, unknown>, () => ({}));
    await mkdir(path.dirname(resultsFile), { recursive: true });
    await writeFile(resultsFile, `${JSON.stringify({ ...earlier, [entry.database]: entry }, null, 2)}\n`);
  } finally {
    await testApp.close();
  }
}

/** Uploads three ~4 MB photos `UPLOAD_RUNS` times (a different catalogue service each time) and reads what was stored. */
async function measureUpload(app: Awaited<ReturnType<typeof createTestApp>>['app'], headers: Record<string, string>, db: Awaited<ReturnType<typeof createTestApp>>['db'], dataDir: string) {
  const photos = await Promise.all([0, 1, 2].map((seed) => photoOfAbout(PHOTO_BYTES, seed * 5)));
  const choices = rowsOf<{ id: number; category_id: number; subcategory_id: number }>(
    await db.execute(sql`SELECT s.id, s.category_id, s.subcategory_id FROM services s
      WHERE s.category_id IS NOT NULL AND s.subcategory_id IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM partner_services ps JOIN users u ON u.id = ps.user_id WHERE ps.service_id = s.id AND u.mobile = ${DEMO_PARTNER.mobile})
      ORDER BY s.id LIMIT ${UPLOAD_RUNS}`),
  );
  const seconds: number[] = [];
  for (const choice of choices) {
    const form = new FormData();
    const fields = { name: 'Bench Partner', mobile: '9876500002', email: 'bench.partner@example.com', address: 'T. Nagar, Chennai 600017', category: String(choice.category_id), subCategory: String(choice.subcategory_id), service: String(choice.id), employeeType: 'full_time', description: 'Bench upload', checkbox: 'true' };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    photos.forEach((photo, index) => form.append('images[]', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `photo-${index}.jpg`));
    const request = new Request('http://bench.invalid/', { method: 'POST', body: form });
    const payload = Buffer.from(await request.arrayBuffer());
    const started = process.hrtime.bigint();
    const response = await app.inject({ method: 'POST', url: '/api/employee/upload-service', headers: { ...headers, 'content-type': request.headers.get('content-type')! }, payload });
    seconds.push(Number(process.hrtime.bigint() - started) / 1e9);
    if (response.statusCode !== 200) throw new Error(`upload-service answered ${response.statusCode}: ${response.body}`);
  }
  // The photos are re-encoded by the media job after each answer (decision 48): worked here, as a worker would, before the sizes are read.
  await workMediaJobs({ db, dataDir });
  const folder = path.join(dataDir, 'uploads', 'service-photos');
  const stored: Record<string, number[]> = {};
  for (const name of await readdir(folder)) {
    const size = name.replace(/^[0-9a-f]{32}-/, '');
    (stored[size] ??= []).push((await stat(path.join(folder, name))).size);
  }
  const average = (list: number[]) => Math.round(list.reduce((sum, value) => sum + value, 0) / list.length);
  return {
    photoBytes: photos.map((photo) => photo.length),
    secondsPerUploadOfThree: seconds.map((value) => round(value, 2)),
    averageStoredBytesPerPhoto: Object.fromEntries(Object.entries(stored).sort().map(([size, list]) => [size, average(list)])),
  };
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
