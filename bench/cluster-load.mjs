#!/usr/bin/env node
// Usage: node bench/cluster-load.mjs [--duration 20] [--customers 50] [--connections 50] [--skip-lists]
// The API server on one instance and on two, both behind HAProxy (scripts/cluster/), on one
// machine, in one run:
//   1. throughput with 1 and with 2 instances, for the booking load of bench/booking-load.mjs
//      (bench/lib/bookings.mjs: customers filling the cart and booking it) and for the near-me
//      category list (autocannon, LIST_CACHE_SECONDS=0, on the data set of
//      bench/near-me-load/scale-seed.ts, seeded once for both runs);
//   2. one of two instances killed halfway through a booking load, once with SIGKILL and once
//      with SIGTERM (it drains 3 s): bookings acknowledged, lost (acknowledged, but no row in the
//      database: must be 0), errors with the instance that gave them (HAProxy's X-Served-By) and
//      their time from the kill, then every failed attempt sent once more with its
//      Idempotency-Key: how many got a booking, and duplicates (must be 0).
//   --duration     seconds each load runs (the list load after a short warm-up)
//   --customers    customers booking at once
//   --connections  autocannon's connections for the list load
//   --skip-lists   no scale seed (~90 s) and no list load: a quick run
// Results: bench/results/cluster-load.json. Not a CI check: it takes minutes, and its figures
// depend on the machine (load generator, balancer, instances and PostgreSQL share its CPUs).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startCluster } from '../scripts/cluster/cluster.mjs';
import { bookableServices, call, customerLoop, signUpCustomers } from './lib/bookings.mjs';
import { cleanups, runAndCleanUp } from './lib/cleanup.mjs';
import { WARMUP_SECONDS, load, otherCpuLoadPercent, parseLoadFlags, percentile, positiveInteger, round, seed, serverSource, sleep, waitUntilIdle } from './lib/load.mjs';
import { createPostgresDatabase, pg } from './lib/postgres.mjs';
import { freePort } from './lib/site.mjs';

const repoRoot = path.resolve(import.meta.dirname, '..');
const resultsFile = path.join(import.meta.dirname, 'results', 'cluster-load.json');

const HOST = '127.0.0.1';
/** Home & Personal near Mumbai, where the scale data set puts a fifth of its partners. */
const LIST_PATH = '/api/catlist/service/3?latitude=19.076&longitude=72.8777';
const SETTLE_TIMEOUT_MS = 60_000;
/** How long a killed instance may take to exit (SIGTERM: 3 s of draining, then its requests finish). */
const EXIT_TIMEOUT_MS = 20_000;
/** Errors kept one by one in the results, per run. */
const ERROR_SAMPLES = 50;

const flags = parseLoadFlags({ customers: { type: 'string', default: '50' }, 'skip-lists': { type: 'boolean', default: false } });
const settings = {
  durationSeconds: flags.durationSeconds,
  customers: positiveInteger('customers', flags.customers),
  connections: flags.connections,
  skipLists: flags['skip-lists'],
};

const increment = (counts, key) => (counts[key] = (counts[key] ?? 0) + 1);

// ---------------------------------------------------------------------------------------------
// Clusters

function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer().once('error', () => resolve(false));
    probe.listen(port, HOST, () => probe.close(() => resolve(true)));
  });
}

/** The first of `count` free ports in a row (startCluster numbers the instances' ports from it). */
async function freePortRun(count) {
  for (;;) {
    const first = await freePort();
    const rest = Array.from({ length: count - 1 }, (_, index) => first + 1 + index);
    if (rest.every((port) => port <= 65_535) && (await Promise.all(rest.map(portIsFree))).every(Boolean)) return first;
  }
}

/**
 * `instances` instances behind HAProxy, both ports free ones. The rate-limit counters get a Redis
 * prefix of their own, so the sign-ups (all from 127.0.0.1) count against no other server's limit.
 */
