#!/usr/bin/env node
// `npm start`: the built site from a fresh clone in one command.
//   1. build the apps whose dist/ is missing or older than their sources;
//   2. publish every remote build that was never released (remotes CLI `sync`), so the
//      registry points at something; a remote the operator rolled back stays rolled back;
//   3. run the server (PORT, RELEASES_DIR, DATA_DIR, … pass through from the environment).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './apps.mjs';

const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');

function run(command, args) {
  const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit', env: process.env });
  return new Promise((resolve) => child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

async function step(command, args, failure) {
  const code = await run(command, args);
  if (code !== 0) {
    console.error(failure);
    process.exit(code);
  }
}

await step(process.execPath, [path.join(repoRoot, 'scripts', 'build-all.mjs'), '--only-missing'], 'npm start: the build failed, not starting the server.');
await step(tsx, [path.join(repoRoot, 'scripts', 'remotes', 'cli.ts'), 'sync'], 'npm start: publishing the remotes failed, not starting the server.');

const server = spawn(tsx, [path.join(repoRoot, 'server', 'src', 'main.ts')], { cwd: repoRoot, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (server.exitCode === null) server.kill(signal);
  });
}
server.on('close', (code, signal) => process.exit(code ?? (signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : 1)));
