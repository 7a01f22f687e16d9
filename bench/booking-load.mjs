#!/usr/bin/env node
// Usage: node bench/booking-load.mjs [--duration 60] [--customers 50] [--cpu-prof <dir>]
// Booking creation under load: `customers` signed-in customers at once, each in a loop that puts
// two services in the cart and books them (POST user/createbooking with an Idempotency-Key), and
// every tenth time presses the button twice at once. Figures: bookings per second, latency of
// createbooking (p50, p95, p99), errors, and duplicates (bookings beyond one per booking attempt,
// counted in the database). What each figure means: bench/README.md. Results:
// bench/results/booking-load.json. Not a CI check: it takes minutes and depends on the machine.
// --cpu-prof <dir>: the server runs under node --cpu-prof and leaves its profile there when it
// stops (summarise it with bench/cpu-profile-summary.mjs); the figures are then not written.
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { bookableServices, countBookingRows, customerLoop, databaseBackends, signUpCustomers } from './lib/bookings.mjs';
import { cleanUp, cleanups } from './lib/cleanup.mjs';
import { percentile, positiveInteger, sleep } from './lib/load.mjs';
import { createPostgresDatabase } from './lib/postgres.mjs';
import { cpuMsByProcess, treeCpuMs } from './lib/processCpu.mjs';
import { freePort } from './lib/site.mjs';

const repoRoot = path.resolve(import.meta.dirname, '..');
const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');
const resultsFile = path.join(import.meta.dirname, 'results', 'booking-load.json');

/** Every server and request stays on the loopback interface. */
const HOST = '127.0.0.1';
const START_TIMEOUT_MS = 120_000;

const { values: flags } = parseArgs({
  options: {
    duration: { type: 'string', default: '60' },
    customers: { type: 'string', default: '50' },
    'cpu-prof': { type: 'string' },
  },
});
const profileDir = flags['cpu-prof'] ? path.resolve(flags['cpu-prof']) : undefined;
const durationSeconds = positiveInteger('duration', flags.duration);
const customerCount = positiveInteger('customers', flags.customers);

/** The real API server as production runs it; sign-ups unthrottled so the bench can make its customers. */
async function startApiServer(databaseEnv) {
  const port = await freePort();
  const main = path.join(repoRoot, 'server', 'src', 'main.ts');
  // Profiled, node itself runs the server (tsx as its loader): a profile is written by the process that has it.
  const [command, args] = profileDir ? [process.execPath, ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, '--import', 'tsx', main]] : [tsx, [main]];
  const child = spawn(command, args, {
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
      if ((await fetch(`${baseUrl}/api/health`)).ok) return { baseUrl, pid: child.pid, log: () => log };
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`The server did not answer on ${baseUrl}:\n${log}`);
}

const round = (value) => (value === null ? null : Number(value.toFixed(1)));

async function main() {
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'servenear-booking-bench-'));
  cleanups.push(() => rm(scratch, { recursive: true, force: true }));
  const databaseUrl = await createPostgresDatabase('servenear_booking_bench');
  const server = await startApiServer({ DATABASE_URL: databaseUrl, DATA_DIR: scratch });
  console.log(`server on ${server.baseUrl} (PostgreSQL); signing up ${customerCount} customers…`);
  const tokens = await signUpCustomers(server.baseUrl, databaseUrl, customerCount);
  const serviceIds = await bookableServices(server.baseUrl);

  const stats = { attempts: 0, requests: 0, doubleSubmits: 0, differentIdsForOneKey: 0, errors: [], latencies: [], bookingIds: new Set() };
  console.log(`booking for ${durationSeconds} s with ${customerCount} customers at once…`);
  const loadBefore = os.loadavg();
  // CPU used per booking by each side: the server, PostgreSQL's backends serving it, this load generator.
  const cpuBefore = { server: await treeCpuMs(server.pid), postgres: await cpuMsByProcess(await databaseBackends(databaseUrl)), client: process.cpuUsage() };
  const started = performance.now();
  const deadline = Date.now() + durationSeconds * 1000;
  await Promise.all(tokens.map((token) => customerLoop(server.baseUrl, token, serviceIds, deadline, stats)));
  const seconds = (performance.now() - started) / 1000;
  const clientCpu = process.cpuUsage(cpuBefore.client);
  const serverCpu = (await treeCpuMs(server.pid)) - cpuBefore.server;
  // A connection opened during the run counts from 0 (its start is part of the load); one closed during it is missed.
  let postgresCpu = 0;
  for (const [pid, ms] of await cpuMsByProcess(await databaseBackends(databaseUrl))) postgresCpu += ms - (cpuBefore.postgres.get(pid) ?? 0);
  const cpuMs = { server: serverCpu, postgres: postgresCpu, client: (clientCpu.user + clientCpu.system) / 1000 };

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
    // CPU ms per booking made, each side: on 2 cores, 2,000 ms a second are all there is for the three.
    cpuMsPerBooking: Object.fromEntries(Object.entries(cpuMs).map(([side, ms]) => [side, bookings > 0 ? round(ms / bookings) : null])),
    errors: stats.errors.length,
    errorSamples: [...new Set(stats.errors)].slice(0, 10),
    machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, node: process.version },
    // Other work on the machine takes the same cores: a figure measured above about 1.5 is not the server's.
    loadAverage: { before: loadBefore.map((value) => round(value)), after: os.loadavg().map((value) => round(value)) },
  };
  console.log(
    `${bookings} bookings in ${result.durationSeconds} s = ${result.bookingsPerSecond}/s; createbooking p95 ${result.latencyMs.p95} ms ` +
      `(p50 ${result.latencyMs.p50}, p99 ${result.latencyMs.p99}); duplicates ${result.duplicates}; errors ${result.errors}`,
  );
  console.log(`CPU ms per booking: ${Object.entries(result.cpuMsPerBooking).map(([side, ms]) => `${side} ${ms}`).join(', ')}`);
  console.log(`load average before ${result.loadAverage.before.join(' ')}, after ${result.loadAverage.after.join(' ')} (1, 5, 15 min)`);
  if (profileDir) {
    console.log(`profiled: the figures are not written; the server's profile goes to ${profileDir}`);
    return;
  }
  await mkdir(path.dirname(resultsFile), { recursive: true });
  await writeFile(resultsFile, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`written to ${path.relative(repoRoot, resultsFile)}`);
}

try {
  await main();
} finally {
  await cleanUp();
}