async function startBenchCluster(instances, databaseUrl, dataDir, env = {}) {
  const firstInstancePort = await freePortRun(instances);
  let port = await freePort();
  while (port >= firstInstancePort && port < firstInstancePort + instances) port = await freePort();
  process.stdout.write(`  starting ${instances} instance${instances === 1 ? '' : 's'} behind HAProxy… `);
  const cluster = await startCluster({
    instances,
    port,
    firstInstancePort,
    quiet: true,
    env: {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SEED_DEMO_ACCOUNTS: 'false',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      REGISTRATIONS_PER_HOUR: String(Math.min(100_000, settings.customers + 10)),
      REDIS_KEY_PREFIX: `servenear-cluster-bench-${process.pid}:rate-limit:`,
      ...env,
    },
  });
  cleanups.push(cluster.stop);
  // HAProxy's own log (-db: on stderr): when it took a server out and put it back.
  const balancerEvents = [];
  const down = new Set();
  cluster.balancer.stderr.on('data', (chunk) => {
    for (const match of String(chunk).matchAll(/Server instances\/(\S+) is (UP|DOWN)(?:, reason: ([^,]+))?/g)) {
      balancerEvents.push({ at: Date.now(), server: match[1], state: match[2], reason: match[3] ?? null });
      if (match[2] === 'DOWN') down.add(match[1]);
      else down.delete(match[1]);
    }
  });
  const benchCluster = { ...cluster, balancerEvents, down };
  await settle(benchCluster);
  console.log(cluster.url);
  return benchCluster;
}

/**
 * Until every instance is in HAProxy's rotation and ready for a few checks in a row: an instance
 * just started can miss a check or two (a check waits 1 s at most), and HAProxy then takes it out.
 */
async function settle(cluster) {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  let readyInARow = 0;
  while (readyInARow < 3) {
    if (Date.now() > deadline) throw new Error(`HAProxy still has ${[...cluster.down].join(', ') || 'no instance'} out of rotation after ${SETTLE_TIMEOUT_MS / 1000} s`);
    await sleep(1000);
    const ready = await fetch(`${cluster.url}/api/health/ready`).then((response) => response.arrayBuffer().then(() => response.ok), () => false);
    readyInARow = ready && cluster.down.size === 0 ? readyInARow + 1 : 0;
  }
}

/** An instance that died (other than the one a run kills) makes the figures meaningless: stop, with its log. */
function assertInstancesRunning(cluster, except = -1) {
  cluster.instances.forEach((instance, index) => {
    if (index === except || (instance.child.exitCode === null && instance.child.signalCode === null)) return;
    throw new Error(`instance ${index + 1} exited (${instance.child.exitCode ?? instance.child.signalCode}) during the bench:\n${instance.log()}`);
  });
}

// ---------------------------------------------------------------------------------------------
// Booking load

async function query(databaseUrl, text, values = []) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

const bookingIdsAfter = async (databaseUrl, afterId) =>
  new Set((await query(databaseUrl, 'SELECT id FROM bookings WHERE id > $1', [afterId])).map((row) => row.id));

/**
 * The booking load through `cluster`: every customer in bench/lib/bookings.mjs's loop for the
 * run's duration; with `kill`, the server of instance `kill.index` gets `kill.signal` halfway.
 * Every reply is noted with the instance that gave it; afterwards every attempt that failed is
 * sent once more, and the database is read for what was lost and what was booked twice.
 */
