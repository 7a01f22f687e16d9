#!/usr/bin/env node
// Usage: node bench/near-me-load.mjs [--duration 20] [--connections 50] [--drivers pglite,postgres]
//                                    [--services 100000] [--partners 20000]
// Load figures (autocannon) for the near-me lists and the search, on PGlite and on PostgreSQL,
// against a marketplace-sized data set, with a bare Fastify route as the baseline. What each
// figure means: bench/README.md. Results: bench/results/near-me-load.json.
//   --duration     seconds each endpoint is loaded for (after a short warm-up)
//   --connections  concurrent keep-alive connections autocannon holds open
//   --drivers      which databases to measure; PostgreSQL is skipped when 127.0.0.1:5432 does not answer
//   --services, --partners  data set size, for a quicker try (the budget only means something at full size)
// Not a CI check: it takes minutes, and its figures depend on the machine.
import { execFileSync, spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { cleanUp, cleanups } from './lib/cleanup.mjs';
import { createPostgresDatabase } from './lib/postgres.mjs';
import { freePort } from './lib/site.mjs';

const repoRoot = path.resolve(import.meta.dirname, '..');
const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');
const resultsFile = path.join(import.meta.dirname, 'results', 'near-me-load.json');

/** Every server and request stays on the loopback interface. */
const HOST = '127.0.0.1';
/** Mumbai, where the data set puts the most partners (a fifth of them). */
const POINT = { city: 'Mumbai', latitude: 19.076, longitude: 72.8777 };
/** Home & Personal, and its Home Repairs subcategory (looked up by name: ids are serial). */
const CATEGORY_ID = 3;
const SUBCATEGORY_NAME = 'Home Repairs';
/** What a customer types for "Electrician": it matches service names at the start and inside. */
const SEARCH_TEXT = 'elec';
/** The same, misspelt: nothing starts with it, so the search corrects its words (pg_trgm). */
const MISSPELT_SEARCH_TEXT = 'electrision';
const BUDGET = {
  p95Ms: 50,
  connections: 50,
  driver: 'postgres',
  endpoints: ['catlist', 'sublist', 'search', 'popular', 'homeCategory'],
};
const WARMUP_SECONDS = 3;
/** Long enough that a slow endpoint shows its real latency instead of a pile of timeouts. */
const REQUEST_TIMEOUT_SECONDS = 30;
const SEED_TIMEOUT_MS = 15 * 60_000;
/** CPU use by other work, just before a run, above which the bench warns that the run is skewed. */
const BUSY_WARNING_PERCENT = 10;
/** After a run, the API server counts as idle when health answers this fast three times in a row. */
const QUICK_HEALTH_MS = 50;
const IDLE_TIMEOUT_MS = 120_000;
const START_TIMEOUT_MS = 120_000;

const { values: flags } = parseArgs({
  options: {
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '50' },
    drivers: { type: 'string', default: 'pglite,postgres' },
    services: { type: 'string', default: '100000' },
    partners: { type: 'string', default: '20000' },
    // The server's near-me answer cache (LIST_CACHE_SECONDS): on as in production by default;
    // 0 makes every request a cache miss, so the figures are the database's.
    'list-cache-seconds': { type: 'string', default: '30' },
    // A comma-separated subset of the endpoints below, for a quicker run.
    endpoints: { type: 'string' },
  },
});
const settings = {
  durationSeconds: positiveInteger('duration', flags.duration),
  connections: positiveInteger('connections', flags.connections),
  drivers: flags.drivers.split(',').map((driver) => driver.trim()),
  services: positiveInteger('services', flags.services),
  partners: positiveInteger('partners', flags.partners),
  listCacheSeconds: Number(flags['list-cache-seconds']),
  endpoints: flags.endpoints?.split(',').map((endpoint) => endpoint.trim()) ?? null,
};
if (!Number.isInteger(settings.listCacheSeconds) || settings.listCacheSeconds < 0) {
  throw new Error(`--list-cache-seconds must be a whole number from 0, got ${flags['list-cache-seconds']}`);
}
for (const driver of settings.drivers) {
  if (driver !== 'pglite' && driver !== 'postgres') throw new Error(`--drivers: unknown driver ${driver}`);
}

function positiveInteger(name, text) {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive integer, got ${text}`);
  return value;
}

// ---------------------------------------------------------------------------------------------
// Processes

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A child whose output is kept (the last 20 kB) for the error message if it fails. */
function spawnLogged(command, args, env, { echo = false } = {}) {
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

async function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await child.exited;
  clearTimeout(timer);
}

async function waitUntilAnswering(url, child) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer:\n${child.log()}`);
}

