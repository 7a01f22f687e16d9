#!/usr/bin/env node
// Usage: node bench/lighthouse.mjs [--runs N] [--pages a,b] [--root <checkout>] [--label name]
//        node bench/lighthouse.mjs --compare before.json after.json
// Lighthouse performance figures, mobile and throttled (Lighthouse's default config: simulated
// throttling, mobile form factor and screen emulation), for the visitor's pages, the signed-in
// home, the partner home and the ops console's sign-in of the built site (what each figure means: bench/README.md). It
// does not build: it measures the dist/ folders as they are, like `bundle-sizes.mjs --no-build`.
//   --runs N     Lighthouse runs per page (default 3); the table shows each figure's median
//   --pages      a comma list of page names or paths: measure only those
//   --root DIR   measure another checkout's build (its own server, CLI and releases), e.g. a
//                clone of an older commit, built, for a before/after
//   --label NAME write results/lighthouse-NAME.json instead of results/lighthouse.json
//   --compare    measure nothing: print two result files side by side, before → after
import { execFileSync } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
// chrome-launcher and puppeteer-core are Lighthouse's own dependencies (npm hoists them to the
// root node_modules): the versions Lighthouse itself launches and drives Chromium with.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { repoRoot } from '../scripts/apps.mjs';
import { chromiumOptions, DEMO_CUSTOMER, DEMO_PARTNER, freePort, prepareBuiltSite, SESSION_STORAGE_KEY, signIn, startServer } from './lib/site.mjs';

/**
 * The measured pages. `signedIn` is who the browser is signed in as; `check` names the extra
 * proof that a signed-in run measured that person's page (see problemsOf and openOnce).
 */
