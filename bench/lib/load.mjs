// What the load benches share (bench/near-me-load.mjs, bench/cluster-load.mjs, and the flags and
// percentiles of bench/booking-load.mjs): the marketplace-sized data set of
// bench/near-me-load/scale-seed.ts, one autocannon run with its percentiles, the two checks that
// keep a run's figures honest (the machine's CPU use by other work before it, a server still busy
// with the last run's abandoned requests), and which server code was measured.
import { execFileSync, spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { repoRoot } from '../../scripts/apps.mjs';
import { cleanups } from './cleanup.mjs';

/** This checkout's tsx, which runs the server and the seed (TypeScript) as they are. */
export const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');

/** The warm-up before a measured run (JIT, database caches), at most the run's own duration. */
export const WARMUP_SECONDS = 3;
/** Long enough that a slow endpoint shows its real latency instead of a pile of timeouts. */
export const REQUEST_TIMEOUT_SECONDS = 30;
/** The full data set takes a minute or two; a seed still running after this has hung. */
const SEED_TIMEOUT_MS = 15 * 60_000;
/** After a run, a server counts as idle when health answers this fast three times in a row. */
const QUICK_HEALTH_MS = 50;
/** How long waitUntilIdle waits for that before giving up. */
export const IDLE_TIMEOUT_MS = 120_000;

/**
 * The flags every autocannon bench takes: --duration, the seconds each measured run lasts, and
 * --connections, the keep-alive connections autocannon holds open. The same defaults everywhere,
 * so the benches' figures compare.
 */
const LOAD_OPTIONS = {
  duration: { type: 'string', default: '20' },
  connections: { type: 'string', default: '50' },
};

/**
 * An autocannon bench's command line: LOAD_OPTIONS and the bench's own `options` (parseArgs'),
 * as parseArgs' values plus --duration and --connections checked, as numbers: durationSeconds
 * and connections.
 */
export function parseLoadFlags(options) {
  const { values } = parseArgs({ options: { ...LOAD_OPTIONS, ...options } });
  return { ...values, durationSeconds: positiveInteger('duration', values.duration), connections: positiveInteger('connections', values.connections) };
}

/** A flag's value as a positive whole number; anything else stops the bench before it starts. */
export function positiveInteger(name, text) {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive integer, got ${text}`);
  return value;
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** `value` to `digits` decimals; a missing figure (no latencies, say) stays null in the results. */
export const round = (value, digits) => (value === null || value === undefined ? null : Number(value.toFixed(digits)));

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

// ---------------------------------------------------------------------------------------------
// Processes

/**
 * A child in the repository root whose output is kept (the last 20 kB) for the error message if
 * it fails; with `echo`, its output is also shown as it comes. `child.exited` resolves with
 * { code, signal } once it has exited and its output is read.
 */
export function spawnLogged(command, args, env, { echo = false } = {}) {
  const child = spawn(command, args, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  let log = '';
  const keep = (chunk) => {
    log = (log + chunk).slice(-20_000);
    if (echo) process.stdout.write(chunk);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.log = () => log;
  child.exited = new Promise((resolve) => child.once('close', (code, signal) => resolve({ code, signal })));
  return child;
}

/** SIGTERM, and SIGKILL 10 s later if that did not end it; nothing if it has already exited. */
export async function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await child.exited;
  clearTimeout(timer);
}

/**
 * bench/near-me-load/scale-seed.ts into the database of `databaseEnv`, in a process of its own
 * that exits before a server opens the database (PGlite serves one process at a time). Its
 * progress is shown as it comes: the full data set takes minutes. `services` and `partners` are
 * the data set's size; left out, the seed's own defaults (the full size). Returns the database's
 * version, the rows the seed counted, and the seconds it took.
 */
export async function seed(databaseEnv, scratchDir, { services, partners } = {}) {
  const out = path.join(scratchDir, 'data-sizes.json');
  const args = [path.join(repoRoot, 'bench', 'near-me-load', 'scale-seed.ts'), '--out', out];
  if (services !== undefined) args.push('--services', String(services));
  if (partners !== undefined) args.push('--partners', String(partners));
  const started = performance.now();
  const child = spawnLogged(tsx, args, databaseEnv, { echo: true });
  // A bench stopped (or failing) while the seed runs leaves no seed writing into a dropped database.
  cleanups.push(() => stopChild(child));
  const timer = setTimeout(() => stopChild(child), SEED_TIMEOUT_MS);
  const { code, signal } = await child.exited;
  clearTimeout(timer);
  if (code !== 0) throw new Error(`The scale seed failed (exit ${code ?? signal}):\n${child.log()}`);
  const { databaseVersion, rows } = JSON.parse(await readFile(out, 'utf8'));
  return { databaseVersion, rows, seconds: (performance.now() - started) / 1000 };
}

// ---------------------------------------------------------------------------------------------
// Measuring

/**
 * Waits until the requests autocannon abandoned at the end of a run have left the API server (or
 * the instances behind `baseUrl`), so they do not slow the next run down. Health runs SELECT 1,
 * which waits behind every query still running or queued. One slow health check is not enough: a
 * server busy with PGlite reads some abandoned requests only later, and they queue behind it. The
 * server counts as idle once health answers quickly several times in a row. Returns false when it
 * was still busy after IDLE_TIMEOUT_MS.
 */
export async function waitUntilIdle(baseUrl) {
  const deadline = Date.now() + IDLE_TIMEOUT_MS;
  let quickInARow = 0;
  while (quickInARow < 3 && Date.now() < deadline) {
    const started = performance.now();
    const ok = await fetch(`${baseUrl}/api/health`).then((response) => response.arrayBuffer().then(() => response.ok), () => false);
    quickInARow = ok && performance.now() - started < QUICK_HEALTH_MS ? quickInARow + 1 : 0;
    await sleep(200);
  }
  return quickInARow >= 3;
}

/** CPU time summed over all CPUs: idle and total, in ms. */
function cpuTimes() {
  return os.cpus().reduce(
    (sum, { times }) => ({ idle: sum.idle + times.idle, total: sum.total + times.user + times.nice + times.sys + times.idle + times.irq }),
    { idle: 0, total: 0 },
  );
}

/**
 * How busy the machine is just before a run, in %, while the bench and its servers are idle:
 * anything else using the CPU then (a build, a browser) takes it from the run and skews its figures.
 */
export async function otherCpuLoadPercent() {
  const before = cpuTimes();
  await sleep(1000);
  const after = cpuTimes();
  return round(100 * (1 - (after.idle - before.idle) / Math.max(1, after.total - before.total)), 0);
}

/**
 * One autocannon run of `durationSeconds` with `connections` keep-alive connections. autocannon
 * reports no p95, so every 2xx response time is kept here (the same figures its own latency
 * histogram takes: 2xx only) and returned sorted, for percentile(). With `countServedBy`, every
 * answer is also counted by its X-Served-By header (the HAProxy server that gave it, 'none'
 * without one) in `byInstance`; only then, as that listener costs the load generator, which
 * shares the CPUs with the servers, a little on every answer.
 */
export async function load(url, durationSeconds, { connections, countServedBy = false }) {
  const latencies = [];
  const byInstance = {};
  const countAnswer = (client) =>
    client.on('headers', ({ headers }) => {
      // autocannon's headers: a flat list of names and values.
      const at = headers.findIndex((name, index) => index % 2 === 0 && name.toLowerCase() === 'x-served-by');
      const key = at === -1 ? 'none' : headers[at + 1];
      byInstance[key] = (byInstance[key] ?? 0) + 1;
    });
  const instance = autocannon({
    url,
    connections,
    duration: durationSeconds,
    timeout: REQUEST_TIMEOUT_SECONDS,
    ...(countServedBy ? { setupClient: countAnswer } : {}),
  });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
  });
  const result = await instance;
  return { result, byInstance, latencies: Float64Array.from(latencies).sort() };
}

// ---------------------------------------------------------------------------------------------
// Report

/** Which server code was measured: the commit, and the server files changed since (read-only git). */
export function serverSource() {
  const git = (...args) => execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  try {
    // Porcelain lines are "XY path".
    const changed = git('status', '--porcelain', '--', 'server').split('\n').filter((line) => line !== '');
    return { commit: git('rev-parse', 'HEAD').trim(), uncommittedServerFiles: changed.map((line) => line.slice(3)) };
  } catch {
    return null; // not a git checkout
  }
}