/** The baseline server (bench/near-me-load/bare-server.mjs) in its own process. */
async function startBareServer() {
  const port = await freePort();
  const child = spawnLogged(process.execPath, [path.join(import.meta.dirname, 'near-me-load', 'bare-server.mjs')], { PORT: String(port) });
  cleanups.push(() => stopChild(child));
  const baseUrl = `http://${HOST}:${port}`;
  await waitUntilAnswering(`${baseUrl}/bare`, child);
  return { baseUrl, assertRunning: () => assertRunning(child, 'The bare server') };
}

/** The real API server (server/src/main.ts) on the given database, as production runs it. */
async function startApiServer(databaseEnv) {
  const port = await freePort();
  const child = spawnLogged(tsx, [path.join(repoRoot, 'server', 'src', 'main.ts')], {
    ...databaseEnv,
    PORT: String(port),
    HOST,
    NODE_ENV: 'production',
    SEED_DEMO_ACCOUNTS: 'false',
    OTP_SECRET: 'bench-only-otp-secret-0123456789abcdef',
    // Request logs would make the server write a line per request: off, as warn is in production.
    LOG_LEVEL: 'warn',
    LIST_CACHE_SECONDS: String(settings.listCacheSeconds),
  });
  cleanups.push(() => stopChild(child));
  const baseUrl = `http://${HOST}:${port}`;
  await waitUntilAnswering(`${baseUrl}/api/health`, child);
  return { baseUrl, assertRunning: () => assertRunning(child, 'The API server') };
}

/** A server that died during a run would make the rest of the figures meaningless: stop, with its log. */
function assertRunning(child, what) {
  if (child.exitCode === null && child.signalCode === null) return;
  throw new Error(`${what} exited (${child.exitCode ?? child.signalCode}) during the bench:\n${child.log()}`);
}

/** bench/near-me-load/scale-seed.ts in a process of its own, which exits before the server opens the database. */
async function seed(databaseEnv, scratchDir) {
  const out = path.join(scratchDir, 'data-sizes.json');
  const script = path.join(import.meta.dirname, 'near-me-load', 'scale-seed.ts');
  const args = [script, '--out', out, '--services', String(settings.services), '--partners', String(settings.partners)];
  const started = performance.now();
  const child = spawnLogged(tsx, args, databaseEnv, { echo: true });
  const timer = setTimeout(() => stopChild(child), SEED_TIMEOUT_MS);
  const { code, signal } = await child.exited;
  clearTimeout(timer);
  if (code !== 0) throw new Error(`The scale seed failed (exit ${code ?? signal}):\n${child.log()}`);
  const { databaseVersion, rows } = JSON.parse(await readFile(out, 'utf8'));
  return { databaseVersion, rows, seconds: (performance.now() - started) / 1000 };
}

// ---------------------------------------------------------------------------------------------
// Databases

