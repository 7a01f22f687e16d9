import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import http, { type IncomingMessage } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { notifications } from '../../server/src/db/schema';
import { LIVE_EVENTS_CHANNEL } from '../../server/src/modules/live/hub';
import { bearer, demo, signUp } from '../../server/test/accounts';
import { tempFolder } from '../../server/test/fixtures';
import { createTestApp, type TestApp } from '../../server/test/testApp';
import { createTestDatabase, type TestDatabase } from '../../server/test/testDb';
import { haproxyConfig, serversUp } from './haproxy.mjs';

const config = haproxyConfig({ host: '127.0.0.1', port: 8080, instancePorts: [8181, 8182], statsSocket: '/tmp/haproxy.sock' });

/** The lines of one section ("backend streams", "defaults", …) of the configuration. */
const section = (name: string) => {
  const lines = config.split('\n');
  const start = lines.indexOf(name);
  if (start === -1) throw new Error(`no section ${name}`);
  const end = lines.findIndex((line, index) => index > start && line !== '' && !line.startsWith(' '));
  return lines.slice(start + 1, end === -1 ? undefined : end).map((line) => line.trim());
};
/** The server's heartbeat on a quiet stream (server/src/modules/live/routes.ts, HEARTBEAT_MS). */
const HEARTBEAT_SECONDS = 20;

test('HAProxy replaces X-Forwarded-For with the address it saw, never appends to what the client sent', () => {
  expect(config).toContain('http-request set-header X-Forwarded-For %[src]');
  expect(config).toContain('http-request set-header X-Forwarded-Proto http');
  expect(config).toContain('http-request del-header X-Forwarded-Host');
  expect(config).not.toMatch(/option\s+forwardfor/);
});

describe('the live streams (GET /api/events)', () => {
  test('go to a backend of their own: the same instances and their health, the emptiest first, nothing held back', () => {
    expect(section('frontend site')).toContain('use_backend streams if { path /api/events }');
    const streams = section('backend streams');
    // A stream stays where it lands: new ones go to the instance holding the fewest.
    expect(streams).toContain('balance leastconn');
    // Without it HAProxy 2.6 sends each event with MSG_MORE and the kernel holds it ~200 ms.
    expect(streams).toContain('option http-no-delay');
    expect(streams).toContain('server instance1 127.0.0.1:8181 track instances/instance1');
    expect(streams).toContain('server instance2 127.0.0.1:8182 track instances/instance2');
    expect(config).not.toMatch(/^\s*compression\s/m);
    expect(config).not.toMatch(/http-buffer-request|wait-for-body/);
  });

  test('are resent only when the connection failed, never once the answer has begun', () => {
    expect(config.match(/^\s*retry-on .*$/gm)?.map((line) => line.trim())).toEqual(['retry-on conn-failure']);
  });

  test('outlive two missed heartbeats, and a hung instance’s stream is still cut within minutes', () => {
    const seconds = (name: string) => {
      const values = config.match(new RegExp(`^\\s*timeout ${name} (\\d+)s$`, 'gm')) ?? [];
      expect(values).toHaveLength(1);
      return Number(/(\d+)s$/.exec(values[0]!)![1]);
    };
    for (const name of ['server', 'client']) {
      expect(seconds(name)).toBeGreaterThan(2 * HEARTBEAT_SECONDS);
      expect(seconds(name)).toBeLessThanOrEqual(300);
    }
    // It applies only to an upgraded connection (WebSocket) or a CONNECT, never to a stream:
    // one set here would only suggest otherwise.
    expect(config).not.toMatch(/^\s*timeout tunnel/m);
  });

  test('are not capped at a fixed connection count: HAProxy takes what its descriptors allow', () => {
    expect(config).not.toMatch(/^\s*maxconn\s/m);
    expect(section('global')).toContain('fd-hard-limit 100000');
  });
});

const haproxyInstalled = spawnSync('haproxy', ['-v'], { stdio: 'ignore' }).status === 0;
if (!haproxyInstalled) console.warn('haproxy is not installed: the run through it is skipped');

