// What every bench needs to measure the built site: the real server on a free port, the
// remotes published as `npm start` would, Chromium as this machine runs it, and the demo
// customer signed in with a stored location (bench/README.md).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { APPS, repoRoot } from '../../scripts/apps.mjs';

/** A checkout's own tsx: another checkout (`root`) runs its server and CLI with its own dependencies. */
const tsxOf = (root) => path.join(root, 'node_modules', '.bin', 'tsx');

/**
 * Where a checkout's server and release CLI find the releases and the shell's build. For this
 * repository, RELEASES_DIR and SHELL_DIR in the environment still win, as they always have;
 * another checkout always uses its own, so a before/after never mixes builds.
 */
function siteDirs(root) {
  if (root === repoRoot) {
    return {
      RELEASES_DIR: process.env.RELEASES_DIR ?? path.join(repoRoot, 'releases'),
      SHELL_DIR: process.env.SHELL_DIR ?? path.join(repoRoot, 'shell', 'dist'),
    };
  }
  return { RELEASES_DIR: path.join(root, 'releases'), SHELL_DIR: path.join(root, 'shell', 'dist') };
}

/** The dist/ files a checkout's server needs (relative to `root`): without them it would serve an error page, and a bench would measure that. */
export function missingBuild(root = repoRoot) {
  const needed = APPS.map(({ name }) => path.join(name, 'dist', name === 'shell' ? 'index.html' : 'remoteEntry.js'));
  return needed.filter((file) => !existsSync(path.join(root, file)));
}

/** Debian's Chromium and the flags this machine needs (scripts/chromium.json); CHROMIUM_PATH overrides the path. */
const chromiumJson = JSON.parse(readFileSync(path.join(repoRoot, 'scripts', 'chromium.json'), 'utf8'));
export const chromiumOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? chromiumJson.executablePath,
  args: chromiumJson.args,
};

/** The demo customer the server seeds with SEED_DEMO_ACCOUNTS=true. */
export const DEMO_CUSTOMER = { mobile: '9876500001', password: 'demo1234' };
/** The verified demo partner (role employee), for the partner portal's pages. */
export const DEMO_PARTNER = { mobile: '9876500002', password: 'demo1234', role: 'employee' };
/** A stored location in Chennai, where the demo partners are: every home section then has services. */
export const CHENNAI = { latitude: 13.0827, longitude: 80.2707, address: 'Anna Nagar, Chennai' };
/** The localStorage key of the shell's copy of the session (shell/src/auth/authStore.ts). */
export const SESSION_STORAGE_KEY = 'servenear-session';

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * `npm run remotes -- sync`: publishes any remote build never released, so the server runs the
 * builds in dist/. With `root`, another checkout's CLI publishes that checkout's builds into its
 * own releases.
 */
export function publishRemotes(root = repoRoot) {
  const env = root === repoRoot ? process.env : { ...process.env, ...siteDirs(root) };
  const child = spawn(tsxOf(root), [path.join(root, 'scripts', 'remotes', 'cli.ts'), 'sync'], { cwd: root, stdio: 'inherit', env });
  return new Promise((resolve) => child.on('close', (code) => resolve(code === 0)));
}

/**
 * The real server on a free port and a throw-away database, serving the repo's releases. With
 * `root`, another checkout's server (its own code and tsx) serving that checkout's builds.
 * Options: `env` adds to (or overrides) the server's environment; `ownProcess` starts it as
 * `node --import tsx` rather than through the tsx CLI, so that `pid` is the server process
 * itself (a bench reading /proc/<pid> counts the server's descriptors and memory, not tsx's).
 */