async function bookingRun(cluster, { tokens, serviceIds, databaseUrl }, kill = null) {
  const [{ max: lastIdBefore }] = await query(databaseUrl, 'SELECT coalesce(max(id), 0)::int AS max FROM bookings');
  const cpuBusyBeforePercent = await otherCpuLoadPercent();
  const stats = { attempts: 0, requests: 0, doubleSubmits: 0, differentIdsForOneKey: 0, errors: [], latencies: [], bookingIds: new Set() };
  const repliesByInstance = {};
  const failures = [];
  /** Idempotency-Key → { token, body, ids, failed } */
  const attempts = new Map();

  const observer = (token) => {
    // A createbooking after a failed addtocart is refused for want of the service in the cart: it says so.
    let cartIncomplete = false;
    let lastCall = null;
    return (reply) => {
      increment(repliesByInstance, reply.servedBy ?? 'no answer');
      if (reply.call === 'addtocart' && lastCall !== 'addtocart') cartIncomplete = false;
      lastCall = reply.call;
      const failed = reply.call === 'addtocart' ? reply.status !== 200 && reply.status !== 409 : reply.status !== 200;
      if (reply.call === 'addtocart') {
        if (failed) cartIncomplete = true;
      } else {
        const attempt = attempts.get(reply.key) ?? { token, body: reply.body, ids: new Set(), failed: false };
        attempts.set(reply.key, attempt);
        if (reply.bookingId !== undefined) attempt.ids.add(reply.bookingId);
        if (failed) attempt.failed = true;
      }
      if (failed) {
        failures.push({
          call: reply.call,
          status: reply.status,
          servedBy: reply.servedBy,
          message: reply.message ?? null,
          sentAt: reply.sentAt,
          answeredAt: reply.answeredAt,
          // The instance's refusal (409, not in the cart) when the addtocart before it failed.
          ...(reply.call === 'createbooking' && cartIncomplete && reply.status === 409 ? { afterFailedAddToCart: true } : {}),
        });
      }
    };
  };

  const startedAt = Date.now();
  const deadline = startedAt + settings.durationSeconds * 1000;
  let killed = null;
  let killTimer = null;
  if (kill) {
    killTimer = setTimeout(() => {
      const instance = cluster.instances[kill.index];
      killed = { signal: kill.signal, instance: `instance${kill.index + 1}`, at: Date.now(), exitedAt: null };
      instance.exited.then(() => (killed.exitedAt = Date.now()));
      // instance.child is the server process itself (node with tsx's loader), so even SIGKILL reaches it.
      instance.child.kill(kill.signal);
    }, (settings.durationSeconds * 1000) / 2);
  }
  const started = performance.now();
  await Promise.all(tokens.map((token) => customerLoop(cluster.url, token, serviceIds, deadline, stats, observer(token))));
  const seconds = (performance.now() - started) / 1000;
  clearTimeout(killTimer);
  if (killed) await Promise.race([cluster.instances[kill.index].exited, sleep(EXIT_TIMEOUT_MS)]);
  assertInstancesRunning(cluster, kill?.index);

  // What the database holds before any retry: rows no acknowledgement accounts for are bookings
  // an instance made but whose answer never reached the customer.
  const rowsBeforeRetry = await bookingIdsAfter(databaseUrl, lastIdBefore);
  const acknowledged = new Set(stats.bookingIds);
  const unacknowledgedRows = [...rowsBeforeRetry].filter((id) => !acknowledged.has(id)).length;

  // A customer's retry: the same request, same Idempotency-Key, once. The loop has since emptied
  // the cart, so the services go back into it first, as they would still be in the customer's.
  const retried = { attempts: 0, booked: 0, sameBookingAsBefore: 0, newBooking: 0, failed: 0, failures: {} };
  for (const attempt of [...attempts.entries()].filter(([, { failed }]) => failed)) {
    const [key, { token, body, ids }] = attempt;
    retried.attempts += 1;
    for (const { serviceId } of body.storedServices) await call(cluster.url, 'POST', 'user/addtocart', token, { serviceId });
    const reply = await call(cluster.url, 'POST', 'user/createbooking', token, body, { 'Idempotency-Key': key });
    const id = reply.payload.data?.id;
    if (reply.status === 200 && id !== undefined) {
      retried.booked += 1;
      if (rowsBeforeRetry.has(id)) retried.sameBookingAsBefore += 1;
      else retried.newBooking += 1;
      ids.add(id);
    } else {
      retried.failed += 1;
      increment(retried.failures, `${reply.status} ${reply.servedBy ?? ''} ${reply.payload.message ?? ''}`.trim());
    }
  }

  const rows = await bookingIdsAfter(databaseUrl, lastIdBefore);
  const lost = [...acknowledged].filter((id) => !rows.has(id));
  const claimed = new Set([...attempts.values()].flatMap(({ ids }) => [...ids]));
  // As bench/booking-load.mjs counts them: rows that no reply accounts for, plus every key that
  // got more than one booking (two simultaneous submissions, or a retry).
  const severalForOneKey = [...attempts.values()].reduce((sum, { ids }) => sum + Math.max(0, ids.size - 1), 0);
  const duplicates = [...rows].filter((id) => !claimed.has(id)).length + severalForOneKey;

  const latencies = Float64Array.from(stats.latencies).sort();
  const relative = (at) => (killed ? at - killed.at : at - startedAt);
  const errorsByInstance = {};
  const errorsByStatus = {};
  for (const failure of failures) {
    // No answer: HAProxy closed the connection without one (or it never opened), so no X-Served-By.
    // A createbooking refused after a failed addtocart is marked *: that instance only saw the effect.
    increment(errorsByInstance, `${failure.servedBy ?? 'no answer'}${failure.afterFailedAddToCart ? '*' : ''}`);
    increment(errorsByStatus, `${failure.call} ${failure.status}`);
  }
  const answeredAts = failures.map((failure) => relative(failure.answeredAt));
  return {
    instances: cluster.instances.length,
    durationSeconds: round(seconds, 1),
    bookingAttempts: stats.attempts,
    createbookingRequests: stats.requests,
    doubleSubmits: stats.doubleSubmits,
    acknowledged: acknowledged.size,
    bookingsPerSecond: round(acknowledged.size / seconds, 1),
    latencyMs: { p50: round(percentile(latencies, 50), 1), p95: round(percentile(latencies, 95), 1), p99: round(percentile(latencies, 99), 1), max: round(latencies.at(-1) ?? null, 1) },
    repliesByInstance,
    cpuBusyBeforePercent,
    ...(killed
      ? {
          kill: {
            signal: killed.signal,
            instance: killed.instance,
            atSecond: round((killed.at - startedAt) / 1000, 1),
            instanceExitedAfterMs: killed.exitedAt === null ? null : killed.exitedAt - killed.at,
          },
        }
      : {}),
    // HAProxy taking servers out of rotation and back during the run, from its log: ms from the
    // kill (or from the start, without one).
    balancerEvents: cluster.balancerEvents.filter(({ at }) => at >= startedAt).map(({ at, ...event }) => ({ ...event, ms: relative(at) })),
    lost: lost.length,
    errors: failures.length,
    errorsByInstance,
    errorsByStatus,
    // ms from the kill (or from the start, without one) to the answer.
    errorWindowMs: failures.length === 0 ? null : { first: Math.min(...answeredAts), last: Math.max(...answeredAts) },
    errorSamples: failures.slice(0, ERROR_SAMPLES).map(({ sentAt, answeredAt, ...failure }) => ({
      ...failure,
      sentMs: relative(sentAt),
      answeredMs: relative(answeredAt),
    })),
    unacknowledgedRows,
    retried,
    duplicates,
    databaseRows: rows.size,
  };
}

