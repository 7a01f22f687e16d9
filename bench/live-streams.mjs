#!/usr/bin/env node
// Usage: node bench/live-streams.mjs [--streams 5000] [--people 500] [--rate 50] [--seconds 20]
//          [--cluster-streams 500] [--cluster-people 100] [--cluster-seconds 30] [--kill-at 8]
//          [--skip-single] [--skip-cluster] [--signals SIGKILL,SIGTERM] [--results live-streams]
// Issue 40's live streams (GET /api/events, decision 0063) on PostgreSQL, in two parts:
//   1. one instance holding --streams open streams of --people signed-in people (as many tabs
//      each): the server's memory before and after opening them (per stream), the time to open
//      them, the CPU the open streams cost when idle (heartbeats), then notifications committed at
//      --rate a second for --seconds, each timed from its commit to its arrival on every stream of
//      its person, and the events lost (must be 0); last, how long the instance takes to stop
//      with every stream open;
//   2. two instances behind HAProxy (scripts/cluster/) with --cluster-streams streams through the
//      balancer, notifications committed throughout, and instance 2 stopped --kill-at seconds in,
//      once with SIGKILL and once with SIGTERM (it drains 3 s first): each stream it held
//      reconnects after the `retry` delay with its Last-Event-ID, as a browser does; then every
//      stream must hold every event of its person once and in order, and the time until the last
//      one was back (ready on the survivor) is reported.
// The sessions are rows put straight into the database (bench/lib/liveStreams.mjs): the bench
// measures streams, not sign-ups. Only 127.0.0.1 traffic. Results: bench/results/live-streams.json
// (--results names another file there).
// Not a CI check: it takes a few minutes and its figures depend on the machine, whose cores the
// bench's own client, PostgreSQL, HAProxy and the instances share.
import { randomBytes } from 'node:crypto';
import { readdir, readFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { startCluster, startInstance } from '../scripts/cluster/cluster.mjs';
import { cleanups, runAndCleanUp } from './lib/cleanup.mjs';
import { LiveStream, allDelivered, checkDeliveries, commitNotifications, openAll, signInPeople } from './lib/liveStreams.mjs';
import { percentile, positiveInteger, round, serverSource, sleep } from './lib/load.mjs';
import { createPostgresDatabase } from './lib/postgres.mjs';
import { processCpuMs } from './lib/processCpu.mjs';
import { freePort } from './lib/site.mjs';

const repoRoot = path.resolve(import.meta.dirname, '..');
const gcOnSignal = path.join(import.meta.dirname, 'lib', 'gcOnSignal.mjs');

const { values } = parseArgs({
  options: {
    streams: { type: 'string', default: '5000' },
    people: { type: 'string', default: '500' },
    rate: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '20' },
    'cluster-streams': { type: 'string', default: '500' },
    'cluster-people': { type: 'string', default: '100' },
    'cluster-seconds': { type: 'string', default: '30' },
    'kill-at': { type: 'string', default: '8' },
    'skip-single': { type: 'boolean', default: false },
    'skip-cluster': { type: 'boolean', default: false },
    results: { type: 'string', default: 'live-streams' },
    signals: { type: 'string', default: 'SIGKILL,SIGTERM' },
  },
});
const resultsFile = path.join(import.meta.dirname, 'results', `${path.basename(values.results)}.json`);
const settings = {
  streams: positiveInteger('streams', values.streams),
  people: positiveInteger('people', values.people),
  rate: positiveInteger('rate', values.rate),
  seconds: positiveInteger('seconds', values.seconds),
  clusterStreams: positiveInteger('cluster-streams', values['cluster-streams']),
  clusterPeople: positiveInteger('cluster-people', values['cluster-people']),
  clusterSeconds: positiveInteger('cluster-seconds', values['cluster-seconds']),
  killAtSecond: positiveInteger('kill-at', values['kill-at']),
};

/** Streams opening at once: a crowd arriving, not a SYN flood past the listen backlog (511). */
const OPENING_AT_ONCE = 200;
/** Descriptors a process needs besides its streams (database pools, Redis, logs, modules). */
const SPARE_DESCRIPTORS = 200;
/** How long the last deliveries may take once the commits stop (a reconnection waits 3 s). */
const SETTLE_MS = 30_000;
/** An idle stretch over which every stream sends one heartbeat (routes.ts: every 20 s). */
const IDLE_SECONDS = 20;

