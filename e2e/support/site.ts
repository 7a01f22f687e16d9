/**
 * Starts the real site for one e2e file: the four remotes published into a temporary
 * releases folder, and the server on a free port with a temporary PGlite data folder.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '..', '..');
export const remotes = ['remote-catalog', 'remote-booking', 'remote-account', 'remote-partner'] as const;

export interface Site {
  url: string;
  dataDir: string;
  releasesDir: string;
  /** Runs the remotes CLI against this site's releases folder. */
  remotesCli(...args: string[]): string;
  /** Stops the server; the temporary folders go too unless keepData is set. Idempotent. */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForHealth(url: string, server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not become healthy:\n${output()}`);
}

export async function startSite(): Promise<Site> {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'servenear-e2e-'));
  const dataDir = path.join(workDir, 'data');
  const releasesDir = path.join(workDir, 'releases');
  // The e2e site always runs on the embedded database, whatever the caller's environment says.
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const env = { ...inherited, DATA_DIR: dataDir, RELEASES_DIR: releasesDir, LOG_LEVEL: 'warn' };

  const remotesCli = (...args: string[]) =>
    execFileSync(path.join(repoRoot, 'node_modules/.bin/tsx'), ['scripts/remotes/cli.ts', ...args], {
      cwd: repoRoot,
      env: { ...env, SERVENEAR_OPERATOR: 'e2e' },
      encoding: 'utf8',
    });
  for (const remote of remotes) remotesCli('publish', remote);

  const port = await freePort();
  let log = '';
  const server = spawn(path.join(repoRoot, 'node_modules/.bin/tsx'), ['server/src/main.ts'], {
    cwd: repoRoot,
    // The journeys read SMS codes from the dev outbox (support/accounts.ts). Only this server
    // turns it on, and it answers only on loopback, where this one listens.
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', DEV_OUTBOX: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk) => (log += chunk));
  server.stderr?.on('data', (chunk) => (log += chunk));
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, server, () => log);

  return {
    url,
    dataDir,
    releasesDir,
    remotesCli,
    async stop(options) {
      if (server.exitCode === null && server.signalCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await exited;
      }
      if (!options?.keepData) rmSync(workDir, { recursive: true, force: true });
    },
  };
}
