#!/usr/bin/env node
// Usage: node bench/bundle-sizes.mjs [--check] [--no-build] [--url http://host:port]
// Bundle-size and build-time figures for the built site (what each one means: bench/README.md).
//   --no-build  measure the current dist/ folders instead of rebuilding (build times are then
//               the last ones recorded in bench/results/build-times.json)
//   --url       measure a site that is already running instead of starting the server
//   --check     exit 1 when a budget of bench/budgets.json is exceeded or a script failed to load
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { APPS, REMOTES, repoRoot } from '../scripts/apps.mjs';
import { buildApp, buildTimesFile, recordBuildTimes } from '../scripts/build-app.mjs';
import { CHENNAI, chromiumOptions, DEMO_CUSTOMER, DEMO_PARTNER, publishRemotes, SESSION_STORAGE_KEY, signIn, startServer } from './lib/site.mjs';

/** What a first visit measures: the visitor's pages, and the signed-in customer's home (the
 *  demo customer, with a stored location in Chennai so every home section loads). */
const VISITS = [
  { name: '/', path: '/' },
  { name: '/pages/about-us', path: '/pages/about-us' },
  { name: '/list-of-services', path: '/list-of-services?category=3&subcategory=11' },
  { name: '/ (signed-in home)', path: '/', signedIn: DEMO_CUSTOMER },
  // The cart page with two services in the cart (an empty cart sends the customer home).
  { name: '/service-booking', path: '/service-booking', signedIn: DEMO_CUSTOMER, cartServices: 2 },
  // The partner portal as the verified demo partner opens it: the home ('/' shows it) and the upload form.
  { name: '/employee-home', path: '/employee-home', signedIn: DEMO_PARTNER },
  { name: '/service-upload', path: '/service-upload', signedIn: DEMO_PARTNER },
  // The signed-in home, then a click on its 'Pass Fast Express' card: the figure is both together
  // (what a customer who opens the move enquiry has downloaded), `afterAction` the click alone.
  { name: '/ (signed-in home) + Pass Fast Express', path: '/', signedIn: DEMO_CUSTOMER, action: openPassFastExpress },
  // An enquiry-type service's enquiry form, opened as Enquiry Now opens it (the service's id in
  // the navigation state, and in the query as a shared link would carry it).
  { name: '/enquiry-service-booking', path: '/enquiry-service-booking', signedIn: DEMO_CUSTOMER, enquiryService: 'Party & Bridal Makeup Package' },
];

/** A text of remote-catalog's home as `language` writes it (issue 41: the visit is measured in each). */
async function homeText(file, language, key) {
  if (language === 'en') return null;
  const catalogue = JSON.parse(await readFile(path.join(repoRoot, 'remote-catalog/src/features/home', `${file}.${language}.json`), 'utf8'));
  return key.split('.').reduce((node, part) => node[part], catalogue);
}

/** Clicks the home's Pass Fast Express card and waits for the popup's form. */
async function openPassFastExpress(page, language) {
  // The card's picture, as home.e2e.ts clicks it (the carousel's slides move on their own).
  await page.getByAltText((await homeText('texts', language, 'passFastExpressAlt')) ?? 'P & D Enquiry').first().click();
  const submit = (await homeText('pass-fast-express/texts', language, 'dialog.submit')) ?? 'Enquiry Now';
  await page.getByRole('dialog').getByRole('button', { name: submit }).waitFor({ state: 'visible', timeout: 15_000 });
}

/** The id of a catalogue service by its exact name, through the search near Chennai. */
async function serviceIdNamed(baseUrl, name) {
  const query = new URLSearchParams({ query: name, latitude: String(CHENNAI.latitude), longitude: String(CHENNAI.longitude) });
  const { data } = await (await fetch(new URL(`/api/services/search?${query}`, baseUrl))).json();
  const match = (data ?? []).find((service) => service.name === name);
  if (!match) throw new Error(`no service named ${name} near Chennai`);
  return match.id;
}
const resultsFile = path.join(import.meta.dirname, 'results', 'bundle-sizes.json');
/** Issue 41: every first visit is measured again in each of these, against its own budget. */
const OTHER_LANGUAGES = ['hi', 'ta'];