const ms = (value) => round(value, 1);
const latencySummary = (sorted) => ({
  count: sorted.length,
  p50: ms(percentile(sorted, 50)),
  p95: ms(percentile(sorted, 95)),
  p99: ms(percentile(sorted, 99)),
  max: ms(sorted.at(-1) ?? null),
  min: ms(sorted[0] ?? null),
});
const count = (items, key) => items.reduce((counts, item) => ({ ...counts, [key(item)]: (counts[key(item)] ?? 0) + 1 }), {});

// ---------------------------------------------------------------------------------------------
// The machine

/** This process's open-files limit: Node raises its soft limit to the hard one at start, and the
 * servers it starts inherit it. Each process holds one descriptor per stream. */
async function openFilesLimit() {
  const limits = await readFile('/proc/self/limits', 'utf8');
  const [soft, hard] = /Max open files\s+(\S+)\s+(\S+)/.exec(limits).slice(1).map((value) => (value === 'unlimited' ? Infinity : Number(value)));
  return { soft, hard };
}

/**
 * The server's resident memory from /proc and its V8 heap from its own /metrics (prom-client),
 * each read after a full garbage collection (SIGUSR2, bench/lib/gcOnSignal.mjs): without it two
 * runs' idle readings of the heap differed by 80 MB, more than 5,000 streams take.
 */