// ---------------------------------------------------------------------------------------------
// List load

/** A probe, a warm-up that is thrown away, then the measured run (as near-me-load.mjs measures). */
async function listRun(cluster) {
  const url = `${cluster.url}${LIST_PATH}`;
  const probe = await fetch(url);
  const body = await probe.text();
  if (probe.status !== 200) throw new Error(`${url} answered ${probe.status}: ${body.slice(0, 300)}`);
  const items = JSON.parse(body).data?.length ?? 0;
  if (items === 0) throw new Error(`${url} returned no items: the data set does not reach this point`);
  process.stdout.write(`  list: ${items} items; warming up… `);
  await load(url, Math.min(WARMUP_SECONDS, settings.durationSeconds), { connections: settings.connections, countServedBy: true });
  await waitUntilIdle(cluster.url);
  const cpuBusyBeforePercent = await otherCpuLoadPercent();
  process.stdout.write(`measuring ${settings.durationSeconds} s… `);
  const { result, byInstance, latencies } = await load(url, settings.durationSeconds, { connections: settings.connections, countServedBy: true });
  await waitUntilIdle(cluster.url);
  assertInstancesRunning(cluster);
  const figures = {
    instances: cluster.instances.length,
    path: LIST_PATH,
    responseItems: items,
    p50Ms: round(percentile(latencies, 50), 2),
    p95Ms: round(percentile(latencies, 95), 2),
    p99Ms: round(percentile(latencies, 99), 2),
    requestsPerSecond: round(result.requests.average, 1),
    totalRequests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    repliesByInstance: byInstance,
    cpuBusyBeforePercent,
    valid: result.non2xx === 0 && result.errors === 0,
  };
  console.log(`${figures.requestsPerSecond} req/s, p95 ${figures.p95Ms} ms`);
  return figures;
}

