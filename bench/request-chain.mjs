#!/usr/bin/env node
// Usage: node bench/request-chain.mjs [--root <checkout>] [--path /list-of-services?category=3&subcategory=11] [--label name]
// The request waterfall of one first visit (a visitor, empty cache) of the built site, on a
// throttled phone-sized Chromium: when each request started and ended, what it was, and which
// script or document asked for it, with its depth in the chain from the document. It shows
// why the LCP comes late: what waits for what (bench/README.md).
//   --root DIR   measure another checkout's build (its own server, CLI and releases)
//   --path P     the page to open (default the service list Lighthouse also measures)
//   --label NAME results/request-chain-NAME.json and .txt (default 'current')
import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { repoRoot } from '../scripts/apps.mjs';
import { chromiumOptions, prepareBuiltSite, startServer } from './lib/site.mjs';

/**
 * Slow 4G and a phone's CPU, as Lighthouse's mobile figures assume, applied for real through
 * the DevTools protocol (Lighthouse only simulates them): 150 ms latency, 1.6 Mbit/s down,
 * 750 kbit/s up, CPU 4× slower.
 */
const THROTTLING = { latencyMs: 150, downloadKbps: 1.6 * 1024, uploadKbps: 750, cpuSlowdown: 4 };
/** Lighthouse's mobile screen, so the page asks for the images a phone would. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
/** How long the page may take to go quiet on the throttled network. */
const LOAD_TIMEOUT_MS = 180_000;

/** A wrong flag: say what is wrong, without a stack trace. */
function usage(message) {
  console.error(message);
  process.exit(1);
}

function flagValue(args, flag, fallback) {
  if (!args.includes(flag)) return fallback;
  const value = args[args.indexOf(flag) + 1];
  if (value === undefined || value.startsWith('--')) usage(`${flag} needs a value`);
  return value;
}

function commitOf(root) {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
  } catch {
    return null;
  }
}

/**
 * Who asked for a request: the top frame of the script stack that made it (walking into the
 * async parent stacks when the synchronous one is empty), else the initiator's own URL (the
 * document for a parser-found resource). Null for the navigation itself.
 */
function initiatorUrlOf(initiator) {
  for (let stack = initiator.stack; stack; stack = stack.parent) {
    const frame = stack.callFrames.find((callFrame) => callFrame.url);
    if (frame) return frame.url;
  }
  return initiator.url ?? null;
}

/**
 * Records every request of the page through the Network domain. A redirect reuses its request
 * id, so each hop is recorded as its own entry.
 */
function recordRequests(cdp) {
  const entries = [];
  const open = new Map();
  const finish = (requestId, timestamp, fields) => {
    const entry = open.get(requestId);
    if (!entry) return;
    open.delete(requestId);
    Object.assign(entry, { end: timestamp, ...fields });
  };
  cdp.on('Network.requestWillBeSent', ({ requestId, request, timestamp, type, initiator, redirectResponse }) => {
    if (redirectResponse) finish(requestId, timestamp, { status: redirectResponse.status, transferBytes: redirectResponse.encodedDataLength ?? 0 });
    // data: URLs never reach the network.
    if (request.url.startsWith('data:')) return;
    const entry = { url: request.url, method: request.method, type: type ?? 'Other', start: timestamp, end: null, status: null, transferBytes: 0, initiatorType: initiator.type, initiator: initiatorUrlOf(initiator) };
    entries.push(entry);
    open.set(requestId, entry);
  });
  cdp.on('Network.responseReceived', ({ requestId, response, type }) => {
    const entry = open.get(requestId);
    if (entry) Object.assign(entry, { status: response.status, type: type ?? entry.type, fromCache: response.fromDiskCache || response.fromServiceWorker || false });
  });
  cdp.on('Network.loadingFinished', ({ requestId, timestamp, encodedDataLength }) => finish(requestId, timestamp, { transferBytes: encodedDataLength }));
  cdp.on('Network.loadingFailed', ({ requestId, timestamp, errorText, canceled }) => finish(requestId, timestamp, { failed: canceled ? 'canceled' : errorText }));
  return entries;
}

