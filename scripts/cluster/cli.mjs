#!/usr/bin/env node
// `npm run cluster -- [--instances 2] [--port 8080] [--first-instance-port 8181]`
// The built site on several server instances behind HAProxy (apt-get installs it when missing),
// on one PostgreSQL (DATABASE_URL, required) and one Redis (REDIS_URL, default
// redis://127.0.0.1:6379). Ctrl-C stops them all; `kill -TERM` of one instance shows a graceful
// stop (it drains, the balancer sends its requests to the others). See README "Several instances".
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot } from '../apps.mjs';
import { startCluster } from './cluster.mjs';

const { values } = parseArgs({
  options: {
    instances: { type: 'string', default: '2' },
    port: { type: 'string', default: process.env.PORT ?? '8080' },
    'first-instance-port': { type: 'string', default: '8181' },
  },
});
const count = (name, text) => {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive whole number, got ${text}`);
  return value;
};

// As `npm start`: build what is missing, publish the remotes, once for every instance.
const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');
for (const [command, args] of [
  [process.execPath, [path.join(repoRoot, 'scripts', 'build-all.mjs'), '--only-missing']],
  [tsx, [path.join(repoRoot, 'scripts', 'remotes', 'cli.ts'), 'sync']],
]) {
  if (spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit' }).status !== 0) process.exit(1);
}

if (!process.env.DATABASE_URL) {
  console.error('npm run cluster: set DATABASE_URL (the instances share one PostgreSQL), e.g. postgres://postgres@127.0.0.1:5432/servenear');
  process.exit(1);
}
const cluster = await startCluster({
  instances: count('instances', values.instances),
  host: process.env.HOST ?? '127.0.0.1',
  port: count('port', values.port),
  firstInstancePort: count('first-instance-port', values['first-instance-port']),
  env: { DATABASE_URL: process.env.DATABASE_URL, ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}) },
});
console.log(`\nServeNear on ${cluster.instances.length} instances behind HAProxy: ${cluster.url}`);
console.log(`instances: ${cluster.instances.map((instance) => `${instance.url} (pid ${instance.child.pid})`).join(', ')}\n`);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => cluster.stop().then(() => process.exit(0)));
}