// ---------------------------------------------------------------------------------------------
// Report

const split = (counts) =>
  Object.entries(counts)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, count]) => `${name} ${count}`)
    .join(', ');

const balancerEvents = (run) => run.balancerEvents.map((event) => `${event.server} ${event.state} at ${event.ms} ms (${event.reason})`).join(', ');

function printTable(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((cells) => String(cells[column]).length)));
  for (const cells of rows) console.log(cells.map((cell, column) => (column < 2 ? String(cell).padEnd(widths[column]) : String(cell).padStart(widths[column]))).join('  '));
}

function report(results) {
  console.log('\nThroughput (all through HAProxy)');
  const throughput = [['load', 'instances', 'per second', 'p50 ms', 'p95 ms', 'errors', 'cpu busy before', 'answers by instance']];
  for (const run of Object.values(results.bookings)) {
    throughput.push([
      'bookings', run.instances, `${run.bookingsPerSecond} bookings`, run.latencyMs.p50, run.latencyMs.p95, run.errors, `${run.cpuBusyBeforePercent} %`, split(run.repliesByInstance),
    ]);
  }
  for (const run of Object.values(results.lists.runs ?? {})) {
    throughput.push([
      `list${run.valid ? '' : ' (!)'}`, run.instances, `${run.requestsPerSecond} req`, run.p50Ms, run.p95Ms, run.non2xx + run.errors, `${run.cpuBusyBeforePercent} %`, split(run.repliesByInstance),
    ]);
  }
  printTable(throughput);
  console.log('(cpu busy before: the machine\'s CPU use by other work in the second before the run; above ~10 % the figures are low)');
  if (results.lists.skipped) console.log(`list: ${results.lists.skipped}`);
  for (const run of Object.values(results.bookings)) {
    if (run.balancerEvents.length > 0) console.log(`bookings on ${run.instances}: HAProxy ${balancerEvents(run)} (from the start)`);
  }

  console.log(`\nOne of two instances killed at ${settings.durationSeconds / 2} s of ${settings.durationSeconds} s (${settings.customers} customers booking)`);
  const kills = [['signal', 'acked', 'lost', 'errors', 'by instance', 'ms from kill', 'unacked rows', 'retried → booked', 'duplicates', 'exited after']];
  for (const run of Object.values(results.kills)) {
    const window = run.errorWindowMs ? `${run.errorWindowMs.first}…${run.errorWindowMs.last}` : '-';
    kills.push([
      run.kill.signal, run.acknowledged, run.lost, run.errors, split(run.errorsByInstance) || '-', window, run.unacknowledgedRows,
      `${run.retried.attempts} → ${run.retried.booked} (${run.retried.sameBookingAsBefore} same)`, run.duplicates,
      run.kill.instanceExitedAfterMs === null ? '?' : `${run.kill.instanceExitedAfterMs} ms`,
    ]);
  }
  printTable(kills);
  console.log('(no answer: HAProxy closed the connection without an answer; *: a createbooking refused because the addtocart before it failed)');
  for (const run of Object.values(results.kills)) {
    console.log(`${run.kill.signal}: errors ${split(run.errorsByStatus) || 'none'}; HAProxy: ${balancerEvents(run) || 'no server taken out'}`);
    if (run.kill.instanceExitedAfterMs === null) console.log(`!!! ${run.kill.signal}: ${run.kill.instance} did not exit: the signal did not reach its server`);
  }
}