/**
 * Each request's depth in the chain: the document is 0, and a request is one deeper than the
 * latest earlier request for its initiator's URL (a script asks only once it has arrived).
 * Null when the initiator is not one of the page's requests (an extension, an inline worker).
 */
function addChainDepths(entries) {
  const byUrl = new Map();
  for (const [index, entry] of entries.entries()) {
    if (entry.initiator === null) entry.depth = index === 0 ? 0 : null;
    else {
      const parent = byUrl.get(entry.initiator);
      entry.depth = parent ? parent.depth === null ? null : parent.depth + 1 : null;
      entry.parentIndex = parent ? entries.indexOf(parent) : null;
    }
    if (!byUrl.has(entry.url) || entry.start >= byUrl.get(entry.url).start) byUrl.set(entry.url, entry);
  }
}

/** The page's first visit on the throttled phone, every request in start order, times in ms from the document's request. */
async function waterfallOf(baseUrl, pagePath) {
  const browser = await chromium.launch(chromiumOptions);
  try {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const entries = recordRequests(cdp);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: THROTTLING.latencyMs,
      downloadThroughput: (THROTTLING.downloadKbps * 1024) / 8,
      uploadThroughput: (THROTTLING.uploadKbps * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown });
    const url = new URL(pagePath, baseUrl).href;
    await page.goto(url, { waitUntil: 'networkidle', timeout: LOAD_TIMEOUT_MS });
    // Requests made after the first quiet moment (a remote's chunk after its data) are still the first visit's.
    await page.waitForTimeout(1000);
    await page.waitForLoadState('networkidle', { timeout: LOAD_TIMEOUT_MS });
    const finalUrl = page.url();
    await context.close();
    entries.sort((a, b) => a.start - b.start);
    const origin = entries[0]?.start ?? 0;
    const ms = (timestamp) => (timestamp === null ? null : Math.round((timestamp - origin) * 1000));
    const requests = entries.map((entry) => ({ ...entry, start: ms(entry.start), end: ms(entry.end), durationMs: entry.end === null ? null : ms(entry.end) - ms(entry.start) }));
    addChainDepths(requests);
    return { url, finalUrl, requests };
  } finally {
    await browser.close();
  }
}

/** A URL as the table shows it: the path and query on the site's own origin, cut in the middle when long. */
function shortUrl(url, baseUrl, width = 72) {
  if (url === null) return '–';
  let text;
  try {
    const parsed = new URL(url);
    text = parsed.origin === new URL(baseUrl).origin ? parsed.pathname + parsed.search : parsed.href;
  } catch {
    text = url;
  }
  return text.length <= width ? text : `${text.slice(0, 30)}…${text.slice(-(width - 31))}`;
}

/**
 * The deepest chain: from the deepest request (of those, the one that ended last) back to the
 * document through initiators. On a remote's page it is the wait for the page's data.
 */
function deepestChainOf(requests) {
  const ranked = requests.filter((request) => request.depth !== null && request.end !== null);
  let last = ranked.reduce((best, request) => (best === null || request.depth > best.depth || (request.depth === best.depth && request.end > best.end) ? request : best), null);
  const chain = [];
  while (last) {
    chain.unshift(last);
    last = last.parentIndex === null || last.parentIndex === undefined ? null : requests[last.parentIndex];
  }
  return chain;
}

function summaryOf(requests) {
  const scripts = requests.filter((request) => request.type === 'Script');
  const depths = requests.map((request) => request.depth).filter((depth) => depth !== null);
  return {
    requests: requests.length,
    scripts: scripts.length,
    jsKb: Number((scripts.reduce((sum, request) => sum + request.transferBytes, 0) / 1024).toFixed(1)),
    totalKb: Number((requests.reduce((sum, request) => sum + request.transferBytes, 0) / 1024).toFixed(1)),
    lastEndMs: Math.max(0, ...requests.map((request) => request.end ?? 0)),
    maxDepth: depths.length === 0 ? null : Math.max(...depths),
    // A request cancelled after its answer arrived (a telemetry beacon nobody reads) did not fail.
    failed: requests.filter((request) => request.status >= 400 || (request.failed && request.status === null)).map((request) => `${request.status ?? request.failed} ${request.url}`),
  };
}