function postgresAnswers() {
  return new Promise((resolve) => {
    const socket = net.connect({ host: HOST, port: 5432, timeout: 2000 });
    socket.once('connect', () => socket.end(() => resolve(true)));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

// ---------------------------------------------------------------------------------------------
// Measuring

/** One plain request first: a list that fails or comes back empty would make a fast, meaningless figure. */
async function probe(url) {
  const response = await fetch(url);
  const body = await response.text();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${body.slice(0, 300)}`);
  const { data } = JSON.parse(body);
  // The lists answer an array; the bare route one object.
  const items = Array.isArray(data) ? data.length : null;
  if (items === 0) throw new Error(`${url} returned no items: the data set does not reach this point`);
  return { items, bytes: Buffer.byteLength(body) };
}

/**
 * Waits until the requests autocannon abandoned at the end of a run have left the API server, so
 * they do not slow the next run down. Health runs SELECT 1, which waits behind every query still
 * running or queued. One slow health check is not enough: a server busy with PGlite reads some
 * abandoned requests only later, and they queue behind it. The server counts as idle once health
 * answers quickly several times in a row.
 */
async function waitUntilIdle(baseUrl) {
  const deadline = Date.now() + IDLE_TIMEOUT_MS;
  let quickInARow = 0;
  while (quickInARow < 3 && Date.now() < deadline) {
    const started = performance.now();
    const ok = await fetch(`${baseUrl}/api/health`).then((response) => response.arrayBuffer().then(() => response.ok), () => false);
    quickInARow = ok && performance.now() - started < QUICK_HEALTH_MS ? quickInARow + 1 : 0;
    await sleep(200);
  }
  if (quickInARow < 3) console.warn(`\n  the server was still busy ${IDLE_TIMEOUT_MS / 1000} s after the run`);
}

/** Nearest-rank percentile of sorted values. */
function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

const round = (value, digits = 2) => (value === null ? null : Number(value.toFixed(digits)));
const size = (bytes) => (bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`);

/**
 * One autocannon run. autocannon reports no p95, so every 2xx response time is kept here (the
 * same figures its own latency histogram takes: 2xx only) and the percentiles computed from them.
 */
async function load(url, durationSeconds) {
  const latencies = [];
  const instance = autocannon({
    url,
    connections: settings.connections,
    duration: durationSeconds,
    timeout: REQUEST_TIMEOUT_SECONDS,
  });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
  });
  const result = await instance;
  return { result, latencies: Float64Array.from(latencies).sort() };
}

/** CPU time summed over all CPUs: idle and total, in ms. */
function cpuTimes() {
  return os.cpus().reduce(
    (sum, { times }) => ({ idle: sum.idle + times.idle, total: sum.total + times.user + times.nice + times.sys + times.idle + times.irq }),
    { idle: 0, total: 0 },
  );
}

/**
 * How busy the machine is just before a run, while the bench and its servers are idle: anything
 * else using the CPU then (a build, a browser) takes it from the run and skews its figures.
 */
async function otherCpuLoadPercent() {
  const before = cpuTimes();
  await sleep(1000);
  const after = cpuTimes();
  return round(100 * (1 - (after.idle - before.idle) / Math.max(1, after.total - before.total)), 0);
}

/**
 * A warm-up run (JIT, database caches) that is thrown away, then the measured run. `server` is
 * the process answering `url`; its `settle`, if any, waits until it has finished a run's leftovers.
 */
async function measure(name, url, server) {
  const settle = async () => {
    server.assertRunning();
    await server.settle?.();
    server.assertRunning();
  };
  const response = await probe(url);
  process.stdout.write(`  ${name}: ${response.items ?? 'no'} items, ${size(response.bytes)}; warming up… `);
  await load(url, Math.min(WARMUP_SECONDS, settings.durationSeconds));
  await settle();
  const cpuBusyBeforePercent = await otherCpuLoadPercent();
  if (cpuBusyBeforePercent > BUSY_WARNING_PERCENT) {
    process.stdout.write(`(machine ${cpuBusyBeforePercent} % busy with other work: figures will be low) `);
  }
  process.stdout.write(`measuring ${settings.durationSeconds} s… `);
  const { result, latencies } = await load(url, settings.durationSeconds);
  await settle();
  const { pathname, search } = new URL(url);
  const figures = {
    path: pathname + search,
    responseItems: response.items,
    responseBytes: response.bytes,
    p50Ms: round(percentile(latencies, 50)),
    p95Ms: round(percentile(latencies, 95)),
    p99Ms: round(percentile(latencies, 99)),
    meanMs: round(latencies.length === 0 ? null : latencies.reduce((sum, value) => sum + value, 0) / latencies.length),
    maxMs: round(percentile(latencies, 100)),
    requestsPerSecond: round(result.requests.average, 1),
    totalRequests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count])),
    durationSeconds: result.duration,
    cpuBusyBeforePercent,
    // A fast 4xx or 5xx is not a result: such a run must not be read as one.
    valid: result.non2xx === 0 && result.errors === 0,
  };
  console.log(`${figures.requestsPerSecond} req/s, p95 ${figures.p95Ms} ms`);
  return figures;
}

async function subcategoryId(baseUrl) {
  const { data } = await (await fetch(`${baseUrl}/api/subcategory/${CATEGORY_ID}`)).json();
  const found = data.find((subcategory) => subcategory.name === SUBCATEGORY_NAME);
  if (!found) throw new Error(`subcategory ${SUBCATEGORY_NAME} not found in category ${CATEGORY_ID}`);
  return found.id;
}