export async function startServer(root = repoRoot, { env = {}, ownProcess = false } = {}) {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'servenear-bench-'));
  const main = path.join(root, 'server', 'src', 'main.ts');
  const [command, args] = ownProcess ? [process.execPath, ['--import', 'tsx', main]] : [tsxOf(root), [main]];
  const server = spawn(command, args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...siteDirs(root),
      NODE_ENV: 'production',
      // The signed-in visit needs the demo customer, and the lists the demo partners.
      SEED_DEMO_ACCOUNTS: 'true',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  let log = '';
  server.stdout.on('data', (chunk) => (log += chunk));
  server.stderr.on('data', (chunk) => (log += chunk));
  const stop = async () => {
    if (server.exitCode === null) {
      const closed = new Promise((resolve) => server.once('close', resolve));
      server.kill('SIGTERM');
      const timer = setTimeout(() => server.kill('SIGKILL'), 10_000);
      await closed;
      clearTimeout(timer);
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) break;
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return { baseUrl, port, pid: server.pid, dataDir, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`The server did not become healthy on ${baseUrl}:\n${log}`);
}

/** One Set-Cookie header as the fields browsers take (CDP Network.setCookie and Playwright's addCookies share them). */
function parseSetCookie(header, domain) {
  const [pair, ...attributes] = header.split(';').map((part) => part.trim());
  const separator = pair.indexOf('=');
  const cookie = { name: pair.slice(0, separator), value: pair.slice(separator + 1), domain, path: '/', httpOnly: false, secure: false };
  for (const attribute of attributes) {
    const [key, value = ''] = attribute.split('=');
    switch (key.toLowerCase()) {
      case 'path':
        cookie.path = value;
        break;
      case 'httponly':
        cookie.httpOnly = true;
        break;
      case 'secure':
        cookie.secure = true;
        break;
      case 'samesite':
        cookie.sameSite = value.charAt(0).toUpperCase() + value.slice(1).toLowerCase();
        break;
      case 'max-age':
        cookie.expires = Math.floor(Date.now() / 1000) + Number(value);
        break;
    }
  }
  return cookie;
}

/**
 * Signs in through `POST /api/user/login` (or `employee/login` for a partner) as the login
 * page does (the server refuses a cookie-setting request without a same-origin Origin) and
 * returns what a browser keeps afterwards: the HttpOnly session cookie, and the shell's stored
 * copy of the session with a location in Chennai, so '/' is the role's home at once with every
 * section loaded.
 */
export async function signIn(baseUrl, credentials = DEMO_CUSTOMER) {
  const { role = 'user', ...login } = credentials;
  const response = await fetch(new URL(role === 'employee' ? '/api/employee/login' : '/api/user/login', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify(login),
  });
  if (!response.ok) throw new Error(`bench login failed: ${response.status} ${await response.text()}`);
  const { success } = await response.json();
  const cookies = response.headers.getSetCookie().map((header) => parseSetCookie(header, new URL(baseUrl).hostname));
  if (cookies.length === 0) throw new Error('bench login set no cookie');
  // The stored point's cookie, as the shell mirrors it (shell/src/location/nearCookie.ts) on any
  // visit: a browser that has a stored location has it, and the server draws its pages near it.
  cookies.push({ name: 'sn_near', value: `${CHENNAI.latitude}:${CHENNAI.longitude}`, domain: new URL(baseUrl).hostname, path: '/', httpOnly: false, secure: false });
  const storedSession = JSON.stringify({
    state: { session: { role, name: success.name, userId: success.id, verified: true }, location: CHENNAI },
    version: 0,
  });
  return { cookies, storedSession, token: success.token };
}

/**
 * Makes sure the site in `root` can be measured: built (else it exits, saying so) and its remote
 * builds published as `npm start` would. Both benches that serve a checkout's build start here.
 */
export async function prepareBuiltSite(root = repoRoot) {
  const missing = missingBuild(root);
  if (missing.length > 0) {
    console.error(`The site in ${root} is not built (missing ${missing.join(', ')}): run npm run build there first.`);
    process.exit(1);
  }
  if (!(await publishRemotes(root))) {
    console.error('Publishing the remotes failed; nothing to measure.');
    process.exit(1);
  }
}

