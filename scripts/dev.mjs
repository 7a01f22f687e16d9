#!/usr/bin/env node
// `npm run dev`: everything in watch mode, one terminal, output prefixed per process.
//   http://localhost:3000  shell (open this one; proxies /api, /remotes.json, /releases to :8080)
//   http://localhost:3001  remote-catalog   (also runs alone inside the test host)
//   http://localhost:3002  remote-booking
//   http://localhost:3003  remote-account
//   http://localhost:3004  remote-partner
//   http://localhost:3005  remote-ops (the ops console, /ops)
//   http://localhost:8080  API server (tsx watch), RELEASES_DIR = registry/dev, DEV_OUTBOX = true
// The shell loads remotes through the runtime registry as in production; here that registry
// (registry/dev/remotes.json) points each remote at its dev server's mf-manifest.json.
import { spawn } from 'node:child_process';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import readline from 'node:readline';
import { API_PORT, APPS, REMOTES, repoRoot } from './apps.mjs';

const devReleasesDir = path.join(repoRoot, 'registry', 'dev');
const bin = (name) => path.join(repoRoot, 'node_modules', '.bin', name);
const colours = [36, 32, 33, 35, 34, 31];

async function writeDevRegistry() {
  const registry = Object.fromEntries(REMOTES.map(({ name, port }) => [name, `http://localhost:${port}/mf-manifest.json`]));
  await mkdir(devReleasesDir, { recursive: true });
  const file = path.join(devReleasesDir, 'remotes.json');
  await writeFile(`${file}.tmp`, `${JSON.stringify(registry, null, 2)}\n`);
  await rename(`${file}.tmp`, file);
}

const children = new Map();

function start(label, colour, command, args, options) {
  const prefix = process.stdout.isTTY ? `\x1b[${colour}m${label.padEnd(14)}\x1b[0m│ ` : `${label.padEnd(14)}│ `;
  const child = spawn(command, args, {
    ...options,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}), ...options.env },
  });
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on('line', (line) => console.log(prefix + line));
  }
  child.on('close', (code, signal) => {
    children.delete(label);
    console.log(`${prefix}exited (${signal ?? `code ${code}`})`);
    if (children.size === 0) process.exit(0);
  });
  children.set(label, child);
}

await writeDevRegistry();

start('api', colours[0], bin('tsx'), ['watch', path.join(repoRoot, 'server', 'src', 'main.ts')], {
  cwd: repoRoot,
  // DEV_OUTBOX: developers read sign-up and reset codes at /api/dev/outbox (this machine only).
  env: { PORT: String(API_PORT), RELEASES_DIR: devReleasesDir, NODE_ENV: 'development', DEV_OUTBOX: 'true' },
});
for (const [index, { name }] of APPS.entries()) {
  start(name, colours[(index + 1) % colours.length], bin('rspack'), ['serve', '--mode', 'development'], {
    cwd: path.join(repoRoot, name),
    env: {},
  });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children.values()) child.kill(signal);
  });
}