async function memoryOf(instance, metricsToken) {
  const samples = [];
  for (let index = 0; index < 3; index += 1) {
    instance.child.kill('SIGUSR2');
    await sleep(1000);
    const status = await readFile(`/proc/${instance.child.pid}/status`, 'utf8');
    const rss = Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) * 1024;
    const text = await fetch(`${instance.url}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } }).then((response) => response.text());
    const metric = (name) => Number(new RegExp(`^${name} (\\S+)`, 'm').exec(text)?.[1]);
    samples.push({ rss, heapUsed: metric('servenear_nodejs_heap_size_used_bytes'), heapTotal: metric('servenear_nodejs_heap_size_total_bytes') });
  }
  const lowest = (key) => Math.min(...samples.map((sample) => sample[key]));
  return { rss: lowest('rss'), heapUsed: lowest('heapUsed'), heapTotal: lowest('heapTotal'), descriptors: (await readdir(`/proc/${instance.child.pid}/fd`)).length };
}

const megabytes = (bytes) => round(bytes / 1024 / 1024, 1);

/** The instance that served a stream's first connection: HAProxy's X-Served-By, or "direct" without it. */
const servedBy = (stream) => stream.connections[0]?.servedBy ?? 'direct';

function closeAll(streams) {
  for (const stream of streams) stream.close();
}

/** Waits until every stream holds every commit of its person, for at most SETTLE_MS. */
async function settleDeliveries(streams, commits) {
  const deadline = performance.now() + SETTLE_MS;
  while (performance.now() < deadline && !allDelivered(streams, commits)) await sleep(250);
}

// ---------------------------------------------------------------------------------------------
// 1. One instance, many streams

async function singleInstance({ databaseUrl, dataDir, people, streamCount }) {
  const metricsToken = randomBytes(16).toString('hex');
  process.stdout.write('  starting one instance… ');
  const instance = await startInstance({
    port: await freePort(),
    label: 'instance',
    quiet: true,
    env: { ...serverEnv(databaseUrl, dataDir), METRICS_TOKEN: metricsToken, SHUTDOWN_DRAIN_SECONDS: '0', NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${pathToFileURL(gcOnSignal).href}`.trim() },
  });
  cleanups.push(async () => {
    if (instance.child.exitCode === null && instance.child.signalCode === null) instance.child.kill('SIGKILL');
    await instance.exited;
  });
  console.log(instance.url);
  const viewers = people.slice(0, settings.people);
  const perPerson = Math.ceil(streamCount / viewers.length);
  const streams = Array.from({ length: streamCount }, (_, index) => new LiveStream({ baseUrl: instance.url, ...viewers[Math.floor(index / perPerson)] }));
  cleanups.push(() => closeAll(streams));

  // Warm-up: the route's code compiled and its modules loaded before the baseline is read.
  const warmUp = viewers.slice(0, 20).map((person) => new LiveStream({ baseUrl: instance.url, ...person }));
  await openAll(warmUp, 20);
  closeAll(warmUp);
  await sleep(3000);
  const before = await memoryOf(instance, metricsToken);

  process.stdout.write(`  opening ${streamCount} streams of ${viewers.length} people (${perPerson} each), ${OPENING_AT_ONCE} at a time… `);
  const openStarted = performance.now();
  const cpuBeforeOpen = await processCpuMs(instance.child.pid);
  const openTimes = await openAll(streams, OPENING_AT_ONCE);
  const openSeconds = (performance.now() - openStarted) / 1000;
  const openCpuMs = (await processCpuMs(instance.child.pid)) - cpuBeforeOpen;
  console.log(`${round(openSeconds, 1)} s`);
  await sleep(3000);
  const after = await memoryOf(instance, metricsToken);

  process.stdout.write(`  idle for ${IDLE_SECONDS} s (heartbeats only)… `);
  const heartbeatsBefore = streams.reduce((sum, stream) => sum + stream.heartbeats, 0);
  const cpuBeforeIdle = await processCpuMs(instance.child.pid);
  await sleep(IDLE_SECONDS * 1000);
  const idleCpuMs = (await processCpuMs(instance.child.pid)) - cpuBeforeIdle;
  const heartbeats = streams.reduce((sum, stream) => sum + stream.heartbeats, 0) - heartbeatsBefore;
  console.log(`${heartbeats} heartbeats, server CPU ${round((100 * idleCpuMs) / (IDLE_SECONDS * 1000), 1)} %`);

  process.stdout.write(`  committing ${settings.rate} notifications/s for ${settings.seconds} s… `);
  const cpuBeforeEvents = await processCpuMs(instance.child.pid);
  const commits = await commitNotifications(databaseUrl, viewers.map((person) => person.userId), { perSecond: settings.rate, seconds: settings.seconds, label: 'single' });
  await settleDeliveries(streams, commits);
  const eventsCpuMs = (await processCpuMs(instance.child.pid)) - cpuBeforeEvents;
  const delivery = checkDeliveries(streams, commits);
  console.log(`${delivery.received} deliveries, p99 ${ms(percentile(delivery.latencies, 99))} ms, ${delivery.lost} lost`);
  const drops = streams.filter((stream) => stream.connections.length > 1).length;

  // The stop a deploy makes: SIGTERM with every stream open (no drain here: SHUTDOWN_DRAIN_SECONDS=0).
  process.stdout.write('  stopping the instance with every stream open… ');
  const openConnections = streams.map((stream) => stream.current);
  const stopAt = performance.now();
  instance.child.kill('SIGTERM');
  await instance.exited;
  const exitedAfterMs = performance.now() - stopAt;
  const endedAfter = Float64Array.from(openConnections.map((connection) => connection.endedAt - stopAt)).sort();
  closeAll(streams);
  console.log(`exited after ${Math.round(exitedAfterMs)} ms`);

  return {
    streams: streamCount,
    people: viewers.length,
    streamsPerPerson: perPerson,
    memory: {
      before: { rssMB: megabytes(before.rss), heapUsedMB: megabytes(before.heapUsed), heapTotalMB: megabytes(before.heapTotal), descriptors: before.descriptors },
      after: { rssMB: megabytes(after.rss), heapUsedMB: megabytes(after.heapUsed), heapTotalMB: megabytes(after.heapTotal), descriptors: after.descriptors },
      rssKBPerStream: round((after.rss - before.rss) / 1024 / streamCount, 1),
      heapKBPerStream: round((after.heapUsed - before.heapUsed) / 1024 / streamCount, 1),
    },
    opening: {
      atOnce: OPENING_AT_ONCE,
      seconds: round(openSeconds, 2),
      perSecond: round(streamCount / openSeconds, 0),
      msToReady: latencySummary(openTimes),
      serverCpuMsPerStream: round(openCpuMs / streamCount, 2),
    },
    idle: { seconds: IDLE_SECONDS, heartbeats, serverCpuPercent: round((100 * idleCpuMs) / (IDLE_SECONDS * 1000), 1) },
    events: {
      perSecond: settings.rate,
      seconds: settings.seconds,
      commits: commits.length,
      expectedDeliveries: delivery.expected,
      deliveries: delivery.received,
      lost: delivery.lost,
      resyncs: streams.reduce((sum, stream) => sum + stream.resyncs, 0),
      missedWithResync: delivery.missedWithResync,
      duplicates: delivery.duplicates,
      outOfOrder: delivery.outOfOrder,
      unexpected: delivery.unexpected,
      streamsDropped: drops,
      latencyMs: latencySummary(delivery.latencies),
      serverCpuMsPerCommit: round(eventsCpuMs / commits.length, 2),
    },
    stop: { exitedAfterMs: Math.round(exitedAfterMs), streamsEndedWithinMs: ms(endedAfter.at(-1)) },
  };
}

