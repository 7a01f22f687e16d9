/**
 * The real site for the e2e journeys: the four remotes published into a releases folder and
 * the server on a free port with a PGlite data folder.
 *
 * A fresh data folder costs the server its migrations and seed (tens of seconds on a 2-core
 * machine), and publishing the remotes a tsx start each. So the suite's global setup makes one
 * seeded template (data and releases) and every site starts from a copy of it: the shared site
 * most journeys use (support/lifecycle.ts), and the own sites of the tests that change what
 * every page would see (releases, rollbacks, canaries) or read the data folder themselves.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { cpSync, createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '..', '..');
const tsx = path.join(repoRoot, 'node_modules/.bin/tsx');
const logsDir = path.resolve(__dirname, '..', 'artifacts', 'server-logs');

/** Set by the global setup (support/globalSetup.ts) for every test file of the run. */
const TEMPLATE_VARIABLE = 'SERVENEAR_E2E_TEMPLATE';

export interface Site {
  url: string;
  dataDir: string;
  releasesDir: string;
  /** The server's log (stdout and stderr), under e2e/artifacts/server-logs/. */
  logFile: string;
  /** Runs the remotes CLI against this site's releases folder. */
  remotesCli(...args: string[]): string;
  /** Stops the server; the temporary folders go too unless keepData is set. Idempotent. */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

export interface SiteOptions {
  /** Names the server's log file under e2e/artifacts/server-logs/. */
  name?: string;
  /** Further environment variables for the server, e.g. higher rate limits. */
  env?: Record<string, string>;
  /** Starts from this folder (holding data/ and releases/) instead of the run's template. */
  templateDir?: string;
  /** Remotes this site starts without, as if they had never been published (a team joining later). */
  withoutRemotes?: string[];
}

/** Takes remotes out of a site's releases folder before it starts: no registry entry, no release folder. */
function withoutRemotes(releasesDir: string, remotes: string[]): void {
  if (remotes.length === 0) return;
  const registryFile = path.join(releasesDir, 'remotes.json');
  const registry = JSON.parse(readFileSync(registryFile, 'utf8')) as Record<string, string>;
  for (const remote of remotes) {
    delete registry[remote];
    rmSync(path.join(releasesDir, remote), { recursive: true, force: true });
  }
  writeFileSync(registryFile, `${JSON.stringify(registry, null, 2)}\n`);
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

async function waitForHealth(url: string, server: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited early: see ${logFile}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not become healthy: see ${logFile}`);
}

/** The environment every site's server and CLI run with: always the embedded database. */
function siteEnvironment(workDir: string): NodeJS.ProcessEnv {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  return { ...inherited, DATA_DIR: path.join(workDir, 'data'), RELEASES_DIR: path.join(workDir, 'releases'), LOG_LEVEL: 'warn' };
}

function remotesCliIn(env: NodeJS.ProcessEnv) {
  return (...args: string[]) =>
    execFileSync(tsx, ['scripts/remotes/cli.ts', ...args], { cwd: repoRoot, env: { ...env, SERVENEAR_OPERATOR: 'e2e' }, encoding: 'utf8' });
}

/** Runs the server on the data and releases folders under `workDir` until stopped. */
async function runServer(workDir: string, name: string, extraEnv: Record<string, string> = {}) {
  const env = siteEnvironment(workDir);
  const port = await freePort();
  mkdirSync(logsDir, { recursive: true });
  const logFile = path.join(logsDir, `${name}-${port}.log`);
  const log = createWriteStream(logFile);
  const server = spawn(tsx, ['server/src/main.ts'], {
    cwd: repoRoot,
    // The journeys read SMS codes from the dev outbox (support/accounts.ts). Only this server
    // turns it on, and it answers only on loopback, where this one listens.
    // The job queue's worker is on as in production (jest's NODE_ENV=test would turn it off):
    // events' texts reach the outbox through it. The weekly payout batch is off: on a Monday
    // morning in India it would propose a batch of its own in the middle of a journey.
    env: { ...env, JOBS_WORKER: 'true', PAYOUT_BATCH_WEEKDAY: 'off', ...extraEnv, PORT: String(port), HOST: '127.0.0.1', DEV_OUTBOX: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, server, logFile);
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
  };
  return { url, env, stop, logFile };
}

/**
 * The template every site of this run starts from: the remotes published as `npm start`
 * publishes them, and a data folder the server has migrated and seeded once.
 */
export async function makeSiteTemplate(): Promise<string> {
  const templateDir = mkdtempSync(path.join(os.tmpdir(), 'servenear-e2e-template-'));
  remotesCliIn(siteEnvironment(templateDir))('sync');
  const server = await runServer(templateDir, 'template');
  await server.stop();
  return templateDir;
}

export function rememberSiteTemplate(templateDir: string): void {
  process.env[TEMPLATE_VARIABLE] = templateDir;
}

export async function startSite(options: SiteOptions = {}): Promise<Site> {
  const templateDir = options.templateDir ?? process.env[TEMPLATE_VARIABLE];
  if (!templateDir) throw new Error(`${TEMPLATE_VARIABLE} is not set: run the e2e files through e2e/jest.config.js (its global setup makes the template)`);
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'servenear-e2e-'));
  cpSync(templateDir, workDir, { recursive: true });
  withoutRemotes(path.join(workDir, 'releases'), options.withoutRemotes ?? []);
  const server = await runServer(workDir, options.name ?? 'site', options.env);
  return {
    url: server.url,
    dataDir: path.join(workDir, 'data'),
    releasesDir: path.join(workDir, 'releases'),
    logFile: server.logFile,
    remotesCli: remotesCliIn(server.env),
    async stop(stopOptions) {
      await server.stop();
      if (!stopOptions?.keepData) rmSync(workDir, { recursive: true, force: true });
    },
  };
}