const args = process.argv.slice(2);
const check = args.includes('--check');
const noBuild = args.includes('--no-build');
const siteUrl = args.includes('--url') ? args[args.indexOf('--url') + 1] : undefined;

const gzipSize = (body) => gzipSync(body, { level: 9 }).length;
const kb = (bytes) => bytes / 1024;
const fmt = (bytes) => `${kb(bytes).toFixed(1)} KB`;

async function buildEverything() {
  const seconds = {};
  for (const { name } of APPS) {
    const result = await buildApp(name);
    if (!result.ok) throw new Error(`npm run build -w ${name} failed:\n${result.output}`);
    seconds[name] = Number(result.seconds.toFixed(2));
    console.log(`built ${name} in ${result.seconds.toFixed(1)} s`);
  }
  await recordBuildTimes(seconds);
  return seconds;
}

async function recordedBuildTimes() {
  if (!existsSync(buildTimesFile)) return {};
  const { apps } = JSON.parse(await readFile(buildTimesFile, 'utf8'));
  return Object.fromEntries(Object.entries(apps).map(([app, { seconds }]) => [app, seconds]));
}

async function jsFiles(dir) {
  const files = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await jsFiles(full)));
    else if (entry.name.endsWith('.js')) files.push(full);
  }
  return files;
}

/** Every app's JavaScript as built, and each remote's container entry. */
async function distSizes() {
  const apps = {};
  for (const { name } of APPS) {
    const dist = path.join(repoRoot, name, 'dist');
    if (!existsSync(dist)) continue;
    const bodies = await Promise.all((await jsFiles(dist)).map((file) => readFile(file)));
    apps[name] = {
      files: bodies.length,
      rawBytes: bodies.reduce((sum, body) => sum + body.length, 0),
      gzipBytes: bodies.reduce((sum, body) => sum + gzipSize(body), 0),
    };
  }
  const remoteEntries = {};
  for (const { name } of REMOTES) {
    const entry = path.join(repoRoot, name, 'dist', 'remoteEntry.js');
    if (existsSync(entry)) remoteEntries[name] = gzipSize(await readFile(entry));
  }
  return { apps, remoteEntries };
}

/** Puts the first `count` bookable services near Chennai in the signed-in customer's cart (already there is fine). */
async function fillCart(baseUrl, token, count) {
  const query = new URLSearchParams({ latitude: String(CHENNAI.latitude), longitude: String(CHENNAI.longitude) });
  const list = await (await fetch(new URL(`/api/catlist/service/3?${query}`, baseUrl))).json();
  const bookable = (list.data ?? []).filter((service) => service.servicetype === 'service').slice(0, count);
  if (bookable.length < count) throw new Error(`only ${bookable.length} bookable services near Chennai`);
  for (const service of bookable) {
    const response = await fetch(new URL('/api/user/addtocart', baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ serviceId: service.id }),
    });
    if (response.status !== 200 && response.status !== 409) throw new Error(`addtocart answered ${response.status}`);
  }
}

/**
 * One sign-in per account for the whole run, its session shared by every visit (each language
 * visits each page: as many logins would meet the login rate limit).
 */
const sessions = new Map();
function signedIn(baseUrl, credentials) {
  if (!sessions.has(credentials)) sessions.set(credentials, signIn(baseUrl, credentials));
  return sessions.get(credentials);
}

/**
 * A first visit: fresh browser context (no cache, no cookies), every script it loads. `language`
 * (issue 41): the page as a browser that chose it sees it (the `sn_lang` cookie), its catalogues included.
 */
