#!/usr/bin/env node
// Refreshes server/reference/ifsc/ from a version of Razorpay's `ifsc` package (MIT), the RBI's list
// of bank branches. Only its data files are kept: the package itself depends on `request`
// (deprecated, with open advisories), which the server would never load (docs/decisions/0044).
// Usage: node scripts/update-ifsc.mjs [version]   (default: the latest on the npm registry)
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const version = process.argv[2] ?? 'latest';
const target = path.join(import.meta.dirname, '..', 'server', 'reference', 'ifsc');
const work = mkdtempSync(path.join(tmpdir(), 'ifsc-'));
try {
  const tarball = execFileSync('npm', ['pack', `ifsc@${version}`, '--silent'], { cwd: work, encoding: 'utf8' }).trim();
  execFileSync('tar', ['-xzf', tarball], { cwd: work });
  const pkg = path.join(work, 'package');
  for (const file of ['IFSC.json', 'banknames.json', 'sublet.json']) copyFileSync(path.join(pkg, 'src', file), path.join(target, file));
  copyFileSync(path.join(pkg, 'LICENSE'), path.join(target, 'LICENSE'));
  const { version: taken } = JSON.parse(execFileSync('node', ['-p', `JSON.stringify(require('./package.json'))`], { cwd: pkg, encoding: 'utf8' }));
  writeFileSync(path.join(target, 'VERSION'), `${taken}\n`);
  console.log(`server/reference/ifsc: ifsc ${taken}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
