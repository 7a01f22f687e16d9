#!/usr/bin/env node
// Usage: node bench/booking-load.mjs [--duration 60] [--customers 50]
// Booking creation under load: `customers` signed-in customers at once, each in a loop that puts
// two services in the cart and books them (POST user/createbooking with an Idempotency-Key), and
// every tenth time presses the button twice at once. Figures: bookings per second, latency of
// createbooking (p50, p95, p99), errors, and duplicates (bookings beyond one per booking attempt,
// counted in the database). What each figure means: bench/README.md. Results:
// bench/results/booking-load.json. Not a CI check: it takes minutes and depends on the machine.
import { randomUUID } from 'node:crypto';
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { cleanUp, cleanups } from './lib/cleanup.mjs';
import { createPostgresDatabase, pg } from './lib/postgres.mjs';
import { freePort } from './lib/site.mjs';

const repoRoot = path.resolve(import.meta.dirname, '..');
const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');
const resultsFile = path.join(import.meta.dirname, 'results', 'booking-load.json');

/** Every server and request stays on the loopback interface. */
const HOST = '127.0.0.1';
const DOUBLE_SUBMIT_EVERY = 10;
const START_TIMEOUT_MS = 120_000;

const { values: flags } = parseArgs({
  options: {
    duration: { type: 'string', default: '60' },
    customers: { type: 'string', default: '50' },
  },
});
const durationSeconds = positiveInteger('duration', flags.duration);
const customerCount = positiveInteger('customers', flags.customers);

function positiveInteger(name, text) {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive integer, got ${text}`);
  return value;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The real API server as production runs it; sign-ups unthrottled so the bench can make its customers. */
async function startApiServer(databaseEnv) {
  const port = await freePort();
  const child = spawn(tsx, [path.join(repoRoot, 'server', 'src', 'main.ts')], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ...databaseEnv,
      PORT: String(port),
      HOST,
      NODE_ENV: 'production',
      SEED_DEMO_ACCOUNTS: 'false',
      OTP_SECRET: 'bench-only-otp-secret-0123456789abcdef',
      REGISTRATIONS_PER_HOUR: String(customerCount + 10),
      LOG_LEVEL: 'warn',
    },
  });
  let log = '';
  const keep = (chunk) => (log = (log + chunk).slice(-20_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('close', resolve));
  cleanups.push(async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  });
  const baseUrl = `http://${HOST}:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return { baseUrl, log: () => log };
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`The server did not answer on ${baseUrl}:\n${log}`);
}

async function call(baseUrl, method, apiPath, token, body, headers = {}) {
  const response = await fetch(`${baseUrl}/api/${apiPath}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload = await response.json().catch(() => ({}));
  return { status: response.status, payload };
}

/**
 * One new customer per virtual customer: their own cart, their own bookings. Only customers
 * with a confirmed mobile number may book; the bench marks them so in the database (the
 * production server sends the codes to its log only, and the OTP flow is not what is measured).
 */
async function signUpCustomers(baseUrl, databaseUrl) {
  const tokens = [];
  const mobiles = [];
  for (let index = 0; index < customerCount; index += 1) {
    const mobile = `7${String(process.pid).padStart(5, '0').slice(-5)}${String(index).padStart(4, '0')}`;
    const { status, payload } = await call(baseUrl, 'POST', 'user/user-register', null, { name: `Bench customer ${index + 1}`, mobile, password: 'bench-pass-1' });
    if (status !== 200 || !payload.success?.token) throw new Error(`sign-up ${index + 1} answered ${status}: ${JSON.stringify(payload)}`);
    tokens.push(payload.success.token);
    mobiles.push(mobile);
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("UPDATE users SET is_verified = true WHERE role = 'user' AND mobile = ANY($1)", [mobiles]);
  } finally {
    await client.end();
  }
  return tokens;
}

/** Two bookable services with day and hour rates, from the seeded catalogue (createbooking needs no partner nearby). */
async function bookableServices(baseUrl) {
  const { payload } = await call(baseUrl, 'GET', 'service/all', null);
  const found = [];
  for (const { id } of payload.data ?? []) {
    const { payload: details } = await call(baseUrl, 'GET', `user/getdescription/${id}`, null);
    const service = details.data;
    if (service?.servicetype === 'service' && service.working_per_hour > 0 && service.working_per_day > 0) found.push(id);
    if (found.length === 2) return found;
  }
  throw new Error(`fewer than two bookable services among ${payload.data?.length ?? 0}`);
}

function tomorrowInIndia() {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  const next = new Date(`${today}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

const formData = { name: 'Bench customer', email: 'bench@example.com', mobile: '9876543210', address: 'Anna Nagar, Chennai', description: 'Load test booking', terms: true };

/** One customer's loop until the deadline: fill the cart, book it, sometimes twice at once. */
async function customerLoop(baseUrl, token, serviceIds, deadline, stats) {
  const date = tomorrowInIndia();
  while (Date.now() < deadline) {
    for (const serviceId of serviceIds) {
      const added = await call(baseUrl, 'POST', 'user/addtocart', token, { serviceId });
      if (added.status !== 200 && added.status !== 409) stats.errors.push(`addtocart ${added.status}`);
    }
    const storedServices = serviceIds.map((serviceId, index) => ({
      serviceId,
      serviceMethod: 'hour',
      workingDuration: 1 + ((stats.attempts + index) % 12),
      preferredTime: '10:30',
      preferredDate: date,
    }));
    const key = randomUUID();
    stats.attempts += 1;
    const doubled = stats.attempts % DOUBLE_SUBMIT_EVERY === 0;
    const send = async () => {
      const started = performance.now();
      const reply = await call(baseUrl, 'POST', 'user/createbooking', token, { storedServices, formData }, { 'Idempotency-Key': key });
      stats.latencies.push(performance.now() - started);
      stats.requests += 1;
      if (reply.status !== 200) stats.errors.push(`createbooking ${reply.status}: ${reply.payload.message ?? ''}`);
      return reply.payload.data?.id;
    };
    const ids = await Promise.all(doubled ? [send(), send()] : [send()]);
    if (doubled) stats.doubleSubmits += 1;
    if (ids.some((id) => id !== ids[0])) stats.differentIdsForOneKey += 1;
    if (ids[0]) stats.bookingIds.add(ids[0]);
  }
}

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}
const round = (value) => (value === null ? null : Number(value.toFixed(1)));

async function countBookingRows(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT count(*)::int AS bookings, (SELECT count(*)::int FROM booking_lines) AS lines FROM bookings');
    return rows[0];
  } finally {
    await client.end();
  }
}

