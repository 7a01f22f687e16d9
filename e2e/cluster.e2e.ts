/**
 * Two instances of the server behind HAProxy (`npm run cluster`), on one PostgreSQL and one
 * Redis: the balancer spreads the requests, a session made on one instance works on the other,
 * a login limit holds for one client whichever instance it reaches (keyed on the address HAProxy
 * saw, not on one the client made up), and an instance stopped with SIGTERM drains without a
 * failed request. Needs PostgreSQL on 127.0.0.1:5432, Redis on 127.0.0.1:6379 and HAProxy (the
 * cluster script installs it with apt-get when missing).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import pg from 'pg';
import { expectVisible, launchBrowser, screenshot } from './support/browser';
import { demoAccounts } from './support/customer';
import { followJobLive } from './support/liveJourney';
import { repoRoot } from './support/site';

const ADMIN_URL = 'postgresql://postgres@127.0.0.1:5432/postgres';
const database = `servenear_e2e_cluster_${process.pid}`;
/** Lower than the default so the test reaches it quickly; per client address and mobile number. */
const LOGIN_LIMIT = 4;

interface Reply {
  status: number;
  servedBy: string;
  body: string;
}

let cluster: ChildProcess;
let siteUrl: string;
let instancePids: number[];
/** Each instance's own address, past the balancer. */
let instanceUrls: string[];
let browser: Browser;

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A request from a chosen loopback address (127.0.0.0/8 is all this machine): one client each. */
function request(method: string, apiPath: string, options: { from?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<Reply> {
  const url = new URL(`/api/${apiPath}`, siteUrl);
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const sent = http.request(
      url,
      {
        method,
        localAddress: options.from ?? '127.0.0.1',
        agent: false,
        headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...options.headers },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, servedBy: String(response.headers['x-served-by'] ?? ''), body }));
      },
    );
    sent.on('error', reject);
    sent.end(payload);
  });
}

/** Starts `npm run cluster` (its CLI) and waits for the line that gives the balancer's address. */
function startCluster(port: number, firstInstancePort: number): Promise<void> {
  cluster = spawn(process.execPath, [path.join(repoRoot, 'scripts', 'cluster', 'cli.mjs'), '--instances', '3', '--port', String(port), '--first-instance-port', String(firstInstancePort)], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      DATABASE_URL: ADMIN_URL.replace(/\/postgres$/, `/${database}`),
      // Each run its own counters in the shared Redis: a rerun within 15 minutes starts afresh.
      REDIS_KEY_PREFIX: `servenear-e2e-cluster-${randomUUID()}:`,
      LOGINS_PER_15_MIN: String(LOGIN_LIMIT),
      // The live journey's new customer confirms their number with the code in the dev outbox.
      DEV_OUTBOX: 'true',
      LOG_LEVEL: 'warn',
    },
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the cluster did not start in time:\n${output}`)), 150_000);
    const read = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
      const started = /behind HAProxy: (\S+)/.exec(output);
      const pids = /instances: (.*)\n/.exec(output);
      if (started && pids) {
        clearTimeout(timer);
        siteUrl = started[1]!;
        instancePids = [...pids[1]!.matchAll(/\(pid (\d+)\)/g)].map((match) => Number(match[1]));
        instanceUrls = [...pids[1]!.matchAll(/(http:\S+) \(pid/g)].map((match) => match[1]!);
        resolve();
      }
    };
    cluster.stdout!.on('data', read);
    cluster.stderr!.on('data', read);
    cluster.once('exit', (code) => reject(new Error(`the cluster exited (${code}):\n${output}`)));
  });
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

beforeAll(async () => {
  await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${database}`);
  await startCluster(18_480 + (process.pid % 500), 19_480 + (process.pid % 500));
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  if (cluster && cluster.exitCode === null) {
    const exited = new Promise((resolve) => cluster.once('exit', resolve));
    cluster.kill('SIGTERM');
    await exited;
  }
  await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
}, 60_000);

test('the balancer sends requests to every instance, and a session works on each', async () => {
  const { body } = await request('POST', 'user/login', { body: demoAccounts.customer });
  const token: string = JSON.parse(body).success.token;

  const replies = await Promise.all(Array.from({ length: 9 }, () => request('GET', 'user/user-details', { headers: { authorization: `Bearer ${token}` } })));

  expect(replies.map((reply) => reply.status)).toEqual(Array(9).fill(200));
  expect(new Set(replies.map((reply) => reply.servedBy))).toEqual(new Set(['instance1', 'instance2', 'instance3']));
});

