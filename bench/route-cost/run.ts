// Usage: npx tsx bench/route-cost/run.ts [--root <checkout>] [--requests 20000]
// CPU cost of one request through the whole server pipeline (routing, validation, handler with a
// warm list cache, serialization), measured in process with app.inject so the load generator does
// not share the CPU: µs per request, sequential. --root points at another checkout (for example
// a worktree of an older commit) to compare the same requests on its code. Prints the figures and
// writes them to bench/results/route-cost.json (one entry per checkout measured, newest last).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';

const { values } = parseArgs({ options: { root: { type: 'string', default: path.resolve(import.meta.dirname, '../..') }, requests: { type: 'string', default: '20000' } } });
const root = path.resolve(values.root!);
const requests = Number(values.requests);

const CHENNAI = 'latitude=13.0827&longitude=80.2707';
const ROUTES = {
  catlist: `/api/catlist/service/3?${CHENNAI}`,
  search: `/api/services/search?query=elec&${CHENNAI}`,
};

async function main() {
  const { createTestApp } = await import(pathToFileURL(path.join(root, 'server/test/testApp.ts')).href);
  // Production settings: answers are not re-checked against their schema, the list cache is on.
  const testApp = await createTestApp({ env: { NODE_ENV: 'production', LIST_CACHE_SECONDS: '300', SEED_DEMO_ACCOUNTS: 'true' } });
  await testApp.app.ready();
  const results: Record<string, { microsecondsPerRequest: number; bytes: number }> = {};
  for (const [name, url] of Object.entries(ROUTES)) {
    const once = () => testApp.app.inject({ method: 'GET', url });
    const first = await once();
    if (first.statusCode !== 200) throw new Error(`${url} answered ${first.statusCode}: ${first.body}`);
    for (let i = 0; i < 2000; i++) await once();
    const started = process.hrtime.bigint();
    for (let i = 0; i < requests; i++) await once();
    const elapsed = Number(process.hrtime.bigint() - started) / 1000;
    results[name] = { microsecondsPerRequest: Math.round((elapsed / requests) * 10) / 10, bytes: first.rawPayload.length };
  }
  await testApp.close();
  const entry = { measuredAt: new Date().toISOString(), root, requests, results };
  console.log(JSON.stringify(entry));
  const resultsFile = path.resolve(import.meta.dirname, '../results/route-cost.json');
  const earlier = await readFile(resultsFile, 'utf8').then((text) => JSON.parse(text) as object[], () => []);
  await mkdir(path.dirname(resultsFile), { recursive: true });
  await writeFile(resultsFile, `${JSON.stringify([...earlier, entry], null, 2)}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