const PAGES = [
  { name: '/ (visitor)', path: '/' },
  { name: '/list-of-services', path: '/list-of-services?category=3&subcategory=11' },
  { name: '/pages/about-us', path: '/pages/about-us' },
  { name: '/login', path: '/login' },
  { name: '/ (signed-in home)', path: '/', signedIn: DEMO_CUSTOMER, check: 'customer-home' },
  { name: '/employee-home', path: '/employee-home', signedIn: DEMO_PARTNER, check: 'partner-home' },
  // Issue 39: the ops console's first page, from the release that claims it (decision 0058).
  { name: '/ops/sign-in', path: '/ops/sign-in' },
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
/** The columns of the printed tables (the JSON keeps every figure). */
const TABLE_COLUMNS = [
  { key: 'score', label: 'score' },
  { key: 'lcpMs', label: 'LCP' },
  { key: 'tbtMs', label: 'TBT' },
  { key: 'cls', label: 'CLS' },
  { key: 'jsKb', label: 'JS KB' },
];

/** A wrong flag: say what is wrong, without a stack trace. */
function usage(message) {
  console.error(message);
  process.exit(1);
}

function flagValue(args, flag) {
  if (!args.includes(flag)) return undefined;
  const value = args[args.indexOf(flag) + 1];
  if (value === undefined || value.startsWith('--')) usage(`${flag} needs a value`);
  return value;
}

function runsFlag(args) {
  const value = flagValue(args, '--runs');
  if (value === undefined) return 3;
  const runs = Number(value);
  if (!Number.isInteger(runs) || runs < 1) usage('--runs needs a whole number of runs, 1 or more');
  return runs;
}

/**
 * The pages `--pages` names: each entry is a page's name, or a path (with or without its query)
 * that picks every page on it, so '/' picks both the visitor's and the signed-in home.
 */
function pagesFlag(args) {
  const value = flagValue(args, '--pages');
  if (value === undefined) return PAGES;
  const wanted = value.split(',').map((entry) => entry.trim()).filter(Boolean);
  const picked = new Set();
  for (const entry of wanted) {
    const byName = PAGES.filter((page) => page.name === entry);
    const matches = byName.length > 0 ? byName : PAGES.filter((page) => page.path === entry || page.path.split('?')[0] === entry);
    if (matches.length === 0) usage(`--pages: no page named or at ${entry} (pages: ${PAGES.map((page) => page.name).join(', ')})`);
    for (const page of matches) picked.add(page);
  }
  return PAGES.filter((page) => picked.has(page));
}

/** A label goes into a file name: letters, digits, dot, dash and underscore only. */
function labelFlag(args) {
  const label = flagValue(args, '--label');
  if (label !== undefined && !/^[\w.-]+$/.test(label)) usage('--label may hold letters, digits, ".", "-" and "_" only');
  return label;
}

function resultsFileFor(label) {
  return path.join(import.meta.dirname, 'results', label === undefined ? 'lighthouse.json' : `lighthouse-${label}.json`);
}

/** The commit a checkout is at, so a result file says which code it measured. */
function commitOf(root) {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
  } catch {
    return null;
  }
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
      // networkidle2: a signed-in page keeps its live stream (/api/events) open for good, so the
      // network is never idle with no request at all.
      await page.goto(new URL(target.path, baseUrl).href, { waitUntil: 'networkidle2' });
      if (target.check === 'customer-home') return await homeSectionsOf(page);
      const finalPath = new URL(page.url()).pathname;
      // The partner home redirects when the session is not a partner's: a setup fault, so stop here.
      if (target.check === 'partner-home' && finalPath !== target.path) throw new Error(`the partner's ${target.path} redirected to ${page.url()}`);
      return { finalPath };
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
  // A section below the first screen asks for its services only once it comes near the viewport
  // (remote-catalog's ServiceSection): bring each near in turn. Only this unmeasured check
  // scrolls; the measured runs see the first screen as a visitor would.
  for (const id of HOME_SECTION_IDS) {
    await page.evaluate((sectionId) => document.getElementById(sectionId)?.scrollIntoView({ block: 'center' }), id);
    await page
      .waitForFunction((sectionId) => document.getElementById(sectionId)?.closest('section')?.querySelector('[aria-roledescription="carousel"] article'), { timeout: 15_000 }, id)
      .catch(() => {});
  }
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

/** The figures summarized over runs: the score, the metrics, the JavaScript transferred (KB) and the request count. */
const FIGURE_KEYS = ['score', ...METRICS.map((metric) => metric.key), 'jsKb', 'requests'];

function figuresOf(lhr) {
  const figures = { score: lhr.categories.performance.score === null ? null : Math.round(lhr.categories.performance.score * 100) };
  for (const { key, audit } of METRICS) {
    const value = lhr.audits[audit]?.numericValue;
    figures[key] = value === undefined ? null : key === 'cls' ? Number(value.toFixed(3)) : Math.round(value);
  }
  const requests = requestsOf(lhr);
  // As sent over the wire (compressed, with headers), 1 KB = 1024 bytes.
  const scriptBytes = requests.filter((request) => request.resourceType === 'Script').reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  figures.jsKb = Number((scriptBytes / 1024).toFixed(1));
  figures.requests = requests.length;
  return figures;
}

/** The main thread's long tasks (Lighthouse's simulated times): what TBT is made of, with the script each belongs to. */
function longTasksOf(lhr) {
  const items = lhr.audits['long-tasks']?.details?.items ?? [];
  const site = (url) => (url?.startsWith('http') ? new URL(url).pathname : url);
  return items.slice(0, 12).map((task) => ({ url: site(task.url), startMs: Math.round(task.startTime), ms: Math.round(task.duration) }));
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
 * another page, a script that failed to load, or a signed-in load that did not show that
 * person's page. The server draws a signed-in page from its own reads (the page's queries are
 * then in the HTML and the browser asks for none of them), so the proof is the page's own
 * chunk, which a visitor's landing page (or the login page the guard sends them to) never
 * loads: the customer home's (page-user-home), the partner home's (page-employee-home). The
 * unmeasured first visit (openOnce) checks in the DOM that every section is filled.
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
  const loadedChunk = (name) =>
    requests.some((request) => request.resourceType === 'Script' && request.statusCode === 200 && new URL(request.url).pathname.split('/').pop()?.startsWith(`${name}.`));
  if (target.check === 'customer-home' && !loadedChunk('page-user-home')) {
    problems.push("the customer's home was not shown: the session cookie or the stored session was not used");
  }
  if (target.check === 'partner-home' && !loadedChunk('page-employee-home')) {
    problems.push("the partner's home was not shown: the session cookie or the stored partner session was not used");
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
      lcpElement: lcpElementOf(lhr),
      layoutShifts: layoutShiftsOf(lhr),
      longTasks: longTasksOf(lhr),
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
  for (const key of FIGURE_KEYS) {
    const values = good.map((run) => run[key]).filter((value) => typeof value === 'number').sort((a, b) => a - b);
    summary[key] = values.length === 0 ? { median: null, min: null, max: null } : { median: median(values), min: values[0], max: values.at(-1) };
  }
  return summary;
}

async function measureSite(root, targets, runs) {
  const server = await startServer(root);
  try {
    const pages = {};
    for (const target of targets) {
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

/** One figure as the tables show it; a file from before a figure existed shows '–'. */
function formatFigure(key, value) {
  if (value === null || value === undefined) return '–';
  if (key === 'cls') return value.toFixed(3);
  if (key === 'score' || key === 'requests') return String(value);
  if (key === 'jsKb') return value.toFixed(1);
  return `${Math.round(value)} ms`;
}

function printRows(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  for (const row of rows) console.log(row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  '));
}

function printTable(pages) {
  const rows = [['page (median of good runs)', ...TABLE_COLUMNS.map((column) => column.label)]];
  for (const [name, page] of Object.entries(pages)) {
    rows.push([`${name} ×${page.runs.filter((run) => run.problems.length === 0).length}`, ...TABLE_COLUMNS.map(({ key }) => formatFigure(key, page.figures[key].median))]);
    const spread = ({ min, max }, key) => (min === null ? '–' : `${formatFigure(key, min)}–${formatFigure(key, max)}`.replace(' ms–', '–'));
    rows.push(['  min–max', ...TABLE_COLUMNS.map(({ key }) => spread(page.figures[key], key))]);
  }
  printRows(rows);
}

/** `--compare before.json after.json`: each page's medians, before → after, for the pages of either file. */
async function compareResults(beforeFile, afterFile) {
  const [before, after] = await Promise.all([beforeFile, afterFile].map(async (file) => JSON.parse(await readFile(file, 'utf8'))));
  const describe = (file, results) => `${file}: ${results.label ?? 'no label'}, commit ${results.commit ?? '?'}, ${results.runsPerPage} run(s) a page, measured ${results.measuredAt}`;
  console.log(`before  ${describe(beforeFile, before)}\nafter   ${describe(afterFile, after)}\n`);
  const names = [...new Set([...Object.keys(before.pages), ...Object.keys(after.pages)])];
  const rows = [['page (medians, before → after)', ...TABLE_COLUMNS.map((column) => column.label)]];
  for (const name of names) {
    const median = (results, key) => results.pages[name]?.figures?.[key]?.median;
    rows.push([name, ...TABLE_COLUMNS.map(({ key }) => `${formatFigure(key, median(before, key))} → ${formatFigure(key, median(after, key))}`)]);
  }
  printRows(rows);
}

const args = process.argv.slice(2);
if (args.includes('--compare')) {
  const [beforeFile, afterFile] = args.slice(args.indexOf('--compare') + 1);
  if (!beforeFile || !afterFile) usage('--compare needs two result files: before.json after.json');
  await compareResults(beforeFile, afterFile);
  process.exit(0);
}
const runs = runsFlag(args);
const targets = pagesFlag(args);
const label = labelFlag(args);
const root = path.resolve(flagValue(args, '--root') ?? repoRoot);
const resultsFile = resultsFileFor(label);
await prepareBuiltSite(root);
const pages = await measureSite(root, targets, runs);
const firstRun = Object.values(pages).flatMap((page) => page.runs).find((run) => run.lighthouseVersion);
const results = {
  measuredAt: new Date().toISOString(),
  label: label ?? null,
  root,
  commit: commitOf(root),
  site: `built site of ${root} served by its server/src/main.ts (not rebuilt)`,
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
