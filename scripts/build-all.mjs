#!/usr/bin/env node
// Usage: node scripts/build-all.mjs [--only-missing]
// Builds the shell and the four remotes one after another (npm run build -w <app>: rspack,
// then precompression). --only-missing skips an app whose dist/mf-manifest.json is newer
// than its sources, its build config and the shared package. Each build's duration goes to
// bench/results/build-times.json. Exits 1 if any app failed (the others are still built).
import { APPS } from './apps.mjs';
import { buildApp, isBuildCurrent, recordBuildTimes } from './build-app.mjs';

/** The compiler's own messages, without npm's lifecycle banner and error trailer. */
function compilerOutput(output) {
  return output
    .split('\n')
    .filter((line) => !/^(npm (warn|error)|> )/.test(line))
    .join('\n')
    .trim();
}

const onlyMissing = process.argv.includes('--only-missing');
const times = {};
const failed = [];

for (const [index, { name }] of APPS.entries()) {
  const step = `[${index + 1}/${APPS.length}] ${name}`;
  if (onlyMissing && (await isBuildCurrent(name))) {
    console.log(`${step} … up to date`);
    continue;
  }
  // On a terminal the 'building' line is replaced by the outcome; in CI logs only the outcome shows.
  if (process.stdout.isTTY) process.stdout.write(`${step} … building`);
  const result = await buildApp(name);
  if (process.stdout.isTTY) process.stdout.write('\r\x1b[2K');
  if (result.ok) {
    times[name] = result.seconds;
    console.log(`${step} … built in ${result.seconds.toFixed(1)} s`);
  } else {
    failed.push(name);
    console.error(`${step} … FAILED after ${result.seconds.toFixed(1)} s\n${compilerOutput(result.output)}\n`);
  }
}

if (Object.keys(times).length > 0) await recordBuildTimes(times);
if (failed.length > 0) {
  console.error(`Build failed for ${failed.join(', ')}.`);
  process.exit(1);
}