// ---------------------------------------------------------------------------------------------
// 2. Two instances behind HAProxy, one stopped

/** What the instances share with every server this bench starts. */
function serverEnv(databaseUrl, dataDir) {
  return {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    SEED_DEMO_ACCOUNTS: 'false',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    REDIS_URL: 'redis://127.0.0.1:6379',
    REDIS_KEY_PREFIX: `servenear-live-bench-${process.pid}:`,
    OTP_SECRET: randomBytes(24).toString('hex'),
  };
}

function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer().once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** Two free ports in a row for the instances (startCluster numbers them from the first), one for HAProxy. */
async function clusterPorts() {
  for (;;) {
    const first = await freePort();
    const balancer = await freePort();
    if (first < 65_535 && balancer !== first && balancer !== first + 1 && (await portIsFree(first + 1))) return { first, balancer };
  }
}

/**
 * The cluster, started once more if the first start fails: on a machine shared with other work an
 * instance's start has failed on its Redis subscription (500 ms at most), and the start is not
 * what this bench measures. A second failure stops the bench.
 */
async function startBenchCluster(databaseUrl, dataDir) {
  for (let attempt = 1; ; attempt += 1) {
    const ports = await clusterPorts();
    try {
      return await startCluster({ instances: 2, port: ports.balancer, firstInstancePort: ports.first, quiet: true, env: serverEnv(databaseUrl, dataDir) });
    } catch (error) {
      if (attempt === 2) throw error;
      process.stdout.write(`failed (${error.message.split('\n')[0]}); again in 10 s… `);
      await sleep(10_000);
    }
  }
}

