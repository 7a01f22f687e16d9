#!/usr/bin/env node
// Usage: node bench/cpu-profile-summary.mjs <file.cpuprofile> [--last <seconds>] [--top <n>]
// Where a profiled server's time went (node --cpu-prof; bench/booking-load.mjs --cpu-prof <dir>
// writes one): the share of its busy time per package (time in a stack that passes through it,
// "inclusive") and per function (inclusive, then its own, "self"). --last keeps only the last
// seconds before the profile's last 2 s (the load, not the start and the shutdown).
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values: flags, positionals } = parseArgs({
  allowPositionals: true,
  options: { last: { type: 'string', default: '0' }, top: { type: 'string', default: '40' } },
});
if (positionals.length !== 1) {
  console.error('usage: node bench/cpu-profile-summary.mjs <file.cpuprofile> [--last <seconds>] [--top <n>]');
  process.exit(2);
}
const profile = JSON.parse(readFileSync(positionals[0], 'utf8'));
const top = Number(flags.top);
const lastMicros = Number(flags.last) * 1e6;
const SHUTDOWN_MICROS = 2e6;

const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parents = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);

/** The package a frame's code belongs to: an npm package, a node: module, or a folder of this repo. */
function packageOf(url) {
  if (!url) return '(native, VM)';
  const npm = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (npm) return npm[1];
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0]}`;
  const own = /\/(server|shared)\/src\/(.*)\/[^/]+$/.exec(url);
  return own ? `${own[1]}/${own[2]}` : url;
}
const frameName = ({ functionName, url, lineNumber }) => `${functionName || '(anonymous)'} ${url.replace(/.*node_modules\//, '').replace(/^file:\/\/.*?\/(server|shared)\//, '$1/')}:${lineNumber + 1}`;

const to = lastMicros > 0 ? profile.endTime - SHUTDOWN_MICROS : Infinity;
const from = lastMicros > 0 ? to - lastMicros : -Infinity;
const inclusivePackages = new Map();
const inclusiveFunctions = new Map();
const selfFunctions = new Map();
const add = (map, key, micros) => map.set(key, (map.get(key) ?? 0) + micros);
let window = 0;
let idle = 0;
let at = profile.startTime;
profile.samples.forEach((id, index) => {
  at += profile.timeDeltas[index];
  // A sample's weight is the time until the next one.
  const micros = profile.timeDeltas[index + 1] ?? 0;
  if (at < from || at > to) return;
  window += micros;
  const leaf = nodes.get(id);
  if (leaf.callFrame.functionName === '(idle)') {
    idle += micros;
    return;
  }
  add(selfFunctions, frameName(leaf.callFrame), micros);
  const packages = new Set();
  const functions = new Set();
  for (let node = id; node !== undefined; node = parents.get(node)) {
    const frame = nodes.get(node).callFrame;
    packages.add(packageOf(frame.url));
    functions.add(frameName(frame));
  }
  for (const name of packages) add(inclusivePackages, name, micros);
  for (const name of functions) add(inclusiveFunctions, name, micros);
});

const busy = window - idle;
const share = (micros) => `${((100 * micros) / busy).toFixed(1).padStart(5)}%`;
const list = (title, map) => {
  console.log(`--- ${title}`);
  for (const [name, micros] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(share(micros), name);
};
console.log(`${(window / 1e6).toFixed(1)} s profiled, busy ${(busy / 1e6).toFixed(1)} s (${((100 * busy) / window).toFixed(0)}%); shares of the busy time`);
list('per package, inclusive', inclusivePackages);
list('per function, inclusive', inclusiveFunctions);
list('per function, self', selfFunctions);