async function endpointUrls(baseUrl) {
  const near = `latitude=${POINT.latitude}&longitude=${POINT.longitude}`;
  return {
    catlist: `${baseUrl}/api/catlist/service/${CATEGORY_ID}?${near}`,
    sublist: `${baseUrl}/api/sublist/service/${CATEGORY_ID}/${await subcategoryId(baseUrl)}?${near}`,
    search: `${baseUrl}/api/services/search?query=${SEARCH_TEXT}&${near}`,
    searchMisspelt: `${baseUrl}/api/services/search?query=${MISSPELT_SEARCH_TEXT}&${near}`,
    // The home's rows: the most popular near the point, and a category's best rated.
    popular: `${baseUrl}/api/user/mostpopulerservice?${near}`,
    homeCategory: `${baseUrl}/api/user/homeandpersonal?${near}`,
  };
}

async function measureDriver(driver) {
  if (driver === 'postgres' && !(await postgresAnswers())) {
    const note = `PostgreSQL does not answer on ${HOST}:5432: skipped`;
    console.log(`\n${driver}: ${note}`);
    return { skipped: note };
  }
  console.log(`\n${driver}: seeding ${settings.services} services and ${settings.partners} partners`);
  try {
    const scratchDir = await mkdtemp(path.join(os.tmpdir(), `servenear-load-${driver}-`));
    cleanups.push(() => rm(scratchDir, { recursive: true, force: true }));
    // DATA_DIR holds PGlite's files, and on both drivers the server's uploads folder.
    const dataDir = path.join(scratchDir, 'data');
    await mkdir(dataDir);
    // An empty DATABASE_URL counts as unset: PGlite, even when the caller's shell exports one.
    const databaseEnv = { DATA_DIR: dataDir, DATABASE_URL: driver === 'postgres' ? await createPostgresDatabase('servenear_bench') : '' };
    const { databaseVersion, rows, seconds } = await seed(databaseEnv, scratchDir);
    // PGlite serves one process: the seed has exited, now the server opens the folder.
    const server = await startApiServer(databaseEnv);
    const endpoints = {};
    for (const [name, url] of Object.entries(await endpointUrls(server.baseUrl))) {
      if (settings.endpoints && !settings.endpoints.includes(name)) continue;
      endpoints[name] = await measure(name, url, { ...server, settle: () => waitUntilIdle(server.baseUrl) });
    }
    return { databaseVersion, data: rows, seedSeconds: round(seconds, 1), endpoints };
  } finally {
    // Before the next driver: its server stopped, its database and folder gone.
    await cleanUp();
  }
}

async function measureBaseline() {
  console.log('\nbaseline: bare Fastify route, no database');
  try {
    const bare = await startBareServer();
    return await measure('bare', `${bare.baseUrl}/bare`, bare);
  } finally {
    await cleanUp();
  }
}

// ---------------------------------------------------------------------------------------------
// Report

function budgetVerdicts(drivers) {
  const applies = settings.connections === BUDGET.connections;
  return BUDGET.endpoints.map((endpoint) => {
    const figures = drivers[BUDGET.driver]?.endpoints?.[endpoint];
    const base = { endpoint, driver: BUDGET.driver, limitP95Ms: BUDGET.p95Ms, connections: BUDGET.connections };
    if (!figures) return { ...base, verdict: 'not measured' };
    if (!applies) return { ...base, p95Ms: figures.p95Ms, verdict: `not applicable (run at ${settings.connections} connection${settings.connections === 1 ? '' : 's'})` };
    if (figures.non2xx > 0 || figures.errors > 0) return { ...base, p95Ms: figures.p95Ms, verdict: 'invalid (failed requests)' };
    return { ...base, p95Ms: figures.p95Ms, verdict: figures.p95Ms <= BUDGET.p95Ms ? 'ok' : 'OVER' };
  });
}

/** Every measured run as [driver, endpoint, figures], the baseline first. */
function runs(results) {
  const all = [['-', 'bare', results.baseline]];
  for (const [driver, outcome] of Object.entries(results.drivers)) {
    for (const [name, figures] of Object.entries(outcome.endpoints ?? {})) all.push([driver, name, figures]);
  }
  return all;
}