async function main() {
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'servenear-booking-bench-'));
  cleanups.push(() => rm(scratch, { recursive: true, force: true }));
  const databaseUrl = await createPostgresDatabase('servenear_booking_bench');
  const server = await startApiServer({ DATABASE_URL: databaseUrl, DATA_DIR: scratch });
  console.log(`server on ${server.baseUrl} (PostgreSQL); signing up ${customerCount} customers…`);
  const tokens = await signUpCustomers(server.baseUrl, databaseUrl);
  const serviceIds = await bookableServices(server.baseUrl);

  const stats = { attempts: 0, requests: 0, doubleSubmits: 0, differentIdsForOneKey: 0, errors: [], latencies: [], bookingIds: new Set() };
  console.log(`booking for ${durationSeconds} s with ${customerCount} customers at once…`);
  const started = performance.now();
  const deadline = Date.now() + durationSeconds * 1000;
  await Promise.all(tokens.map((token) => customerLoop(server.baseUrl, token, serviceIds, deadline, stats)));
  const seconds = (performance.now() - started) / 1000;

  const rows = await countBookingRows(databaseUrl);
  const latencies = Float64Array.from(stats.latencies).sort();
  const bookings = stats.bookingIds.size;
  const result = {
    measuredAt: new Date().toISOString(),
    driver: 'postgres',
    customers: customerCount,
    durationSeconds: round(seconds),
    bookingAttempts: stats.attempts,
    createbookingRequests: stats.requests,
    doubleSubmits: stats.doubleSubmits,
    bookingsMade: bookings,
    bookingsPerSecond: round(bookings / seconds),
    latencyMs: { p50: round(percentile(latencies, 50)), p95: round(percentile(latencies, 95)), p99: round(percentile(latencies, 99)), max: round(latencies.at(-1) ?? null) },
    // A duplicate is a booking beyond one per attempt: rows in the database that no attempt accounts for,
    // plus attempts whose two simultaneous submissions got different bookings.
    duplicates: rows.bookings - bookings + stats.differentIdsForOneKey,
    databaseRows: rows,
    errors: stats.errors.length,
    errorSamples: [...new Set(stats.errors)].slice(0, 10),
    machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, node: process.version },
  };
  await mkdir(path.dirname(resultsFile), { recursive: true });
  await writeFile(resultsFile, `${JSON.stringify(result, null, 2)}\n`);
  console.log(
    `${bookings} bookings in ${result.durationSeconds} s = ${result.bookingsPerSecond}/s; createbooking p95 ${result.latencyMs.p95} ms ` +
      `(p50 ${result.latencyMs.p50}, p99 ${result.latencyMs.p99}); duplicates ${result.duplicates}; errors ${result.errors}`,
  );
  console.log(`written to ${path.relative(repoRoot, resultsFile)}`);
}

try {
  await main();
} finally {
  await cleanUp();
}