async function clusterRun({ databaseUrl, dataDir, people, signal }) {
  process.stdout.write(`  ${signal}: starting 2 instances behind HAProxy… `);
  const cluster = await startBenchCluster(databaseUrl, dataDir);
  cleanups.push(cluster.stop);
  // HAProxy's log (-db: on stderr): when it took an instance out.
  const balancerEvents = [];
  cluster.balancer.stderr.on('data', (chunk) => {
    for (const match of String(chunk).matchAll(/Server instances\/(\S+) is (UP|DOWN)/g)) balancerEvents.push({ at: performance.now(), server: match[1], state: match[2] });
  });
  console.log(cluster.url);

  const viewers = people.slice(0, settings.clusterPeople);
  const perPerson = Math.ceil(settings.clusterStreams / viewers.length);
  const streams = Array.from({ length: settings.clusterStreams }, (_, index) => new LiveStream({ baseUrl: cluster.url, ...viewers[Math.floor(index / perPerson)] }));
  cleanups.push(() => closeAll(streams));
  process.stdout.write(`  opening ${streams.length} streams through HAProxy… `);
  await openAll(streams, 50);
  const spread = count(streams, servedBy);
  console.log(Object.entries(spread).map(([name, streamsThere]) => `${name} ${streamsThere}`).join(', '));

  const victim = cluster.instances[1];
  let stoppedAt = null;
  let exitedAt = null;
  process.stdout.write(`  committing ${settings.rate}/s for ${settings.clusterSeconds} s, ${signal} to instance 2 at ${settings.killAtSecond} s… `);
  const commits = await commitNotifications(databaseUrl, viewers.map((person) => person.userId), {
    perSecond: settings.rate,
    seconds: settings.clusterSeconds,
    label: signal,
    onTick: (elapsed) => {
      if (stoppedAt !== null || elapsed < settings.killAtSecond * 1000) return;
      stoppedAt = performance.now();
      victim.exited.then(() => (exitedAt = performance.now()));
      // The instance's own process (node with tsx's loader): even SIGKILL reaches the server.
      victim.child.kill(signal);
    },
  });
  await settleDeliveries(streams, commits);
  const delivery = checkDeliveries(streams, commits);
  console.log(`${delivery.received} deliveries, ${delivery.lost} lost, ${delivery.duplicates} duplicated`);

  // The victim's streams: when each dropped and when it was ready again, from the signal.
  const moved = streams.filter((stream) => servedBy(stream) === 'instance2');
  const dropMs = Float64Array.from(moved.map((stream) => stream.connections[0].endedAt - stoppedAt)).sort();
  const back = moved.map((stream) => stream.connections.slice(1).find((connection) => connection.readyAt !== null));
  const backMs = Float64Array.from(back.filter(Boolean).map((connection) => connection.readyAt - stoppedAt)).sort();
  const survivorDrops = streams.filter((stream) => servedBy(stream) !== 'instance2' && stream.connections.length > 1).length;
  // Latency before the stop (steady state through HAProxy) and over the whole run.
  const steady = checkDeliveries(streams, commits.filter((commit) => commit.committedAt < stoppedAt));
  closeAll(streams);
  await cluster.stop();

  return {
    signal,
    streams: streams.length,
    people: viewers.length,
    streamsPerPerson: perPerson,
    streamsByInstance: spread,
    stoppedAtSecond: settings.killAtSecond,
    instanceExitedAfterMs: exitedAt === null ? null : Math.round(exitedAt - stoppedAt),
    balancerEvents: balancerEvents.filter(({ at }) => at >= stoppedAt).map(({ at, ...event }) => ({ ...event, ms: Math.round(at - stoppedAt) })),
    movedStreams: moved.length,
    droppedAfterMs: { first: ms(dropMs[0] ?? null), last: ms(dropMs.at(-1) ?? null) },
    backOnSurvivor: back.filter((connection) => connection?.servedBy === 'instance1').length,
    backElsewhere: count(back.filter((connection) => connection && connection.servedBy !== 'instance1'), (connection) => connection.servedBy ?? 'unknown'),
    neverBack: back.filter((connection) => !connection).length,
    allBackAfterMs: ms(backMs.at(-1) ?? null),
    backAfterMs: latencySummary(backMs),
    reconnections: streams.reduce((sum, stream) => sum + stream.connections.length - 1, 0),
    refusals: count(streams.flatMap((stream) => stream.refusals), (refusal) => `${refusal.status} ${refusal.servedBy ?? ''}`.trim()),
    resyncs: streams.reduce((sum, stream) => sum + stream.resyncs, 0),
    survivorStreamsDropped: survivorDrops,
    commits: commits.length,
    expectedDeliveries: delivery.expected,
    deliveries: delivery.received,
    lost: delivery.lost,
    // Every resync here is a needless one: nothing in this bench is older than the retention
    // window (60 minutes), so no event was ever deleted.
    missedWithResync: delivery.missedWithResync,
    duplicates: delivery.duplicates,
    outOfOrder: delivery.outOfOrder,
    unexpected: delivery.unexpected,
    latencyMsBeforeStop: latencySummary(steady.latencies),
    latencyMs: latencySummary(delivery.latencies),
  };
}

// ---------------------------------------------------------------------------------------------