function printTable(results) {
  const header = ['driver', 'endpoint', 'items', 'size', 'p50 ms', 'p95 ms', 'p99 ms', 'mean ms', 'req/s', 'requests', 'non-2xx', 'errors', 'timeouts'];
  const rows = runs(results).map(([driver, name, f]) => [
    driver, `${name}${f.valid ? '' : ' (!)'}`, String(f.responseItems ?? '-'), size(f.responseBytes), String(f.p50Ms), String(f.p95Ms),
    String(f.p99Ms), String(f.meanMs), String(f.requestsPerSecond), String(f.totalRequests), String(f.non2xx), String(f.errors), String(f.timeouts),
  ]);
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((cells) => cells[column].length)));
  console.log('');
  for (const cells of [header, ...rows]) {
    console.log(cells.map((cell, column) => (column < 2 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  '));
  }
  for (const [driver, outcome] of Object.entries(results.drivers)) if (outcome.skipped) console.log(`${driver}: ${outcome.skipped}`);
}

function machine() {
  const cpus = os.cpus();
  return {
    cpuModel: cpus[0]?.model ?? 'unknown',
    cpuCount: cpus.length,
    memoryGb: round(os.totalmem() / 1024 ** 3, 1),
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
  };
}

/** Which server code was measured: the commit, and the server files changed since (read-only git). */
function serverSource() {
  const git = (...args) => execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  try {
    // Porcelain lines are "XY path".
    const changed = git('status', '--porcelain', '--', 'server').split('\n').filter((line) => line !== '');
    return { commit: git('rev-parse', 'HEAD').trim(), uncommittedServerFiles: changed.map((line) => line.slice(3)) };
  } catch {
    return null; // not a git checkout
  }
}

async function main() {
  console.log(
    `near-me load bench: ${settings.connections} connections, ${settings.durationSeconds} s per endpoint, ` +
      `load generator and servers sharing ${os.cpus().length} CPUs`,
  );
  const baseline = await measureBaseline();
  const drivers = {};
  for (const driver of settings.drivers) drivers[driver] = await measureDriver(driver);
  const results = {
    measuredAt: new Date().toISOString(),
    machine: machine(),
    serverSource: serverSource(),
    settings: {
      connections: settings.connections,
      durationSeconds: settings.durationSeconds,
      warmupSeconds: Math.min(WARMUP_SECONDS, settings.durationSeconds),
      requestTimeoutSeconds: REQUEST_TIMEOUT_SECONDS,
      listCacheSeconds: settings.listCacheSeconds,
      host: HOST,
      point: POINT,
      categoryId: CATEGORY_ID,
      subcategory: SUBCATEGORY_NAME,
      searchText: SEARCH_TEXT,
      requestedData: { services: settings.services, partners: settings.partners },
    },
    baseline,
    drivers,
    budget: budgetVerdicts(drivers),
  };
  await mkdir(path.dirname(resultsFile), { recursive: true });
  await writeFile(resultsFile, `${JSON.stringify(results, null, 2)}\n`);

  printTable(results);
  if (results.serverSource?.uncommittedServerFiles.length > 0) {
    console.log(`server: ${results.serverSource.commit.slice(0, 7)} with uncommitted changes in ${results.serverSource.uncommittedServerFiles.join(', ')}`);
  }
  for (const [driver, outcome] of Object.entries(drivers)) {
    if (!outcome.data) continue;
    console.log(`${driver} (${outcome.databaseVersion.split(' on ')[0]}) rows: ${Object.entries(outcome.data).map(([what, rows]) => `${what} ${rows}`).join(', ')}`);
  }
  console.log(`\nBudget: p95 ≤ ${BUDGET.p95Ms} ms on PostgreSQL at ${BUDGET.connections} connections`);
  for (const verdict of results.budget) console.log(`  ${verdict.endpoint.padEnd(8)} ${verdict.p95Ms ?? '-'} ms  ${verdict.verdict}`);
  const failed = runs(results).filter(([, , figures]) => !figures.valid);
  for (const [driver, name, figures] of failed) {
    console.error(
      `\n!!! ${driver === '-' ? '' : `${driver} `}${name}: ${figures.non2xx} non-2xx responses, ${figures.errors} errors ` +
        `(${figures.timeouts} timeouts), status codes ${JSON.stringify(figures.statusCodes)}: its figures are NOT a valid result.`,
    );
  }
  for (const [driver, name, figures] of runs(results).filter(([, , f]) => f.cpuBusyBeforePercent > BUSY_WARNING_PERCENT)) {
    console.log(
      `note: ${driver === '-' ? '' : `${driver} `}${name} started while other work kept the CPUs ${figures.cpuBusyBeforePercent} % busy: ` +
        'its figures are probably worse than the machine can do.',
    );
  }
  console.log(`\nwritten to ${path.relative(repoRoot, resultsFile)}`);
  return failed.length === 0;
}

let succeeded;
try {
  succeeded = await main();
} finally {
  await cleanUp();
}
process.exitCode = succeeded ? 0 : 1;
