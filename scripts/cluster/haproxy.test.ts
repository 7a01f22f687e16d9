import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { demo } from '../../server/test/accounts';
import { tempFolder } from '../../server/test/fixtures';
import { createTestApp, type TestApp } from '../../server/test/testApp';
import { haproxyConfig, serversUp } from './haproxy.mjs';

const config = haproxyConfig({ host: '127.0.0.1', port: 8080, instancePorts: [8181, 8182], statsSocket: '/tmp/haproxy.sock' });

test('HAProxy replaces X-Forwarded-For with the address it saw, never appends to what the client sent', () => {
  expect(config).toContain('http-request set-header X-Forwarded-For %[src]');
  expect(config).toContain('http-request set-header X-Forwarded-Proto http');
  expect(config).toContain('http-request del-header X-Forwarded-Host');
  expect(config).not.toMatch(/option\s+forwardfor/);
});

const haproxyInstalled = spawnSync('haproxy', ['-v'], { stdio: 'ignore' }).status === 0;
if (!haproxyInstalled) console.warn('haproxy is not installed: the run through it is skipped');

(haproxyInstalled ? describe : describe.skip)('through a real HAProxy', () => {
  const LOGIN_LIMIT = 3;
  let instance: TestApp;
  let haproxy: ChildProcess;
  let balancerPort: number;

  beforeAll(async () => {
    instance = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1', LOGINS_PER_15_MIN: String(LOGIN_LIMIT) } });
    await instance.app.listen({ host: '127.0.0.1', port: 0 });
    const instancePort = (instance.app.server.address() as AddressInfo).port;
    balancerPort = 20_000 + (process.pid % 20_000);
    const folder = await tempFolder('haproxy');
    const statsSocket = path.join(folder, 'stats.sock');
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
});
