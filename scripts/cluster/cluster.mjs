// Several instances of the API server on one PostgreSQL and one Redis, behind HAProxy: what
// `npm run cluster` starts, and what the cluster benches start.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../apps.mjs';
import { ensureHaproxy, haproxyConfig, serversUp } from './haproxy.mjs';

const START_TIMEOUT_MS = 120_000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Prefixes each line a child writes, so that the instances' logs can be told apart. */
function relay(child, label, quiet) {
  let log = '';
  for (const stream of [child.stdout, child.stderr]) {
    let partial = '';
    stream.on('data', (chunk) => {
      log = (log + chunk).slice(-20_000);
      if (quiet) return;
      const lines = (partial + chunk).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(`[${label}] ${line}\n`);
    });
  }
  return () => log;
}

/** Asks `done` every 200 ms until it says yes, while the child runs, for at most START_TIMEOUT_MS. */
async function waitUntil(done, child, log, failure) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${failure}: the process exited (${child.exitCode}):\n${log()}`);
    if (await done()) return;
    await sleep(200);
  }
  throw new Error(`${failure} in time:\n${log()}`);
}

function waitFor(url, child, log, status = 200) {
  const answers = () => fetch(url).then((response) => response.status === status, () => false);
  return waitUntil(answers, child, log, `${url} did not answer ${status}`);
}

/**
 * One instance of the server (server/src/main.ts) on 127.0.0.1:`port`, behind the balancer:
 * it believes the balancer's X-Forwarded-For and drains for 3 s on SIGTERM (three of the
 * balancer's checks).
 */
export async function startInstance({ port, env, label, quiet = false }) {
  // node itself with tsx's loader, not the tsx command: that one runs the server in a child
  // process, so a signal (SIGKILL above all) to it would not reach the server.
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'server', 'src', 'main.ts')], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, HOST: '127.0.0.1', TRUST_PROXY: '127.0.0.1', SHUTDOWN_DRAIN_SECONDS: '3', ...env, PORT: String(port) },
  });
  const log = relay(child, label, quiet);
  const exited = new Promise((resolve) => child.once('close', resolve));
  await waitFor(`http://127.0.0.1:${port}/api/health/ready`, child, log);
  return { port, child, log, exited, url: `http://127.0.0.1:${port}` };
}

/**
 * `instances` servers on ports `firstInstancePort`…, then HAProxy on `host`:`port`. The
 * instances share env.DATABASE_URL (required: PGlite serves one process) and env.REDIS_URL, and
 * one OTP_SECRET (a code sent by one instance is checked by another). The first instance starts
 * alone: it applies the migrations and the seed, the others find them done.
 */
export async function startCluster({ instances, host = '127.0.0.1', port, firstInstancePort, env, quiet = false }) {
  if (!env.DATABASE_URL) throw new Error('The instances share one PostgreSQL: set DATABASE_URL');
  ensureHaproxy();
  const shared = { REDIS_URL: 'redis://127.0.0.1:6379', OTP_SECRET: randomBytes(24).toString('hex'), ...env };
  const started = [];
  const stop = async () => {
    if (balancer && balancer.exitCode === null) balancer.kill('SIGTERM');
    await Promise.all(
      started.map(async (instance) => {
        if (instance.child.exitCode === null) instance.child.kill('SIGTERM');
        const timer = setTimeout(() => instance.child.kill('SIGKILL'), 15_000);
        await instance.exited;
        clearTimeout(timer);
      }),
    );
  };
  let balancer;
  try {
    for (let index = 0; index < instances; index += 1) {
      started.push(await startInstance({ port: firstInstancePort + index, env: shared, label: `instance ${index + 1}`, quiet }));
    }
    const folder = await mkdtemp(path.join(os.tmpdir(), 'servenear-haproxy-'));
    const configFile = path.join(folder, 'haproxy.cfg');
    const statsSocket = path.join(folder, 'haproxy.sock');
    await writeFile(configFile, haproxyConfig({ host, port, statsSocket, instancePorts: started.map((instance) => instance.port) }));
    // -db: in the foreground, stopped with this process.
    balancer = spawn('haproxy', ['-db', '-f', configFile], { stdio: ['ignore', 'pipe', 'pipe'] });
    const log = relay(balancer, 'haproxy', quiet);
    await waitFor(`http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}/api/health/ready`, balancer, log);
    // One instance answering through the balancer is not all of them: the cluster (and a bench
    // of two instances) starts when HAProxy has checked every instance and counts it fully up.
    await waitUntil(() => serversUp(statsSocket).catch(() => false), balancer, log, 'HAProxy did not see every instance up');
    return { url: `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`, instances: started, balancer, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