async function firstVisit(browser, baseUrl, visit, language = 'en') {
  const context = await browser.newContext();
  let visitPath = visit.path;
  if (visit.enquiryService) {
    const serviceId = await serviceIdNamed(baseUrl, visit.enquiryService);
    visitPath = `${visit.path}?id=${serviceId}`;
    // React Router reads location.state from history.state.usr when it starts: this is the
    // state Enquiry Now navigates with.
    await context.addInitScript((id) => {
      if (!window.history.state?.usr) window.history.replaceState({ usr: { serviceId: id }, key: 'bench', idx: 0 }, '');
    }, serviceId);
  }
  if (visit.signedIn) {
    const { cookies, storedSession, token } = await signedIn(baseUrl, visit.signedIn);
    await context.addCookies(cookies);
    if (visit.cartServices) await fillCart(baseUrl, token, visit.cartServices);
    // The browser's copy of the session, as the login page leaves it, so '/' is the home at once.
    await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [SESSION_STORAGE_KEY, storedSession]);
  }
  // After the sign-in's cookies, which carry the account's language: this visit's wins.
  await context.addCookies([{ name: 'sn_lang', value: language, url: baseUrl }]);
  const page = await context.newPage();
  const pending = [];
  const failures = [];
  let phase = 'load';
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    if (!response.ok()) failures.push(`${response.status()} ${response.url()}`);
    else {
      const loadedBy = phase;
      pending.push(
        response.body().then(
          (body) => ({ url: new URL(response.url()).pathname, rawBytes: body.length, gzipBytes: gzipSize(body), loadedBy }),
          (error) => failures.push(`${error.message} ${response.url()}`) && null,
        ),
      );
    }
  });
  page.on('requestfailed', (request) => {
    if (request.resourceType() === 'script') failures.push(`${request.failure()?.errorText} ${request.url()}`);
  });
  await page.goto(new URL(visitPath, baseUrl).href, { waitUntil: 'networkidle' });
  // The page is alive only once React has taken it over: on a busy machine the network went idle
  // before the shell had asked for react-dom (a first visit of '/' once measured 65 KB light).
  await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__react')), undefined, { timeout: 30_000 });
  // Chunks requested after the first idle moment (a remote's page after its data) still
  // belong to the first visit.
  await page.waitForTimeout(1000);
  await page.waitForLoadState('networkidle');
  // A redirect (a guard, a page without its service) would measure the wrong page.
  const landed = new URL(page.url()).pathname;
  if (landed !== new URL(visitPath, baseUrl).pathname) failures.push(`ended on ${landed}, not ${visitPath}`);
  if (visit.action) {
    phase = 'action';
    try {
      await visit.action(page, language);
      await page.waitForTimeout(1000);
      await page.waitForLoadState('networkidle');
    } catch (error) {
      failures.push(`the action failed: ${error.message.split('\n')[0]}`);
    }
  }
  const scripts = (await Promise.all(pending)).filter((script) => script !== null);
  await context.close();
  const afterAction = scripts.filter((script) => script.loadedBy === 'action');
  return {
    scripts,
    rawBytes: scripts.reduce((sum, script) => sum + script.rawBytes, 0),
    gzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
    ...(visit.action ? { afterAction: { scripts: afterAction.length, gzipBytes: afterAction.reduce((sum, script) => sum + script.gzipBytes, 0) } } : {}),
    failures,
  };
}

async function measureSite() {
  const server = siteUrl ? { baseUrl: siteUrl, stop: async () => {} } : await startServer();
  const browser = await chromium.launch(chromiumOptions);
  try {
    const visits = {};
    for (const visit of VISITS) visits[visit.name] = await firstVisit(browser, server.baseUrl, visit);
    const otherLanguages = {};
    for (const language of OTHER_LANGUAGES) {
      otherLanguages[language] = {};
      for (const visit of VISITS) otherLanguages[language][visit.name] = await firstVisit(browser, server.baseUrl, visit, language);
    }
    return { visits, otherLanguages };
  } finally {
    await browser.close();
    await server.stop();
  }
}

function budgetVerdicts(budgets, results) {
  const verdicts = [];
  for (const [route, limit] of Object.entries(budgets.firstVisit)) {
    const visit = results.firstVisit[route];
    if (visit) verdicts.push({ what: `first visit ${route}`, bytes: visit.gzipBytes, limitKb: limit, targetKb: budgets.targetEnglish?.[route] });
  }
  for (const [language, visits] of Object.entries(results.firstVisitIn)) {
    for (const [route, limit] of Object.entries(budgets.firstVisitOtherLanguages)) {
      const visit = visits[route];
      if (visit) verdicts.push({ what: `first visit ${route} in ${language}`, bytes: visit.gzipBytes, limitKb: limit, targetKb: budgets.targetOtherLanguages?.[route] });
    }
  }
  for (const [remote, bytes] of Object.entries(results.remoteEntry)) {
    verdicts.push({ what: `${remote} remoteEntry.js`, bytes, limitKb: budgets.remoteEntry });
  }
  return verdicts.map((verdict) => ({ ...verdict, ok: kb(verdict.bytes) <= verdict.limitKb, ...(verdict.targetKb === undefined ? {} : { onTarget: kb(verdict.bytes) <= verdict.targetKb }) }));
}