function report(results) {
  const single = results.single;
  if (single) {
    console.log(`\nOne instance, ${single.streams} streams (${single.people} people × ${single.streamsPerPerson})`);
    console.log(
      `  memory: RSS ${single.memory.before.rssMB} → ${single.memory.after.rssMB} MB (${single.memory.rssKBPerStream} KB a stream), ` +
        `heap ${single.memory.before.heapUsedMB} → ${single.memory.after.heapUsedMB} MB (${single.memory.heapKBPerStream} KB a stream)`,
    );
    console.log(`  opening: ${single.opening.seconds} s (${single.opening.perSecond}/s), to ready p50 ${single.opening.msToReady.p50} ms, p99 ${single.opening.msToReady.p99} ms`);
    console.log(`  idle: ${single.idle.serverCpuPercent} % of a core for the heartbeats`);
    const events = single.events;
    console.log(
      `  events: ${events.commits} commits, ${events.deliveries}/${events.expectedDeliveries} deliveries, latency p50 ${events.latencyMs.p50} p95 ${events.latencyMs.p95} ` +
        `p99 ${events.latencyMs.p99} max ${events.latencyMs.max} ms; lost ${events.lost}, duplicated ${events.duplicates}, out of order ${events.outOfOrder}`,
    );
    console.log(`  stop: exited ${single.stop.exitedAfterMs} ms after SIGTERM`);
  }
  for (const run of results.cluster ?? []) {
    console.log(`\nTwo instances, ${run.signal} to instance 2 (${run.movedStreams} of ${run.streams} streams on it)`);
    console.log(
      `  dropped ${run.droppedAfterMs.first}…${run.droppedAfterMs.last} ms after the signal; all back ${run.allBackAfterMs} ms after it ` +
        `(p50 ${run.backAfterMs.p50}); on the survivor ${run.backOnSurvivor}, elsewhere ${JSON.stringify(run.backElsewhere)}, never ${run.neverBack}; refusals ${JSON.stringify(run.refusals)}`,
    );
    console.log(
      `  ${run.deliveries}/${run.expectedDeliveries} deliveries: lost ${run.lost}, duplicated ${run.duplicates}, out of order ${run.outOfOrder}, ` +
        `told to resync ${run.resyncs} (${run.missedWithResync} events left to the page's reload); ` +
        `latency before the stop p50 ${run.latencyMsBeforeStop.p50} p99 ${run.latencyMsBeforeStop.p99} ms, whole run p99 ${run.latencyMs.p99} max ${run.latencyMs.max} ms`,
    );
  }
}

async function main() {
  const limit = await openFilesLimit();
  let streamCount = settings.streams;
  let limitedBy = null;
  if (streamCount + SPARE_DESCRIPTORS > limit.soft) {
    // Each process (this one, the server) needs a descriptor per stream; the limit is per process.
    streamCount = Math.max(1, limit.soft - SPARE_DESCRIPTORS);
    limitedBy = `open files limit ${limit.soft} (ulimit -n; hard ${limit.hard}): ${streamCount} streams instead of ${settings.streams}; raise it (ulimit -Hn, LimitNOFILE) for more`;
    console.log(`!!! ${limitedBy}`);
  }
  console.log(`live streams bench: ${os.cpus().length} CPUs, open files limit ${limit.soft}`);
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'servenear-live-bench-'));
  cleanups.push(() => rm(scratch, { recursive: true, force: true }));
  const dataDir = path.join(scratch, 'data');
  await mkdir(dataDir);
  const databaseUrl = await createPostgresDatabase('servenear_live_streams');

  const results = {
    measuredAt: new Date().toISOString(),
    machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, memoryGB: round(os.totalmem() / 1024 ** 3, 1), node: process.version, openFilesLimit: limit },
    serverSource: serverSource(),
    settings: { ...settings, streams: streamCount, limitedBy },
  };
  // A first start of the server applies the migrations: the people's rows need its tables.
  const migrate = await startInstance({ port: await freePort(), label: 'migrate', quiet: true, env: { ...serverEnv(databaseUrl, dataDir), SHUTDOWN_DRAIN_SECONDS: '0' } });
  migrate.child.kill('SIGTERM');
  await migrate.exited;
  const people = await signInPeople(databaseUrl, Math.max(settings.people, settings.clusterPeople));
  if (!values['skip-single']) {
    console.log('\n1. one instance');
    results.single = await singleInstance({ databaseUrl, dataDir, people, streamCount });
  }
  if (!values['skip-cluster']) {
    console.log('\n2. two instances behind HAProxy, one stopped');
    results.cluster = [];
    for (const signal of values.signals.split(',')) {
      results.cluster.push(await clusterRun({ databaseUrl, dataDir, people, signal }));
      // The stopped cluster's streams and processes wind down before the next one starts.
      await sleep(5000);
    }
  }

  await mkdir(path.dirname(resultsFile), { recursive: true });
  await writeFile(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
  report(results);
  console.log(`\nwritten to ${path.relative(repoRoot, resultsFile)}`);
  // A lost, doubled or reordered event is a failure of the design, not a figure: the exit code says so.
  const runs = [results.single?.events, ...(results.cluster ?? [])].filter(Boolean);
  if (runs.some((run) => run.resyncs > 0)) console.log('!!! resync sent although no event was ever deleted: see bench/README.md, "Issue 40: live streams"');
  return runs.every((run) => run.lost === 0 && run.duplicates === 0 && run.outOfOrder === 0 && run.unexpected === 0);
}

await runAndCleanUp(main);