// ---------------------------------------------------------------------------------------------

async function main() {
  console.log(
    `cluster load bench: ${settings.durationSeconds} s per load, ${settings.customers} customers booking, ` +
      `${settings.connections} connections on the list; everything sharing ${os.cpus().length} CPUs`,
  );
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'servenear-cluster-bench-'));
  cleanups.push(() => rm(scratch, { recursive: true, force: true }));
  const dataDir = path.join(scratch, 'data');
  await mkdir(dataDir);

  // Bookings: one database for every booking run; the customers signed up once, on the first cluster.
  console.log('\nbookings');
  const bookingDatabase = await createPostgresDatabase('servenear_cluster_bookings');
  const bookings = {};
  const kills = {};
  let bookingLoad = null;
  for (const instances of [1, 2]) {
    const cluster = await startBenchCluster(instances, bookingDatabase, dataDir);
    if (!bookingLoad) {
      process.stdout.write(`  signing up ${settings.customers} customers… `);
      bookingLoad = { tokens: await signUpCustomers(cluster.url, bookingDatabase, settings.customers), serviceIds: await bookableServices(cluster.url), databaseUrl: bookingDatabase };
      console.log('done');
    }
    process.stdout.write(`  booking for ${settings.durationSeconds} s… `);
    bookings[instances] = await bookingRun(cluster, bookingLoad);
    console.log(`${bookings[instances].bookingsPerSecond} bookings/s (${split(bookings[instances].repliesByInstance)})`);
    await cluster.stop();
  }
  for (const signal of ['SIGKILL', 'SIGTERM']) {
    const cluster = await startBenchCluster(2, bookingDatabase, dataDir);
    process.stdout.write(`  booking for ${settings.durationSeconds} s, ${signal} to instance 2 at ${settings.durationSeconds / 2} s… `);
    kills[signal] = await bookingRun(cluster, bookingLoad, { signal, index: 1 });
    console.log(`${kills[signal].acknowledged} acknowledged, ${kills[signal].errors} errors, ${kills[signal].lost} lost`);
    await cluster.stop();
  }

  // Lists: one scale data set for both runs, the near-me cache off.
  let lists;
  if (settings.skipLists) {
    lists = { skipped: '--skip-lists' };
  } else {
    console.log('\nnear-me list: seeding the scale data set…');
    const listDatabase = await createPostgresDatabase('servenear_cluster_lists');
    // The seed's own defaults: the full data set, as bench/near-me-load.mjs measures by default.
    const data = await seed({ DATABASE_URL: listDatabase, DATA_DIR: dataDir }, scratch);
    lists = { databaseVersion: data.databaseVersion, data: data.rows, seedSeconds: round(data.seconds, 1), listCacheSeconds: 0, runs: {} };
    for (const instances of [1, 2]) {
      const cluster = await startBenchCluster(instances, listDatabase, dataDir, { LIST_CACHE_SECONDS: '0' });
      lists.runs[instances] = await listRun(cluster);
      await cluster.stop();
    }
  }

  const results = {
    measuredAt: new Date().toISOString(),
    machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, node: process.version },
    serverSource: serverSource(),
    settings: { ...settings, warmupSeconds: Math.min(WARMUP_SECONDS, settings.durationSeconds), listPath: LIST_PATH },
    bookings,
    lists,
    kills,
  };
  await mkdir(path.dirname(resultsFile), { recursive: true });
  await writeFile(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
  report(results);
  console.log(`\nwritten to ${path.relative(repoRoot, resultsFile)}`);
  // Lost or doubled bookings are failures of the cluster, not figures: the exit code says so.
  const broken = Object.values({ ...bookings, ...kills }).reduce((sum, run) => sum + run.lost + run.duplicates, 0);
  return broken === 0;
}

await runAndCleanUp(main);