function textReport({ baseUrl, root, commit, waterfall, summary }) {
  const lines = [];
  lines.push(`${waterfall.url} (checkout ${root}, commit ${commit ?? '?'})`);
  if (waterfall.finalUrl !== waterfall.url) lines.push(`ended on ${waterfall.finalUrl}`);
  const { latencyMs, downloadKbps, uploadKbps, cpuSlowdown } = THROTTLING;
  lines.push(`throttled: ${latencyMs} ms latency, ${downloadKbps / 1024} Mbit/s down, ${uploadKbps} kbit/s up, CPU ${cpuSlowdown}× slower; ${PHONE.viewport.width}×${PHONE.viewport.height} phone screen`);
  lines.push('');
  const rows = [['#', 'start', 'end', 'ms', 'depth', 'type', 'KB', 'status', 'request', 'initiator']];
  for (const [index, request] of waterfall.requests.entries()) {
    rows.push([
      String(index + 1),
      String(request.start),
      request.end === null ? '–' : String(request.end),
      request.durationMs === null ? '–' : String(request.durationMs),
      request.depth === null ? '?' : String(request.depth),
      request.type,
      (request.transferBytes / 1024).toFixed(1),
      [request.status, request.failed].filter(Boolean).join(' ') || '–',
      shortUrl(request.url, baseUrl),
      // Without a URL, Chromium's initiator type says why (an image React put in the page is 'other').
      request.initiator === null ? `(${request.initiatorType})` : shortUrl(request.initiator, baseUrl, 48),
    ]);
  }
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  const leftAligned = new Set([5, 7, 8, 9]);
  for (const row of rows) lines.push(row.map((cell, column) => (leftAligned.has(column) ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ').trimEnd());
  lines.push('');
  lines.push(
    `${summary.requests} requests (${summary.scripts} scripts, ${summary.jsKb} KB of JS, ${summary.totalKb} KB in all); the last ended at ${summary.lastEndMs} ms; deepest chain ${summary.maxDepth ?? '?'}`,
  );
  lines.push('the deepest chain:');
  for (const request of deepestChainOf(waterfall.requests)) {
    lines.push(`  ${String(request.depth ?? '?').padStart(2)}  ${String(request.start).padStart(6)}–${String(request.end).padEnd(6)} ms  ${shortUrl(request.url, baseUrl)}`);
  }
  for (const failure of summary.failed) lines.push(`failed: ${failure}`);
  return `${lines.join('\n')}\n`;
}

const args = process.argv.slice(2);
const root = path.resolve(flagValue(args, '--root', repoRoot));
const pagePath = flagValue(args, '--path', '/list-of-services?category=3&subcategory=11');
const label = flagValue(args, '--label', 'current');
if (!/^[\w.-]+$/.test(label)) usage('--label may hold letters, digits, ".", "-" and "_" only');
await prepareBuiltSite(root);
const server = await startServer(root);
let waterfall;
try {
  waterfall = await waterfallOf(server.baseUrl, pagePath);
} finally {
  await server.stop();
}
const summary = summaryOf(waterfall.requests);
const commit = commitOf(root);
const report = textReport({ baseUrl: server.baseUrl, root, commit, waterfall, summary });
const resultsDir = path.join(import.meta.dirname, 'results');
await mkdir(resultsDir, { recursive: true });
const results = {
  measuredAt: new Date().toISOString(),
  label,
  root,
  commit,
  path: pagePath,
  finalUrl: waterfall.finalUrl,
  throttling: THROTTLING,
  screen: PHONE,
  summary,
  // Times in ms from the start of the document's request; `parentIndex` is the initiator's entry.
  requests: waterfall.requests.map(({ url, ...request }) => ({ path: shortUrl(url, server.baseUrl, Infinity), url, ...request })),
};
await writeFile(path.join(resultsDir, `request-chain-${label}.json`), `${JSON.stringify(results, null, 2)}\n`);
await writeFile(path.join(resultsDir, `request-chain-${label}.txt`), report);
process.stdout.write(report);
console.log(`\nwritten to ${path.relative(repoRoot, path.join(resultsDir, `request-chain-${label}`))}.json and .txt`);
if (new URL(waterfall.finalUrl).pathname !== new URL(pagePath, server.baseUrl).pathname || summary.failed.length > 0) process.exit(1);
