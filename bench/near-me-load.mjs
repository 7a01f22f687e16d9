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
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { cleanUp, cleanups, runAndCleanUp } from './lib/cleanup.mjs';
import { IDLE_TIMEOUT_MS, REQUEST_TIMEOUT_SECONDS, WARMUP_SECONDS, load, otherCpuLoadPercent, parseLoadFlags, percentile, positiveInteger, round, seed, serverSource, sleep, spawnLogged, stopChild, tsx, waitUntilIdle } from './lib/load.mjs';
import { createPostgresDatabase } from './lib/postgres.mjs';
import { freePort } from './lib/site.mjs';

const repoRoot = path.resolve(import.meta.dirname, '..');
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
/** CPU use by other work, just before a run, above which the bench warns that the run is skewed. */
const BUSY_WARNING_PERCENT = 10;
const START_TIMEOUT_MS = 120_000;

const flags = parseLoadFlags({
  drivers: { type: 'string', default: 'pglite,postgres' },
  services: { type: 'string', default: '100000' },
  partners: { type: 'string', default: '20000' },
  // The server's near-me answer cache (LIST_CACHE_SECONDS): on as in production by default;
  // 0 makes every request a cache miss, so the figures are the database's.
  'list-cache-seconds': { type: 'string', default: '30' },
  // A comma-separated subset of the endpoints below, for a quicker run.
  endpoints: { type: 'string' },
});
const settings = {
  durationSeconds: flags.durationSeconds,
  connections: flags.connections,
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

// ---------------------------------------------------------------------------------------------
// Processes

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

/** Waits until the API server is done with a run's leftovers (waitUntilIdle), warning if it never is. */
async function settleApiServer(baseUrl) {
  if (!(await waitUntilIdle(baseUrl))) console.warn(`\n  the server was still busy ${IDLE_TIMEOUT_MS / 1000} s after the run`);
}

const size = (bytes) => (bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`);

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
  await load(url, Math.min(WARMUP_SECONDS, settings.durationSeconds), { connections: settings.connections });
  await settle();
  const cpuBusyBeforePercent = await otherCpuLoadPercent();
  if (cpuBusyBeforePercent > BUSY_WARNING_PERCENT) {
    process.stdout.write(`(machine ${cpuBusyBeforePercent} % busy with other work: figures will be low) `);
  }
  process.stdout.write(`measuring ${settings.durationSeconds} s… `);
  const { result, latencies } = await load(url, settings.durationSeconds, { connections: settings.connections });
  await settle();
  const { pathname, search } = new URL(url);
  const figures = {
    path: pathname + search,
    responseItems: response.items,
    responseBytes: response.bytes,
    p50Ms: round(percentile(latencies, 50), 2),
    p95Ms: round(percentile(latencies, 95), 2),
    p99Ms: round(percentile(latencies, 99), 2),
    meanMs: round(latencies.length === 0 ? null : latencies.reduce((sum, value) => sum + value, 0) / latencies.length, 2),
    maxMs: round(percentile(latencies, 100), 2),
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
    const { databaseVersion, rows, seconds } = await seed(databaseEnv, scratchDir, { services: settings.services, partners: settings.partners });
    // PGlite serves one process: the seed has exited, now the server opens the folder.
    const server = await startApiServer(databaseEnv);
    const endpoints = {};
    for (const [name, url] of Object.entries(await endpointUrls(server.baseUrl))) {
      if (settings.endpoints && !settings.endpoints.includes(name)) continue;
      endpoints[name] = await measure(name, url, { ...server, settle: () => settleApiServer(server.baseUrl) });
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

await runAndCleanUp(main);