(haproxyInstalled ? describe : describe.skip)('through a real HAProxy', () => {
  const LOGIN_LIMIT = 3;
  let database: TestDatabase;
  let instance: TestApp;
  let haproxy: ChildProcess;
  let balancerPort: number;
  let statsSocket: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    // Woken by the commit, as main.ts wires it: an event's delay is then the balancer's.
    instance = await createTestApp({
      db: database.db,
      env: { TRUST_PROXY: '127.0.0.1', LOGINS_PER_15_MIN: String(LOGIN_LIMIT) },
      liveWakeups: (onWake) => database.listen(LIVE_EVENTS_CHANNEL, onWake),
    });
    await instance.app.listen({ host: '127.0.0.1', port: 0 });
    const instancePort = (instance.app.server.address() as AddressInfo).port;
    balancerPort = 20_000 + (process.pid % 20_000);
    const folder = await tempFolder('haproxy');
    statsSocket = path.join(folder, 'stats.sock');
    const configFile = path.join(folder, 'haproxy.cfg');
    await writeFile(configFile, haproxyConfig({ host: '127.0.0.1', port: balancerPort, instancePorts: [instancePort], statsSocket }));
    haproxy = spawn('haproxy', ['-db', '-f', configFile], { stdio: 'ignore' });
    const deadline = Date.now() + 15_000;
    for (;;) {
      if (await serversUp(statsSocket).catch(() => false)) break;
      if (Date.now() > deadline) throw new Error('HAProxy did not see the instance up');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }, 30_000);
  afterAll(async () => {
    haproxy?.kill('SIGTERM');
    await instance?.close();
    await database?.close();
  });

  /** A wrong login through the balancer, from a chosen loopback address. */
  const wrongLogin = (from: string, headers: Record<string, string> = {}) =>
    new Promise<number>((resolve, reject) => {
      const body = JSON.stringify({ mobile: demo.customer.mobile, password: 'not-the-password' });
      const sent = http.request(
        { host: '127.0.0.1', port: balancerPort, path: '/api/user/login', method: 'POST', localAddress: from, agent: false, headers: { 'content-type': 'application/json', ...headers } },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        },
      );
      sent.on('error', reject);
      sent.end(body);
    });

  test('a client on the balancer’s host cannot make up its address; another client keeps its tries', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < LOGIN_LIMIT + 2; attempt += 1) {
      statuses.push(await wrongLogin('127.0.0.1', { 'x-forwarded-for': `203.0.113.${attempt}` }));
    }
    expect(statuses.slice(0, LOGIN_LIMIT).every((status) => status !== 429)).toBe(true);
    expect(statuses.slice(LOGIN_LIMIT)).toEqual([429, 429]);

    const other = await wrongLogin('127.0.0.2');
    expect(other).not.toBe(429);
    expect(other).toBeGreaterThanOrEqual(400);
  });

  /** Sessions served so far by one backend, from the stats socket (stot). */
  const sessionsOf = (backend: string) =>
    new Promise<number>((resolve, reject) => {
      let answer = '';
      const socket = net.connect(statsSocket, () => socket.end('show stat\n'));
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (answer += chunk));
      socket.on('error', reject);
      socket.on('end', () => {
        const [header, ...rows] = answer.trim().split('\n');
        const columns = header!.replace(/^# /, '').split(',');
        const row = rows.map((line) => line.split(',')).find((fields) => fields[0] === backend && fields[1] === 'BACKEND');
        resolve(Number(row?.[columns.indexOf('stot')]));
      });
    });

  test('a live stream passes through the streams backend, each event as soon as it is committed', async () => {
    const customer = await signUp(instance.app);
    const before = await sessionsOf('streams');
    const response = await new Promise<IncomingMessage>((resolve, reject) => {
      const sent = http.get({ host: '127.0.0.1', port: balancerPort, path: '/api/events', agent: false, headers: bearer(customer.token) }, resolve);
      sent.on('error', reject);
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(response.headers['x-served-by']).toBe('instance1');
    expect(await sessionsOf('streams')).toBe(before + 1);
    const arrivals: Array<{ text: string; at: number }> = [];
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => arrivals.push({ text: chunk, at: performance.now() }));
    const arrived = async (text: string) => {
      for (const started = Date.now(); !arrivals.some((arrival) => arrival.text.includes(text)); ) {
        if (Date.now() - started > 10_000) throw new Error(`${text} did not come through the balancer: ${JSON.stringify(arrivals)}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      return arrivals.find((arrival) => arrival.text.includes(text))!.at;
    };
    await arrived('event: ready');
    // Each from its commit to its arrival; the best of three, so a busy machine's one slow turn
    // does not count. Held back by the balancer, every one would take 200 ms or more.
    const delays: number[] = [];
    for (const message of ['First through.', 'Second through.', 'Third through.']) {
      await database.db.insert(notifications).values({ userId: customer.id, kind: 'booking_received', message });
      const committed = performance.now();
      delays.push((await arrived(message)) - committed);
    }
    expect(Math.min(...delays)).toBeLessThan(150);
    response.destroy();
  });
});
