#!/usr/bin/env node
// Usage: node bench/lighthouse.mjs [--runs N]
// Lighthouse performance figures, mobile and throttled (Lighthouse's default config: simulated
// throttling, mobile form factor and screen emulation), for the signed-in home and a service
// list of the built site (what each figure means: bench/README.md). It does not build: it
// measures the dist/ folders as they are, like `bundle-sizes.mjs --no-build`.
//   --runs N  Lighthouse runs per page (default 3); the table shows each figure's median
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
// chrome-launcher and puppeteer-core are Lighthouse's own dependencies (npm hoists them to the
// root node_modules): the versions Lighthouse itself launches and drives Chromium with.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { APPS, repoRoot } from '../scripts/apps.mjs';
import { CHENNAI, chromiumOptions, DEMO_CUSTOMER, freePort, publishRemotes, SESSION_STORAGE_KEY, signIn, startServer } from './lib/site.mjs';

const PAGES = [
  { name: '/ (signed-in home)', path: '/', signedIn: DEMO_CUSTOMER },
  { name: '/list-of-services', path: '/list-of-services?category=3&subcategory=11' },
];
/** The customer home's sections (remote-catalog UserHomePage): the headings a signed-in '/' renders. */
const HOME_SECTION_IDS = ['home-most-popular', 'home-industryservices', 'home-retailservices', 'home-homeandpersonal', 'home-gettutoringandconsulting'];
/** The figures, each from its Lighthouse audit. */
const METRICS = [
  { key: 'lcpMs', audit: 'largest-contentful-paint', label: 'LCP' },
  { key: 'cls', audit: 'cumulative-layout-shift', label: 'CLS' },
  { key: 'fcpMs', audit: 'first-contentful-paint', label: 'FCP' },
  { key: 'tbtMs', audit: 'total-blocking-time', label: 'TBT' },
  { key: 'speedIndexMs', audit: 'speed-index', label: 'Speed Index' },
];
const resultsFile = path.join(import.meta.dirname, 'results', 'lighthouse.json');

function runsFlag(args) {
  if (!args.includes('--runs')) return 3;
  const runs = Number(args[args.indexOf('--runs') + 1]);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs needs a whole number of runs, 1 or more');
  return runs;
}

/** The dist/ files the server needs: without them it would serve an error page, and measure that. */
function missingBuild() {
  const needed = APPS.map(({ name }) => path.join(name, 'dist', name === 'shell' ? 'index.html' : 'remoteEntry.js'));
  return needed.filter((file) => !existsSync(path.join(repoRoot, file)));
}

/**
 * A fresh Chromium (new empty profile) with a DevTools port for Lighthouse. Each run gets its
 * own: Lighthouse must keep our storage (disableStorageReset), which also keeps the HTTP
 * cache, so a shared browser would measure warm loads after the first run.
 */
async function launchChromium() {
  return chromeLauncher.launch({
    chromePath: chromiumOptions.executablePath,
    chromeFlags: chromiumOptions.args,
    port: await freePort(),
    logLevel: 'error',
  });
}

/**
 * What the browser holds after the demo customer signs in: the HttpOnly session cookie and
 * the shell's stored copy of the session. The storage is written on a same-origin page that
 * loads no script (the health check), so the measured visit still starts with an empty cache.
 */