test('in a browser, the customer signs in and stays signed in page after page, whichever instance answers', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  try {
    const servedBy = new Set<string>();
    page.on('response', (response) => {
      const instance = response.headers()['x-served-by'];
      if (instance && response.url().includes('/api/')) servedBy.add(instance);
    });
    await page.goto(`${siteUrl}/login`);
    await page.getByLabel(/mobile/i).fill(demoAccounts.customer.mobile);
    await page.getByLabel(/^password/i).fill(demoAccounts.customer.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${siteUrl}/`);
    for (const route of ['/instand-booking', '/user-edit', '/complete-booking', '/']) {
      await page.goto(`${siteUrl}${route}`);
      await expectVisible(page.getByRole('banner').getByRole('button', { name: 'Logout' }).first());
    }
    expect(servedBy.size).toBeGreaterThan(1);
    await screenshot(page, 'cluster-signed-in-1280');
  } finally {
    await page.close();
  }
});

test('a login limit holds across the instances for one client, and only for that client', async () => {
  const wrong = { mobile: demoAccounts.customer.mobile, password: 'not-the-password' };
  const tries: Reply[] = [];
  for (let attempt = 0; attempt < LOGIN_LIMIT + 2; attempt += 1) tries.push(await request('POST', 'user/login', { from: '127.0.0.2', body: wrong }));

  // Round robin: the tries go round the instances, and the count is shared.
  expect(new Set(tries.map((reply) => reply.servedBy)).size).toBeGreaterThan(1);
  expect(tries.slice(0, LOGIN_LIMIT).every((reply) => reply.status !== 429)).toBe(true);
  expect(tries.slice(LOGIN_LIMIT).map((reply) => reply.status)).toEqual([429, 429]);
  // A made-up X-Forwarded-For does not make another client: HAProxy replaces it with the address it saw.
  expect((await request('POST', 'user/login', { from: '127.0.0.2', body: wrong, headers: { 'x-forwarded-for': '203.0.113.9' } })).status).toBe(429);
  // Another client, same number: still its own tries.
  const other = await request('POST', 'user/login', { from: '127.0.0.3', body: wrong });
  expect(other.status).not.toBe(429);
  expect(other.status).toBeGreaterThanOrEqual(400);
});

test('the customer’s Instant Booking page follows the job live through the balancer, with the customer’s instance killed in between (issue 40)', async () => {
  // The instance each of the customer's streams came from, in order.
  const streamedBy: string[] = [];
  await followJobLive(siteUrl, browser, {
    apiUrl: instanceUrls[0],
    shots: 'cluster-live',
    watchCustomer: (page) =>
      page.on('response', (response) => {
        if (response.url().includes('/api/events')) streamedBy.push(response.headers()['x-served-by'] ?? '');
      }),
    betweenAssignedAndStarted: async () => {
      const instance = /^instance(\d)$/.exec(streamedBy.at(-1) ?? '');
      if (!instance) throw new Error(`the customer's stream came from ${JSON.stringify(streamedBy)}`);
      const pid = instancePids[Number(instance[1]) - 1]!;
      process.kill(pid, 'SIGKILL');
      while (isAlive(pid)) await new Promise((resolve) => setTimeout(resolve, 50));
    },
  });
  // The code and "work started" came through a stream the browser resumed on another instance.
  const [beforeKill, afterKill] = streamedBy.slice(-2);
  expect(afterKill).toMatch(/^instance\d$/);
  expect(afterKill).not.toBe(beforeKill);
  expect(instancePids.filter(isAlive)).toHaveLength(2);
});

test('an instance stopped with SIGTERM drains: no request fails, the other one answers', async () => {
  // The one killed above is gone: of the two left, the first stops and the second answers.
  const [stopped, survivor] = instancePids.filter(isAlive) as [number, number];
  const replies: Array<Reply | Error> = [];
  let running = true;
  const client = (async () => {
    while (running) {
      replies.push(await request('GET', 'category').catch((error: Error) => error));
    }
  })();
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  process.kill(stopped, 'SIGTERM');
  const deadline = Date.now() + 15_000;
  while (isAlive(stopped) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  running = false;
  await client;

  expect(isAlive(stopped)).toBe(false);
  const failures = replies.filter((reply) => reply instanceof Error || reply.status !== 200);
  expect(failures).toEqual([]);
  expect(replies.length).toBeGreaterThan(20);
  // The last second was answered by the instance still running.
  expect(new Set(replies.slice(-5).map((reply) => (reply as Reply).servedBy))).toEqual(new Set([`instance${instancePids.indexOf(survivor) + 1}`]));
});