function printTable(results, verdicts) {
  const rows = [['figure', 'gzip', 'raw', 'budget', 'issue 41 target']];
  const target = (verdict) => (verdict?.targetKb === undefined ? '' : `${verdict.onTarget ? 'met' : `over by ${(kb(verdict.bytes) - verdict.targetKb).toFixed(1)} KB`} (≤ ${verdict.targetKb})`);
  for (const [route, visit] of Object.entries(results.firstVisit)) {
    const verdict = verdicts.find((v) => v.what === `first visit ${route}`);
    rows.push([`first visit ${route} (${visit.scripts.length} scripts)`, fmt(visit.gzipBytes), fmt(visit.rawBytes), verdict ? `${verdict.ok ? 'ok' : 'OVER'} ≤ ${verdict.limitKb} KB` : '', target(verdict)]);
    if (visit.afterAction) rows.push([`  of which the click (${visit.afterAction.scripts} scripts)`, fmt(visit.afterAction.gzipBytes), '', '', '']);
  }
  for (const [language, visits] of Object.entries(results.firstVisitIn)) {
    for (const [route, visit] of Object.entries(visits)) {
      const verdict = verdicts.find((v) => v.what === `first visit ${route} in ${language}`);
      rows.push([`first visit ${route} in ${language} (${visit.scripts.length} scripts)`, fmt(visit.gzipBytes), fmt(visit.rawBytes), verdict ? `${verdict.ok ? 'ok' : 'OVER'} ≤ ${verdict.limitKb} KB` : '', target(verdict)]);
    }
  }
  for (const [remote, bytes] of Object.entries(results.remoteEntry)) {
    const verdict = verdicts.find((v) => v.what === `${remote} remoteEntry.js`);
    rows.push([`${remote} remoteEntry.js`, fmt(bytes), '', `${verdict.ok ? 'ok' : 'OVER'} ≤ ${verdict.limitKb} KB`, '']);
  }
  for (const [app, size] of Object.entries(results.appJs)) {
    rows.push([`${app} all JS (${size.files} files)`, fmt(size.gzipBytes), fmt(size.rawBytes), '', '']);
  }
  for (const [app, seconds] of Object.entries(results.buildSeconds)) rows.push([`${app} build`, `${seconds.toFixed(1)} s`, '', '', '']);
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  for (const row of rows) console.log(row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  '));
}

const budgets = JSON.parse(await readFile(path.join(import.meta.dirname, 'budgets.json'), 'utf8'));
const buildSeconds = noBuild ? await recordedBuildTimes() : await buildEverything();
if (!siteUrl && !(await publishRemotes())) {
  console.error('Publishing the remotes failed; nothing to measure.');
  process.exit(1);
}
const { apps, remoteEntries } = await distSizes();
const { visits: firstVisitResults, otherLanguages } = await measureSite();
const results = {
  measuredAt: new Date().toISOString(),
  site: siteUrl ?? 'built site served by server/src/main.ts',
  firstVisit: firstVisitResults,
  firstVisitIn: otherLanguages,
  remoteEntry: remoteEntries,
  appJs: apps,
  buildSeconds,
};
const verdicts = budgetVerdicts(budgets, results);
await mkdir(path.dirname(resultsFile), { recursive: true });
await writeFile(resultsFile, `${JSON.stringify({ ...results, budgets: verdicts }, null, 2)}\n`);

printTable(results, verdicts);
const failures = [
  ...Object.entries(firstVisitResults).flatMap(([route, visit]) => visit.failures.map((failure) => `${route}: ${failure}`)),
  ...Object.entries(otherLanguages).flatMap(([language, visits]) => Object.entries(visits).flatMap(([route, visit]) => visit.failures.map((failure) => `${route} in ${language}: ${failure}`))),
];
for (const failure of failures) console.error(`script failed to load on ${failure}`);
console.log(`\nwritten to ${path.relative(repoRoot, resultsFile)}`);
if (check && (failures.length > 0 || verdicts.some((verdict) => !verdict.ok))) {
  console.error('Bundle budget check failed.');
  process.exit(1);
}