async function storeSignedInSession(port, baseUrl, credentials) {
  const { cookies, storedSession } = await signIn(baseUrl, credentials);
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
  try {
    const page = await browser.newPage();
    const cdp = await page.createCDPSession();
    await cdp.send('Network.setCookies', { cookies });
    await page.goto(new URL('/api/health', baseUrl).href);
    await page.evaluate((key, value) => localStorage.setItem(key, value), SESSION_STORAGE_KEY, storedSession);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

async function chromiumVersion(port) {
  const response = await fetch(`http://127.0.0.1:${port}/json/version`);
  return (await response.json()).Browser;
}

/**
 * Opens the page once, unmeasured, in a throw-away browser set up as a measured run is. It
 * warms the server (so the first run does not pay for its cold start) and, for the signed-in
 * home, proves in the DOM that the setup shows the customer's home with every section filled,
 * not the visitor landing: a run of the landing would be a wrong figure, not a slow one.
 */
async function openOnce(baseUrl, target) {
  const chrome = await launchChromium();
  try {
    if (target.signedIn) await storeSignedInSession(chrome.port, baseUrl, target.signedIn);
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    try {
      const page = await browser.newPage();
      await page.goto(new URL(target.path, baseUrl).href, { waitUntil: 'networkidle0' });
      if (!target.signedIn) return { finalPath: new URL(page.url()).pathname };
      return await homeSectionsOf(page);
    } finally {
      await browser.disconnect();
    }
  } finally {
    await chrome.kill();
  }
}

/** The service cards (distinct services) each home section shows, or null for a section that is missing. */
function homeSectionCards(ids) {
  const cardsOf = (id) => {
    const section = document.getElementById(id)?.closest('section');
    if (!section) return null;
    // Distinct services: a looping carousel may render a card more than once.
    const cards = section.querySelectorAll('[aria-roledescription="carousel"] article');
    return new Set([...cards].map((card) => card.getAttribute('aria-labelledby'))).size;
  };
  return { landing: document.getElementById('landing-title') !== null, cards: Object.fromEntries(ids.map((id) => [id, cardsOf(id)])) };
}

/** The signed-in home's sections and their card counts; throws when '/' is not the customer home with every section filled. */
async function homeSectionsOf(page) {
  if (new URL(page.url()).pathname !== '/') throw new Error(`the signed-in '/' redirected to ${page.url()}`);
  const filled = (ids) => ids.every((id) => document.getElementById(id)?.closest('section')?.querySelector('[aria-roledescription="carousel"] article'));
  // The sections fill in after their own requests, which networkidle may not have waited for.
  await page.waitForFunction(filled, { timeout: 15_000 }, HOME_SECTION_IDS).catch(() => {});
  const { landing, cards } = await page.evaluate(homeSectionCards, HOME_SECTION_IDS);
  const empty = Object.entries(cards).filter(([, count]) => !count).map(([id]) => id);
  if (landing || empty.length > 0) {
    throw new Error(`the signed-in '/' is not the customer home (landing shown: ${landing}; sections without services: ${empty.join(', ') || 'none'})`);
  }
  return { finalPath: '/', cardsPerSection: cards };
}

/** Lighthouse's default (mobile, simulated throttling) performance run, keeping the browser's storage. */
async function runLighthouse(port, url) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: true,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  return result.lhr;
}

function figuresOf(lhr) {
  const figures = { score: lhr.categories.performance.score === null ? null : Math.round(lhr.categories.performance.score * 100) };
  for (const { key, audit } of METRICS) {
    const value = lhr.audits[audit]?.numericValue;
    figures[key] = value === undefined ? null : key === 'cls' ? Number(value.toFixed(3)) : Math.round(value);
  }
  return figures;
}

/** The LCP element and how its time splits into phases (TTFB, load delay, load time, render delay). */
function lcpElementOf(lhr) {
  const tables = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = tables[0]?.items?.[0]?.node;
  const phases = Object.fromEntries((tables[1]?.items ?? []).map(({ phase, timing }) => [phase, Math.round(timing)]));
  return node ? { selector: node.selector, snippet: node.snippet, phasesMs: phases } : null;
}

/** The elements that shifted most, with their share of the CLS. */
function layoutShiftsOf(lhr) {
  const items = lhr.audits['layout-shifts']?.details?.items ?? [];
  return items.slice(0, 3).map(({ node, score }) => ({ selector: node?.selector ?? null, score: Number(score.toFixed(3)) }));
}

function requestsOf(lhr) {
  return lhr.audits['network-requests']?.details?.items ?? [];
}

/**
 * Why a run's figures cannot be trusted, if they cannot: Lighthouse's own error, a redirect to
 * another page, a script that failed to load, or, for the signed-in home, a load that did not
 * make the signed-in call (the most-popular list near Chennai, asked only with a session and its location).
 */
function problemsOf(lhr, target, baseUrl) {
  const problems = [];
  if (lhr.runtimeError) problems.push(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const expected = new URL(target.path, baseUrl);
  const final = new URL(lhr.finalDisplayedUrl);
  if (final.pathname + final.search !== expected.pathname + expected.search) problems.push(`ended on ${lhr.finalDisplayedUrl}, not ${expected.href}`);
  const requests = requestsOf(lhr);
  for (const request of requests) {
    if (request.resourceType === 'Script' && !(request.statusCode >= 200 && request.statusCode < 400)) problems.push(`script failed: ${request.statusCode} ${request.url}`);
  }
  if (target.signedIn) {
    const answered = (predicate) => requests.some((request) => predicate(new URL(request.url)) && request.statusCode === 200);
    if (!answered((url) => url.pathname === '/api/user/mostpopulerservice' && url.searchParams.get('latitude') === String(CHENNAI.latitude))) {
      problems.push('no most-popular list near Chennai was loaded: the stored session or location was not used');
    }
  }
  return problems;
}

/** One measured run: a fresh browser, set up as the page needs, then Lighthouse. */
async function measureOnce(baseUrl, target) {
  const chrome = await launchChromium();
  try {
    if (target.signedIn) await storeSignedInSession(chrome.port, baseUrl, target.signedIn);
    const browserVersion = await chromiumVersion(chrome.port);
    const lhr = await runLighthouse(chrome.port, new URL(target.path, baseUrl).href);
    return {
      ...figuresOf(lhr),
      problems: problemsOf(lhr, target, baseUrl),
      lighthouseError: lhr.runtimeError?.code ?? null,
      finalUrl: lhr.finalDisplayedUrl,
      requests: requestsOf(lhr).length,
      lcpElement: lcpElementOf(lhr),
      layoutShifts: layoutShiftsOf(lhr),
      benchmarkIndex: lhr.environment.benchmarkIndex,
      warnings: lhr.runWarnings,
      browserVersion,
      lighthouseVersion: lhr.lighthouseVersion,
      settings: lhr.configSettings,
    };
  } catch (error) {
    return { problems: [`run failed: ${error.stack ?? error}`] };
  } finally {
    await chrome.kill();
  }
}

/**
 * A measured run, repeated (at most twice) when Lighthouse itself failed to record the load:
 * on a busy machine its trace sometimes misses the navigation (NO_NAVSTART, "Please run
 * Lighthouse again"). A run that measured the wrong page is never repeated: that is a setup
 * fault, not bad luck. The discarded attempts stay in the results.
 */
async function measureRun(baseUrl, target, retries = 2) {
  const discardedAttempts = [];
  for (;;) {
    const run = await measureOnce(baseUrl, target);
    if (!run.lighthouseError || discardedAttempts.length === retries) return { ...run, discardedAttempts };
    discardedAttempts.push(run.lighthouseError);
  }
}

function median(sorted) {
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Median, min and max of each figure over the runs that had no problem. */
function summarize(runs) {
  const good = runs.filter((run) => run.problems.length === 0);
  const summary = {};
  for (const key of ['score', ...METRICS.map((metric) => metric.key)]) {
    const values = good.map((run) => run[key]).filter((value) => typeof value === 'number').sort((a, b) => a - b);
    summary[key] = values.length === 0 ? { median: null, min: null, max: null } : { median: median(values), min: values[0], max: values.at(-1) };
  }
  return summary;
}

async function measureSite(runs) {
  const server = await startServer();
  try {
    const pages = {};
    for (const target of PAGES) {
      const check = await openOnce(server.baseUrl, target);
      const measured = [];
      for (let run = 1; run <= runs; run += 1) {
        measured.push(await measureRun(server.baseUrl, target));
        const { problems, discardedAttempts } = measured.at(-1);
        const retried = discardedAttempts.length > 0 ? ` (repeated after ${discardedAttempts.join(', ')})` : '';
        console.log(`${target.name}: run ${run}/${runs} ${problems.length === 0 ? 'done' : 'FAILED'}${retried}`);
      }
      pages[target.name] = { url: target.path, signedIn: Boolean(target.signedIn), check, runs: measured, figures: summarize(measured) };
    }
    return pages;
  } finally {
    await server.stop();
  }
}

function printTable(pages) {
  const format = (key, value) => (value === null ? '–' : key === 'cls' ? value.toFixed(3) : key === 'score' ? String(value) : `${Math.round(value)} ms`);
  const columns = [{ key: 'score', label: 'score' }, ...METRICS];
  const rows = [['page (median of good runs)', ...columns.map((column) => column.label)]];
  for (const [name, page] of Object.entries(pages)) {
    rows.push([`${name} ×${page.runs.filter((run) => run.problems.length === 0).length}`, ...columns.map(({ key }) => format(key, page.figures[key].median))]);
    const spread = ({ min, max }, key) => (min === null ? '–' : `${format(key, min)}–${format(key, max)}`.replace(' ms–', '–'));
    rows.push(['  min–max', ...columns.map(({ key }) => spread(page.figures[key], key))]);
  }
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  for (const row of rows) console.log(row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  '));
}

const runs = runsFlag(process.argv.slice(2));
const missing = missingBuild();
if (missing.length > 0) {
  console.error(`The site is not built (missing ${missing.join(', ')}): run npm run build first.`);
  process.exit(1);
}
if (!(await publishRemotes())) {
  console.error('Publishing the remotes failed; nothing to measure.');
  process.exit(1);
}
const pages = await measureSite(runs);
const firstRun = Object.values(pages).flatMap((page) => page.runs).find((run) => run.lighthouseVersion);
const results = {
  measuredAt: new Date().toISOString(),
  site: 'built site served by server/src/main.ts (not rebuilt)',
  runsPerPage: runs,
  chromium: firstRun?.browserVersion ?? null,
  lighthouse: firstRun?.lighthouseVersion ?? null,
  settings: firstRun && {
    formFactor: firstRun.settings.formFactor,
    throttlingMethod: firstRun.settings.throttlingMethod,
    throttling: firstRun.settings.throttling,
    screenEmulation: firstRun.settings.screenEmulation,
  },
  pages: Object.fromEntries(Object.entries(pages).map(([name, page]) => [name, { ...page, runs: page.runs.map(({ settings, ...run }) => run) }])),
};
await mkdir(path.dirname(resultsFile), { recursive: true });
await writeFile(resultsFile, `${JSON.stringify(results, null, 2)}\n`);

console.log(`\n${results.chromium}, Lighthouse ${results.lighthouse}, ${results.settings?.formFactor} ${results.settings?.throttlingMethod} throttling`);
printTable(pages);
const problems = Object.entries(pages).flatMap(([name, page]) => page.runs.flatMap((run, index) => run.problems.map((problem) => `${name} run ${index + 1}: ${problem}`)));
for (const problem of problems) console.error(problem);
console.log(`\nwritten to ${path.relative(repoRoot, resultsFile)}`);
if (problems.length > 0) process.exit(1);
